import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { errorBody } from '@portal/service-runtime';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PRECOMPRESSED, negotiateEncoding, type Precompressed } from './content-encoding';
import { REVALIDATE, cacheControlOf, contentTypeOf, webFileOf } from './web-file';

const API_PREFIXES = ['/api/', '/oauth/', '/platform/'];

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  // blob: for the previews of files picked in an upload field (URL.createObjectURL).
  "img-src 'self' data: blob: https:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const isFile = async (path: string): Promise<boolean> => (await stat(path).catch(() => null))?.isFile() ?? false;

/**
 * Sends one built file, or the brotli/gzip variant the web build wrote next to it when the browser
 * accepts one (`Vary: Accept-Encoding` so caches keep them apart). Variants are looked up per
 * request, so a rebuilt client is served without restarting the gateway.
 */
async function sendWebFile(request: FastifyRequest, reply: FastifyReply, absolute: string, cacheControl: string): Promise<FastifyReply> {
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
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.header('content-length', stats.size).send(createReadStream(served));
}

/**
 * Serves the built React client: real files as they are (hashed assets cached for a year), every
 * other browser path gets index.html so client-side routes survive a reload. A missing hashed
 * asset is a 404, not index.html: a stale chunk must fail as a script, not parse HTML.
 */
export const serveWebClient = async (app: NestFastifyApplication, webDist: string): Promise<void> => {
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  const indexHtml = join(webDist, 'index.html');
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
    if (!existsSync(indexHtml)) {
      return reply.status(503).type('text/plain').send('The web client is not built yet: run `npm run build`.');
    }
    const file = webFileOf(webDist, path);
    if (file && file.relative && !path.endsWith('/') && (await isFile(file.absolute))) {
      return sendWebFile(request, reply, file.absolute, cacheControlOf(file.relative));
    }
    if (file?.relative.startsWith('assets/')) return reply.status(404).type('text/plain').send('Not found');
    return sendWebFile(request, reply, indexHtml, REVALIDATE);
  });
};
