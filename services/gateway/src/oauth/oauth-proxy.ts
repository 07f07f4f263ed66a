import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ACTOR_HEADERS, currentRequestId, errorBody, internalToken, PortalLogger, rolesHeader } from '@portal/service-runtime';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../core/gateway.config';
import { readCookie } from '../sessions/cookies';
import { SESSION_COOKIE } from '../sessions/session';
import { SessionStore } from '../sessions/session.store';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);
// Headers a caller must never be able to set on an internal call.
const INTERNAL = new Set<string>([ACTOR_HEADERS.token, ACTOR_HEADERS.id, ACTOR_HEADERS.roles]);

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
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;

  await fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    const proxy = async (request: FastifyRequest, reply: FastifyReply) => {
      const headers: IncomingHttpHeaders = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (!HOP_BY_HOP.has(name) && !INTERNAL.has(name) && !name.startsWith('x-forwarded-')) headers[name] = value;
      }
      headers[ACTOR_HEADERS.token] = token;
      headers['x-forwarded-host'] = request.headers.host ?? upstream.host;
      headers['x-forwarded-proto'] = request.protocol;
      headers['x-forwarded-for'] = request.ip;
      headers['x-request-id'] = currentRequestId() ?? request.id;
      if (request.url.startsWith('/oauth/interaction/')) {
        const session = await sessions.load(readCookie(request, SESSION_COOKIE));
        if (session) {
          headers[ACTOR_HEADERS.id] = session.userId;
          headers[ACTOR_HEADERS.roles] = rolesHeader(session);
        }
      }
      const send = upstream.protocol === 'https:' ? httpsRequest : httpRequest;
      reply.hijack();
      await new Promise<void>((resolve) => {
        const outgoing = send(
          {
            protocol: upstream.protocol,
            hostname: upstream.hostname,
            port: upstream.port,
            method: request.method,
            path: request.url,
            headers,
          },
          (answer) => {
            const out: Record<string, string | string[]> = {};
            for (const [name, value] of Object.entries(answer.headers)) {
              if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
            }
            reply.raw.writeHead(answer.statusCode ?? 502, out);
            answer.pipe(reply.raw);
            answer.once('end', resolve);
            answer.once('error', () => resolve());
          },
        );
        outgoing.setTimeout(15000, () => outgoing.destroy(new Error('identity timed out')));
        outgoing.once('error', (error) => {
          logger.line('warn', `oauth proxy: identity unreachable (${error.message})`);
          if (!reply.raw.headersSent) {
            reply.raw.writeHead(503, { 'content-type': 'application/json' });
            reply.raw.end(JSON.stringify(errorBody('The identity service is unavailable right now. Please try again shortly.')));
          } else reply.raw.destroy();
          resolve();
        });
        const body = request.body as NodeJS.ReadableStream | undefined;
        if (body && typeof body.pipe === 'function') body.pipe(outgoing);
        else outgoing.end();
      });
    };
    scope.all('/oauth', proxy);
    scope.all('/oauth/*', proxy);
  });
};
