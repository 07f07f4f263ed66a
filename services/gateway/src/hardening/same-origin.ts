import type { FastifyInstance } from 'fastify';
import { errorBody } from '@portal/service-runtime';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CROSS_SITE_MESSAGE = 'Cross-site requests are not accepted';

type HeaderValue = string | string[] | undefined;

/**
 * Whether a state-changing API request comes from another site: browsers say so in
 * `Sec-Fetch-Site` and `Origin` on every cross-origin POST, so a forged form or fetch from another
 * site is refused before it reaches sign-in, sign-up or any cookie-authenticated command (login CSRF
 * included). A request with neither header is not a browser's cross-site request (curl, servers).
 */
export function isCrossSite(method: string, headers: Record<string, HeaderValue>, allowedOrigins: readonly string[]): boolean {
  if (!UNSAFE.has(method)) return false;
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return true;
  const origin = headers.origin;
  if (typeof origin !== 'string' || origin === '') return false;
  if (origin === 'null') return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return true;
  }
  // Same origin as the host the browser addressed (a dev proxy keeps its own Host), or a configured one.
  if (typeof headers.host === 'string' && parsed.host === headers.host) return false;
  return !allowedOrigins.includes(parsed.origin);
}

export function registerSameOriginCheck(fastify: FastifyInstance, allowedOrigins: readonly string[]): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/') && isCrossSite(request.method, request.headers, allowedOrigins)) {
      void reply.status(403).send(errorBody(CROSS_SITE_MESSAGE));
      return;
    }
    done();
  });
}
