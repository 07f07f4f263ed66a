import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const tracer = trace.getTracer('@portal/service-runtime');
const SPAN = 'traceSpan';

declare module 'fastify' {
  interface FastifyRequest {
    traceSpan: Span | null;
  }
}

/**
 * A server span per request, continuing the caller's `traceparent`: the request's hooks, handler
 * and everything they start (internal calls, appended events, log lines) run in its context.
 * Registered first, so the other hooks run inside it. `skip` paths (probes, metrics) get none.
 */
export const registerServerSpans = (fastify: FastifyInstance, skip: (path: string) => boolean): void => {
  fastify.decorateRequest(SPAN, null);
  fastify.addHook('onRequest', (request, _reply, done) => {
    const path = request.url.split('?')[0]!;
    if (skip(path)) {
      done();
      return;
    }
    const parent = propagation.extract(ROOT_CONTEXT, request.headers);
    const route = request.routeOptions.url;
    const span = tracer.startSpan(
      route ? `${request.method} ${route}` : request.method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'url.path': path,
          ...(route ? { 'http.route': route } : {}),
          'portal.request_id': request.id,
        },
      },
      parent,
    );
    request.traceSpan = span;
    context.with(trace.setSpan(parent, span), done);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    endServerSpan(request, reply.statusCode);
    done();
  });
  // A caller that hangs up gets no response, so onResponse never runs.
  fastify.addHook('onRequestAbort', (request, done) => {
    endServerSpan(request, 499);
    done();
  });
};

const endServerSpan = (request: FastifyRequest, status: number): void => {
  const span = request.traceSpan;
  if (!span) return;
  request.traceSpan = null;
  span.setAttribute('http.response.status_code', status);
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
};
