import type { IncomingHttpHeaders } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { isSandboxServer, PLATFORM_PATH_PREFIX, SANDBOX_PLATFORM_SERVERS, serverIds } from '@portal/contracts';
import { ACTOR_HEADERS, currentRequestId, errorBody, PortalLogger, traceHeaders } from '@portal/service-runtime';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../core/gateway.config';
import { HOP_BY_HOP, passThrough } from '../core/raw-pass-through';

/** The API reference's "try it" may call the contract's sandboxes, never production: the 404 for any other server. */
const SANDBOXES = new Intl.ListFormat('en-GB', { type: 'disjunction' }).format(serverIds(SANDBOX_PLATFORM_SERVERS));
export const NOT_A_SANDBOX = `Only the sandbox servers can be called from the portal: ${SANDBOXES}.`;

// The portal's own credentials never travel to the platform API: the caller's bearer token is the authority.
const DROPPED = new Set<string>(['cookie', 'x-csrf-token', ACTOR_HEADERS.token, ACTOR_HEADERS.id, ACTOR_HEADERS.roles]);

/**
 * `/platform/{sandbox server}/…` on the portal's origin goes to the quota proxy as it came, so the
 * API reference's "try it" calls the sandbox with the developer's sandbox token (metered and rate
 * limited like any client) without leaving the page's origin (its CSP allows `connect-src 'self'`).
 */
export const registerSandboxProxy = async (app: NestFastifyApplication): Promise<void> => {
  const config = app.get<GatewayConfig>(GATEWAY_CONFIG);
  const logger = app.get(PortalLogger);
  const upstream = new URL(config.services.quota);
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;

  await fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.all(`${PLATFORM_PATH_PREFIX}:server/*`, async (request: FastifyRequest<{ Params: { server: string } }>, reply: FastifyReply) => {
      if (!isSandboxServer(request.params.server)) {
        return reply.code(404).header('cache-control', 'no-store').send(errorBody(NOT_A_SANDBOX));
      }
      const headers: IncomingHttpHeaders = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (!HOP_BY_HOP.has(name) && !DROPPED.has(name) && !name.startsWith('x-forwarded-')) headers[name] = value;
      }
      headers['x-forwarded-for'] = request.ip;
      headers['x-request-id'] = currentRequestId() ?? request.id;
      Object.assign(headers, traceHeaders());
      await passThrough(request, reply, { upstream, name: 'sandbox API', path: request.url, headers, timeoutMs: 30000, logger });
    });
  });
};
