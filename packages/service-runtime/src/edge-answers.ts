import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { JSON_TYPE } from './json-body';
import { serviceMetrics } from './metrics/service-metrics';

/** The JSON to answer with, or undefined to leave the request to the framework (a signed-in reader, say). */
export type EdgeAnswer = (request: IncomingMessage) => string | undefined;

interface EdgeRoute {
  /** The route label of the framework's own route for the same path, so the metrics stay one series. */
  route: string;
  answer: EdgeAnswer;
  /** The last answer with its headers: the JSON string changes only when its source does. */
  prepared: { json: string; head: Array<string | number> } | null;
}

const REQUEST_ID = /^[\w-]{8,64}$/;

/**
 * Answers from memory that touch no store and no session (the API reference's public groups), taken
 * before the framework's pipeline: the same bytes and headers as the framework's answer — request id,
 * the service's fixed headers, content type and length — counted in the HTTP metrics under the same
 * route. What they skip, on purpose: a server span and an access log line per request (a static answer
 * starts no work to trace, and would be most of the log), and the guards, which have nothing to check.
 * Anything else — another method, a query string, a request `answer` declines — goes to the framework.
 */
export class EdgeAnswers {
  private readonly routes = new Map<string, EdgeRoute>();
  private fixedHeaders: Record<string, string> = {};

  /** Headers every answer carries (the service's security headers and cache policy). */
  withHeaders(headers: Record<string, string>): this {
    this.fixedHeaders = headers;
    for (const route of this.routes.values()) route.prepared = null;
    return this;
  }

  /** Serves GET (and HEAD) of exactly `path`, without a query string. */
  serve(path: string, answer: EdgeAnswer, route = path): this {
    this.routes.set(path, { route, answer, prepared: null });
    return this;
  }

  /** Answers the request and returns true, or returns false and leaves it alone. */
  handle(request: IncomingMessage, response: ServerResponse): boolean {
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const route = this.routes.get(request.url ?? '');
    if (!route) return false;
    const started = performance.now();
    const json = route.answer(request);
    if (json === undefined) return false;
    const prepared = route.prepared?.json === json ? route.prepared : this.prepare(route, json);
    const incoming = request.headers['x-request-id'];
    // The head as one flat list, request id first: `setHeader` before `writeHead` would have Node check every header again.
    prepared.head[1] = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    response.writeHead(200, prepared.head);
    // A string body joins the head in one chunk; a Buffer would be a second one.
    response.end(method === 'HEAD' ? undefined : prepared.json, 'utf8');
    serviceMetrics().observeHttp(method, route.route, 200, (performance.now() - started) / 1000);
    return true;
  }

  private prepare(route: EdgeRoute, json: string): NonNullable<EdgeRoute['prepared']> {
    const headers = { 'content-type': JSON_TYPE, ...this.fixedHeaders, 'content-length': Buffer.byteLength(json) };
    route.prepared = { json, head: ['x-request-id', '', ...Object.entries(headers).flat()] };
    return route.prepared;
  }
}
