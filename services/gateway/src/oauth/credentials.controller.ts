import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { components } from '@portal/contracts';
import { forwardedIdempotencyKey, IDEMPOTENCY_KEY_HEADER, passReplayed } from '@portal/service-runtime';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ReadYourWrites } from '../consistency/read-your-writes';
import { Upstreams } from '../core/upstreams';
import type { RequestBody } from '../core/contract-types';
import { actorOf, sessionOf } from '../sessions/access';
import { toOAuthApplication, toOAuthApplicationWithSecret } from './oauth-application-views';

type OAuthApplication = components['schemas']['OAuthApplication'];
type OAuthApplicationWithSecret = components['schemas']['OAuthApplicationWithSecret'];
type ResetInput = RequestBody<'/api/v1/oauth_applications/{uid}/reset_secret', 'post'>;
type RotateInput = RequestBody<'/api/v1/oauth_applications/{uid}/rotate_secret', 'post'>;

/**
 * OAuth client credentials of an app (the production client's id is the app's uid; a sandbox client
 * has its own id). Identity owns the clients and decides who may act: it learns owners and
 * collaborators from the apps service's events and answers 404 to a viewer without a role on the
 * app, 403 to a role without `reset_secrets` (spec §6), as every other app route does.
 * Secrets come back once and are never cached.
 */
@Controller('api/v1/oauth_applications/:uid')
export class CredentialsController {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly consistency: ReadYourWrites,
  ) {}

  @Get()
  async view(@Param('uid') uid: string, @Req() request: FastifyRequest): Promise<OAuthApplication> {
    const { session } = sessionOf(request)!;
    const result = await this.upstreams.identity.call<OAuthApplication>(`oauth_clients/${encodeURIComponent(uid)}`, {
      actor: actorOf(session),
    });
    return toOAuthApplication(result.body);
  }

  @Post('reset_secret')
  @HttpCode(200)
  resetSecret(
    @Param('uid') uid: string,
    @Body() body: ResetInput | null,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OAuthApplicationWithSecret> {
    return this.command(
      uid,
      'reset_secret',
      body ?? {},
      request,
      reply,
      toOAuthApplicationWithSecret,
      forwardedIdempotencyKey(idempotencyKey),
    );
  }

  @Post('rotate_secret')
  @HttpCode(200)
  rotateSecret(
    @Param('uid') uid: string,
    @Body() body: RotateInput | null,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OAuthApplicationWithSecret> {
    return this.command(
      uid,
      'rotate_secret',
      body ?? {},
      request,
      reply,
      toOAuthApplicationWithSecret,
      forwardedIdempotencyKey(idempotencyKey),
    );
  }

  @Post('revoke_old_secret')
  @HttpCode(200)
  revokeOldSecret(
    @Param('uid') uid: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OAuthApplication> {
    return this.command(uid, 'revoke_old_secret', {}, request, reply, toOAuthApplication);
  }

  private async command<T extends OAuthApplication>(
    uid: string,
    action: string,
    body: unknown,
    request: FastifyRequest,
    reply: FastifyReply,
    present: (answer: T) => T,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const { session } = sessionOf(request)!;
    const result = await this.upstreams.identity.call<T>(`oauth_clients/${encodeURIComponent(uid)}/${action}`, {
      method: 'POST',
      body,
      actor: actorOf(session),
      headers,
    });
    passReplayed(reply, result.headers);
    // The projection's oauth_clients read model (admin app page) follows identity.oauth_client:
    // the session's next query waits for this command like for any other.
    await this.consistency.recordCommand(request, reply, result.headers);
    void reply.header('cache-control', 'no-store');
    return present(result.body);
  }
}
