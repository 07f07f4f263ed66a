import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { CustomTransportStrategy } from '@nestjs/microservices';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { env, envInt, internalToken } from './config';
import { registerMethodNotAllowed } from './allowed-methods';
import type { EdgeAnswers } from './edge-answers';
import { AllErrorsFilter } from './exception.filter';
import { answerClientError } from './client-errors';
import { errorBody } from './http-errors';
import { parseJsonBody } from './json-body';
import { PortalLogger } from './logger';
import { Readiness } from './readiness';
import { runWithRequestContext } from './request-context';
import { ACTOR_HEADERS } from './actor';
import { registerMetrics } from './metrics/metrics-endpoint';
import { flushTracing, registerServerSpans, startTracing } from './tracing';

export interface ServiceOptions {
  name: string;
  defaultPort: number;
  /** Internal services accept only calls that carry the internal token (the gateway's). */
  internal: boolean;
  /** Paths of an internal service that the public may call (the quota proxy's platform API route). */
  publicPrefixes?: readonly string[];
  bodyLimitBytes?: number;
  /** Kafka event handlers (`@EventPattern`) run on this transport inside the same process. */
  transport?: (logger: PortalLogger) => CustomTransportStrategy;
  beforeListen?: (app: NestFastifyApplication) => Promise<void> | void;
  /** Store-free answers taken before the framework (filled in `beforeListen`, once the app's providers exist). */
  edge?: EdgeAnswers;
}

const PUBLIC_PROBES = new Set(['/healthz', '/readyz']);

const SHUTDOWN_GRACE_MS = 8000;

type FastifyServerOptions = { http?: object; keepAliveTimeout: number; requestTimeout: number; connectionTimeout: number };

/** Fastify's own HTTP/1 server, with the edge's answers looked at first. */
const serverWithEdge =
  (edge: EdgeAnswers) => (handler: (request: IncomingMessage, response: ServerResponse) => void, options: FastifyServerOptions) => {
    const server = createServer(options.http ?? {}, (request, response) => {
      if (!edge.handle(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    return server;
  };

export const startService = async (module: unknown, options: ServiceOptions): Promise<NestFastifyApplication> => {
  startTracing({ service: options.name, trustCallerSampling: options.internal });
  const adapter = new FastifyAdapter({
    logger: false,
    bodyLimit: options.bodyLimitBytes ?? 1_048_576,
    // X-Forwarded-For is believed from proxies on this host or a private network (the ingress), not from
    // anyone: trusting every hop would let a client pick its own address past the per-address throttles.
    trustProxy: env('TRUST_PROXY', 'loopback, linklocal, uniquelocal'),
    // Ids longer than Fastify's default 100 characters reach the route and get its 404/422, not a 414.
    routerOptions: { maxParamLength: 2048 },
    // Requests Node's parser refuses (headers over 16 KB, a broken request line) leave in the same error shape.
    clientErrorHandler: answerClientError,
    // So do what the router refuses (a URL it cannot decode, `/x/%E0%A4%A`: 400; a parameter past
    // maxParamLength: 414): our shape, not Fastify's own body.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const status = error.statusCode ?? 500;
      const message = status === 400 ? 'The request URL is malformed' : status === 414 ? 'The request URL is too long' : null;
      void reply.status(status).send(errorBody(message ?? 'Something went wrong on our side. It has been logged.'));
    },
    ...(options.edge ? { serverFactory: serverWithEdge(options.edge) as never } : {}),
    genReqId: (request: { headers: Record<string, string | string[] | undefined> }) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
  });
  // Nest's own body parsers off: JSON goes through parseJsonBody (below); no Nest route takes form bodies.
  const app = await NestFactory.create<NestFastifyApplication>(module as never, adapter, { bufferLogs: true, bodyParser: false });
  const logger = app.get(PortalLogger);
  app.useLogger(logger);
  app.useGlobalFilters(new AllErrorsFilter(logger));
  app.enableShutdownHooks();
  // Graceful first (in-flight requests, consumer offsets), but never hang an operator's `npm stop`.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void flushTracing();
      setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
    });
  }
  configureFastify(app.getHttpAdapter().getInstance(), app, options, logger);
  if (options.transport) {
    app.connectMicroservice({ strategy: options.transport(logger) }, { inheritAppConfig: true });
    await app.startAllMicroservices();
  }
  await options.beforeListen?.(app);
  const port = envInt('PORT', options.defaultPort);
  await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
  logger.log(`${options.name} listening on :${port}`);
  return app;
};

const configureFastify = (fastify: FastifyInstance, app: NestFastifyApplication, options: ServiceOptions, logger: PortalLogger): void => {
  const token = options.internal ? internalToken() : null;
  // First, so every later hook and the handler run inside the request's span.
  registerServerSpans(fastify, (path) => PUBLIC_PROBES.has(path) || path === '/metrics');
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    runWithRequestContext({ requestId: request.id }, () => {
      const path = request.url.split('?')[0]!;
      const open = PUBLIC_PROBES.has(path) || (options.publicPrefixes ?? []).some((prefix) => path.startsWith(prefix));
      if (token && !open && request.headers[ACTOR_HEADERS.token] !== token) {
        void reply.status(401).send(errorBody('Internal endpoint: missing or wrong internal token'));
        return;
      }
      done();
    });
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    if (!PUBLIC_PROBES.has(request.url)) {
      const path = request.url.split('?')[0];
      const durationMs = Math.round(reply.elapsedTime);
      logger.line('info', `${request.method} ${path} ${reply.statusCode} ${durationMs}ms`, undefined, {
        method: request.method,
        path,
        status: reply.statusCode,
        duration_ms: durationMs,
      });
    }
    done();
  });
  // One JSON parser for every service: a body no store can keep (NUL, unpaired surrogates, nesting
  // past 32 levels) is a 422 naming the field here, not a database error deep inside a command.
  // No route takes text/plain, and it is the one body type a cross-site form may send without a preflight: 415,
  // as for a form-encoded body, rather than a string that reaches the contract check.
  fastify.removeContentTypeParser('text/plain');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: options.bodyLimitBytes ?? 1_048_576 },
    (_request, body, done) => {
      try {
        done(null, parseJsonBody(body as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
  registerMethodNotAllowed(fastify); // TRACE and other unroutable methods, and a path's missing methods: 405 with Allow
  if (!options.internal) {
    // API answers are personal unless a route says otherwise: no shared cache may keep them.
    fastify.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-store');
      done(null, payload);
    });
  }
  registerMetrics(fastify, options.name); // GET /metrics (internal token required everywhere) and per-route HTTP metrics
  // Errors raised by Fastify itself (bad JSON, body too large) reach AllErrorsFilter through Nest's own
  // Fastify error handler, so they get the same body shape as ours.
  fastify.get('/healthz', async () => ({ status: 'ok', service: options.name }));
  fastify.get('/readyz', async (_request, reply) => {
    const report = await app.get(Readiness).report();
    void reply.status(report.ready ? 200 : 503);
    return { service: options.name, ...report };
  });
};
