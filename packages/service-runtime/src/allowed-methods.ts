import type { FastifyInstance } from 'fastify';
import { errorBody } from './http-errors';

/** The methods any route may use; every other one (TRACE, TRACK, QUERY, PROPFIND…) is refused everywhere. */
const ROUTABLE = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/api/v1/apps/:id` as a regular expression over request paths (`:id` is one segment). */
const patternToRegex = (url: string): RegExp =>
  new RegExp(
    `^${url
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegex(segment)))
      .join('/')}/?$`,
  );

/**
 * A method a path does not have is 405 with `Allow` (RFC 9110 §15.5.6), not 404: the resource exists.
 * TRACE echoes requests back (cross-site tracing) and is refused as a method on every path.
 */
export function registerMethodNotAllowed(fastify: FastifyInstance): void {
  const routes: { regex: RegExp; methods: Set<string> }[] = [];
  fastify.addHook('onRoute', (route) => {
    // Catch-alls (`*`) match every path, so they say nothing about the methods one has.
    if (route.url.includes('*')) return;
    const regex = patternToRegex(route.url);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const known = routes.find((r) => r.regex.source === regex.source);
    if (known) methods.forEach((m) => known.methods.add(m));
    else routes.push({ regex, methods: new Set(methods) });
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    // A catch-all (the gateway's web client on GET /*) answers every path: it does not make one exist.
    const unrouted = request.is404 || (request.routeOptions.url ?? '').includes('*');
    if (ROUTABLE.includes(request.method) && !unrouted) return done();
    const path = request.url.split('?')[0]!;
    const allowed = ROUTABLE.includes(request.method)
      ? new Set(routes.filter((r) => r.regex.test(path)).flatMap((r) => [...r.methods]))
      : new Set(ROUTABLE);
    if (allowed.size === 0) return done();
    void reply
      .status(405)
      .header('allow', ROUTABLE.filter((m) => allowed.has(m)).join(', '))
      .send(errorBody('Method not allowed'));
  });
}
