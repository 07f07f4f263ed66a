import { existsSync } from 'node:fs';
import { join, normalize } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { errorBody } from '@portal/service-runtime';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** @fastify/static decorates replies with sendFile; its type augmentation targets another fastify copy. */
type StaticReply = FastifyReply & { sendFile: (path: string) => FastifyReply };

const API_PREFIXES = ['/api/', '/oauth/'];

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * Serves the built React client: real files as they are (hashed assets cached for a year),
 * every other browser path gets index.html so client-side routes survive a reload.
 */
export const serveWebClient = async (app: NestFastifyApplication, webDist: string): Promise<void> => {
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  const built = existsSync(join(webDist, 'index.html'));
  // Our own cache headers below: hashed assets for a year, everything else revalidated.
  if (built) await app.register(fastifyStatic as never, { root: webDist, serve: false, cacheControl: false });
  fastify.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('referrer-policy', 'same-origin');
    void reply.header('x-frame-options', 'DENY');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      void reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    }
    return payload;
  });
  fastify.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix)) || path === '/api') {
      return reply.status(404).send(errorBody('Not found'));
    }
    if (!built) return reply.status(503).type('text/plain').send('The web client is not built yet: run `npm run build`.');
    const relative = normalize(decodeURIComponent(path))
      .replace(/^(\.\.[/\\])+/, '')
      .replace(/^\/+/, '');
    if (relative && existsSync(join(webDist, relative)) && !relative.endsWith('/')) {
      const immutable = relative.startsWith('assets/');
      return (reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache') as StaticReply).sendFile(
        relative,
      );
    }
    return (reply.header('cache-control', 'no-cache').type('text/html') as StaticReply).sendFile('index.html');
  });
};
