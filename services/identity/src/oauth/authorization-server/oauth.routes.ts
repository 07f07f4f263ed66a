import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { actorFromHeaders, PortalLogger } from '@portal/service-runtime';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { AuthorizationServer, OAUTH_MOUNT } from './authorization-server';
import { oauthRequest } from './pg-oidc.adapter';

type MountedRequest = IncomingMessage & { originalUrl?: string };

/**
 * Serves oidc-provider under /oauth on identity's Fastify, raw: the provider reads its own bodies
 * (form-encoded token requests), so this scope parses nothing. The gateway proxies /oauth/* here
 * untouched, with the internal token and X-Forwarded-* for the public origin.
 */
export const mountAuthorizationServer = async (app: NestFastifyApplication): Promise<void> => {
  const server = app.get(AuthorizationServer);
  const logger = app.get(PortalLogger);
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  await fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const provider = await server.instance();
      const path = request.url.split('?')[0]!;
      if (path.startsWith(`${OAUTH_MOUNT}/interaction/`)) return interaction(provider, request, reply, logger);
      reply.hijack();
      const raw = request.raw as MountedRequest;
      raw.originalUrl = request.url;
      raw.url = request.url.slice(OAUTH_MOUNT.length) || '/';
      await new Promise<void>((resolve) => {
        reply.raw.once('close', resolve);
        oauthRequest.run({ secretId: null }, () => provider.callback()(raw, reply.raw));
      });
    };
    scope.all(OAUTH_MOUNT, handle);
    scope.all(`${OAUTH_MOUNT}/*`, handle);
  });
};

/**
 * The end-user step of the authorization code flow. The gateway forwards the portal session's
 * developer as the actor: signed out, the developer is sent to sign in first; signed in, the login
 * is recorded and a consent page names the app and the scopes before anything is granted.
 */
const interaction = async (provider: Provider, request: FastifyRequest, reply: FastifyReply, logger: PortalLogger) => {
  const [, , , uid, action] = request.url.split('?')[0]!.split('/');
  const raw = request.raw;
  const res = reply.raw as ServerResponse;
  let details;
  try {
    details = await provider.interactionDetails(raw, res);
  } catch {
    return reply.status(400).type('text/plain').send('This sign-in request has expired. Start again from the app.');
  }
  if (details.uid !== uid) return reply.status(400).type('text/plain').send('Unknown sign-in request.');
  const actor = actorFromHeaders(request.headers);
  if (!actor) {
    return reply.redirect(`/sign_in?return_to=${encodeURIComponent(`${OAUTH_MOUNT}/interaction/${uid}`)}`, 303);
  }
  let result: Record<string, unknown> | null = null;
  if (details.prompt.name === 'login') {
    result = { login: { accountId: actor.id } };
  } else if (details.prompt.name === 'consent' && request.method === 'POST' && action === 'confirm') {
    const grant = new provider.Grant({ accountId: actor.id, clientId: String(details.params.client_id) });
    const missing = (details.prompt.details.missingOIDCScope as string[] | undefined) ?? [];
    if (missing.length > 0) grant.addOIDCScope(missing.join(' '));
    result = { consent: { grantId: await grant.save() } };
  } else if (details.prompt.name === 'consent' && request.method === 'POST' && action === 'abort') {
    result = { error: 'access_denied', error_description: 'The developer denied the request' };
  }
  if (result) {
    const returnTo = await provider.interactionResult(raw, res, result, { mergeWithLastSubmission: false });
    logger.line('info', `oauth interaction ${details.prompt.name} finished for client ${String(details.params.client_id)}`);
    return reply.redirect(returnTo, 303);
  }
  const clientId = escapeHtml(String(details.params.client_id));
  return reply
    .type('text/html')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Authorize app</title></head><body>` +
        `<h1>Authorize app</h1><p>The app <strong>${clientId}</strong> asks for access to your developer portal account.</p>` +
        `<form method="post" action="${OAUTH_MOUNT}/interaction/${escapeHtml(uid ?? '')}/confirm"><button type="submit">Allow</button></form>` +
        `<form method="post" action="${OAUTH_MOUNT}/interaction/${escapeHtml(uid ?? '')}/abort"><button type="submit">Deny</button></form>` +
        `</body></html>`,
    );
};

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
