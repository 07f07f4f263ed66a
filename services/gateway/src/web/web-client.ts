import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PLATFORM_PATH_PREFIX } from '@portal/contracts';
import { errorBody } from '@portal/service-runtime';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isWellKnownPath } from '../oauth/discovery';
import { PRECOMPRESSED, negotiateEncoding, type Precompressed } from './content-encoding';
import { securityHeadersFor } from './security-headers';
import {
  API_REFERENCE_PAGE,
  REVALIDATE,
  cacheControlOf,
  contentTypeOf,
  isBrowserVisitToApiRoot,
  isMissingStaticFile,
  webFileOf,
} from './web-file';
import { isWebRoutePath } from './web-routes';

const API_PREFIXES = ['/api/', '/oauth/', PLATFORM_PATH_PREFIX];

const isFile = async (path: string): Promise<boolean> => (await stat(path).catch(() => null))?.isFile() ?? false;

/**
 * Sends one built file, or the brotli/gzip variant the web build wrote next to it when the browser
 * accepts one (`Vary: Accept-Encoding` so caches keep them apart). Variants are looked up per
 * request, so a rebuilt client is served without restarting the gateway. Only a 200 is revalidated
 * with a 304: a 404 page is sent whole.
 */
async function sendWebFile(
  request: FastifyRequest,
  reply: FastifyReply,
  absolute: string,
  cacheControl: string,
  status = 200,
): Promise<FastifyReply> {
  const available = new Set<Precompressed>();
  for (const { encoding, suffix } of PRECOMPRESSED) if (await isFile(absolute + suffix)) available.add(encoding);
  const encoding = negotiateEncoding(request.headers['accept-encoding'], available);
  const served = encoding ? `${absolute}${PRECOMPRESSED.find((v) => v.encoding === encoding)!.suffix}` : absolute;
  const stats = await stat(served);
  const etag = `W/"${stats.size.toString(16)}-${Math.trunc(stats.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;
  void reply
    .header('content-type', contentTypeOf(absolute))
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('last-modified', stats.mtime.toUTCString());
  if (available.size > 0) void reply.header('vary', 'Accept-Encoding');
  if (encoding) void reply.header('content-encoding', encoding);
  if (status === 200 && request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.status(status).header('content-length', stats.size).send(createReadStream(served));
}

/**
 * Serves the built React client: real files as they are (hashed assets cached for a year), every
 * other browser path gets index.html so client-side routes survive a reload. A missing hashed
 * asset or other typed file is a 404, not index.html: a stale chunk must fail as a script, not parse HTML.
 * A well-known URI the build lacks is the API's 404 (machines ask for those, never people); a page under
 * a first segment no client route has is index.html with 404, so the client shows its not-found page.
 */
export const serveWebClient = async (app: NestFastifyApplication, webDist: string, https: boolean): Promise<void> => {
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  const indexHtml = join(webDist, 'index.html');
  // Built once and synchronous: this runs on every answer, where a promise and a fresh object per request show.
  const pageHeaders = securityHeadersFor('text/html', https);
  const otherHeaders = securityHeadersFor('', https);
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    void reply.headers(String(reply.getHeader('content-type') ?? '').startsWith('text/html') ? pageHeaders : otherHeaders);
    done(null, payload);
  });
  fastify.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (isBrowserVisitToApiRoot(path, request.headers)) return reply.redirect(API_REFERENCE_PAGE, 302);
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix)) || path === '/api') {
      return reply.status(404).send(errorBody('Not found'));
    }
    if (!existsSync(indexHtml)) {
      return reply.status(503).type('text/plain').send('The web client is not built yet: run `npm run build`.');
    }
    const file = webFileOf(webDist, path);
    if (file && file.relative && !path.endsWith('/') && (await isFile(file.absolute))) {
      return sendWebFile(request, reply, file.absolute, cacheControlOf(file.relative));
    }
    if (isWellKnownPath(path)) return reply.status(404).send(errorBody('Not found'));
    if (file && isMissingStaticFile(file.relative)) return reply.status(404).type('text/plain').send('Not found');
    return sendWebFile(request, reply, indexHtml, REVALIDATE, isWebRoutePath(path) ? 200 : 404);
  });
};
