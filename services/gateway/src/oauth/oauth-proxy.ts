import type { IncomingHttpHeaders } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ACTOR_HEADERS, currentRequestId, internalToken, PortalLogger, rolesHeader, traceHeaders } from '@portal/service-runtime';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type IORedis from 'ioredis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../core/gateway.config';
import { HOP_BY_HOP, passThrough } from '../core/raw-pass-through';
import { REDIS } from '../core/redis.provider';
import { readCookie } from '../sessions/cookies';
import { SESSION_COOKIE } from '../sessions/session';
import { SessionStore } from '../sessions/session.store';
import { CLIENT_AUTH_BODY_LIMIT, ClientAuthThrottle, clientIdOf, isClientAuthRequest, throttledAnswer } from './client-auth-throttle';
import { DISCOVERY_REDIRECTS, DISCOVERY_SERVED } from './discovery';

// Headers a caller must never be able to set on an internal call.
const INTERNAL = new Set<string>([ACTOR_HEADERS.token, ACTOR_HEADERS.id, ACTOR_HEADERS.roles]);

class BodyTooLarge extends Error {}

const readBody = async (stream: NodeJS.ReadableStream | undefined): Promise<Buffer> => {
  if (!stream || typeof stream.pipe !== 'function') return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += bytes.length;
    if (size > CLIENT_AUTH_BODY_LIMIT) throw new BodyTooLarge();
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
};

const answerJson = (reply: FastifyReply, status: number, body: unknown, headers: Record<string, string> = {}): void => {
  reply.hijack();
  reply.raw.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  reply.raw.end(JSON.stringify(body));
};

/**
 * `/oauth/*` on the gateway's origin is identity's authorization server, passed through raw: the
 * body is streamed as it came (form-encoded token requests, Basic auth), and the answer comes back
 * byte for byte. The proxy adds the internal token and X-Forwarded-* (identity builds its URLs for
 * the public origin); for the end-user interaction pages it adds the portal session's developer.
 * No Nest guard, no contract validation: this is OAuth's protocol, not the /api/v1 contract.
 */
export const registerOAuthProxy = async (app: NestFastifyApplication): Promise<void> => {
  const config = app.get<GatewayConfig>(GATEWAY_CONFIG);
  const sessions = app.get(SessionStore);
  const logger = app.get(PortalLogger);
  const upstream = new URL(config.services.identity);
  const token = internalToken();
  const throttle = new ClientAuthThrottle(app.get<IORedis>(REDIS), config.oauthClientLimits);
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;

  await fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    // `path`: identity's path when the public one differs (the discovery documents at the site root).
    const proxy = async (request: FastifyRequest, reply: FastifyReply, path = request.url) => {
      // Client authentication is counted: the body is small and read here to learn the client.
      let buffered: Buffer | null = null;
      let clientId: string | null = null;
      if (isClientAuthRequest(request.method, request.url)) {
        try {
          buffered = await readBody(request.body as NodeJS.ReadableStream | undefined);
        } catch (error) {
          if (!(error instanceof BodyTooLarge)) throw error;
          return answerJson(reply, 413, { error: 'invalid_request', error_description: 'The request body is too large.' });
        }
        clientId = clientIdOf(request.headers.authorization, buffered.toString('utf8'));
        const wait = clientId ? await throttle.retryAfter(clientId, request.ip) : 0;
        if (wait > 0) return answerJson(reply, 429, throttledAnswer(wait), { 'retry-after': String(wait) });
      }
      const headers: IncomingHttpHeaders = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (!HOP_BY_HOP.has(name) && !INTERNAL.has(name) && !name.startsWith('x-forwarded-')) headers[name] = value;
      }
      // The portal's own pages (the API reference's "try it") are not a cross-origin caller: the client's
      // CORS origins apply to other sites' pages, so a same-origin Origin is not passed on to be checked.
      if (headers.origin === `${request.protocol}://${request.headers.host ?? ''}`) delete headers.origin;
      headers[ACTOR_HEADERS.token] = token;
      headers['x-forwarded-host'] = request.headers.host ?? upstream.host;
      headers['x-forwarded-proto'] = request.protocol;
      headers['x-forwarded-for'] = request.ip;
      headers['x-request-id'] = currentRequestId() ?? request.id;
      Object.assign(headers, traceHeaders()); // the identity service's span continues the gateway's, not the caller's
      if (request.url.startsWith('/oauth/interaction/')) {
        const session = await sessions.load(readCookie(request, SESSION_COOKIE));
        if (session) {
          headers[ACTOR_HEADERS.id] = session.userId;
          headers[ACTOR_HEADERS.roles] = rolesHeader(session);
        }
      }
      await passThrough(request, reply, {
        upstream,
        name: 'identity',
        path,
        headers,
        buffered,
        timeoutMs: 15000,
        logger,
        onStatus: (status) => {
          if (clientId && status === 401) {
            throttle.recordFailure(clientId, request.ip).catch((error: Error) => {
              logger.line('warn', `oauth proxy: could not count a failed client authentication (${error.message})`);
            });
          }
        },
      });
    };
    scope.all('/oauth', (request, reply) => proxy(request, reply));
    scope.all('/oauth/*', (request, reply) => proxy(request, reply));
    for (const [publicPath, identityPath] of Object.entries(DISCOVERY_SERVED)) {
      scope.get(publicPath, (request, reply) => proxy(request, reply, identityPath));
    }
    for (const [publicPath, target] of Object.entries(DISCOVERY_REDIRECTS)) {
      scope.get(publicPath, (_request, reply) => reply.redirect(target, 308));
    }
  });
};
