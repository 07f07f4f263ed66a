import { Body, Controller, HttpCode, Inject, Post, Put, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REPLAYED_HEADER } from '@portal/service-runtime';
import { ReadYourWrites } from '../consistency/read-your-writes';
import type { RequestBody, ResponseBody } from '../core/contract-types';
import { GATEWAY_CONFIG, type GatewayConfig } from '../core/gateway.config';
import { RateLimiter } from '../core/rate-limiter';
import { Upstreams } from '../core/upstreams';
import { Access, actorOf, sessionOf } from '../sessions/access';
import { SessionStore } from '../sessions/session.store';

type ResetRequest = Partial<RequestBody<'/api/v1/password_resets', 'post'>>;
type ResetCheck = Partial<RequestBody<'/api/v1/password_resets/check', 'post'>>;
type ResetCheckAnswer = ResponseBody<'/api/v1/password_resets/check', 'post'>;
type ResetCompletion = Partial<RequestBody<'/api/v1/password_resets/complete', 'post'>>;
type PasswordChange = Partial<RequestBody<'/api/v1/me/password', 'put'>>;

export const RESET_THROTTLED_MESSAGE = 'Too many password reset requests. Please wait and try again.';
export const CHANGE_THROTTLED_MESSAGE = 'Too many password change attempts. Please wait and try again.';

/** Forgotten passwords (a link by e-mail) and changing one while signed in; both end the account's other sessions. */
@Controller('api/v1')
export class PasswordsController {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly sessions: SessionStore,
    private readonly limiter: RateLimiter,
    private readonly consistency: ReadYourWrites,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** 202 whether or not the address is registered; every attempt counts per address and per caller, registered or not. */
  @Post('password_resets')
  @Access('public')
  @HttpCode(202)
  async request(@Body() body: ResetRequest, @Req() request: FastifyRequest): Promise<void> {
    const limits = this.config.passwordLimits;
    const account = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (account) await this.limiter.consume('password-reset:account', account, limits.resetPerAccount, RESET_THROTTLED_MESSAGE);
    await this.limiter.consume('password-reset:ip', request.ip, limits.resetPerIp, RESET_THROTTLED_MESSAGE);
    await this.upstreams.identity.call('password_resets', { method: 'POST', body: body ?? {} });
  }

  /** Lets the reset page say a link is dead before the visitor types a new password. */
  @Post('password_resets/check')
  @Access('public')
  @HttpCode(200)
  async check(@Body() body: ResetCheck, @Req() request: FastifyRequest): Promise<ResetCheckAnswer> {
    await this.limiter.consume('password-reset:ip', request.ip, this.config.passwordLimits.resetPerIp, RESET_THROTTLED_MESSAGE);
    return (await this.upstreams.identity.call<ResetCheckAnswer>('password_resets/check', { method: 'POST', body: body ?? {} })).body;
  }

  /** Public: the link works in any browser. Every session of the account ends; the browser goes on to sign in. */
  @Post('password_resets/complete')
  @Access('public')
  @HttpCode(204)
  async complete(@Body() body: ResetCompletion, @Req() request: FastifyRequest): Promise<void> {
    await this.limiter.consume('password-reset:ip', request.ip, this.config.passwordLimits.resetPerIp, RESET_THROTTLED_MESSAGE);
    const result = await this.upstreams.identity.call<{ developerId: string }>('password_resets/complete', {
      method: 'POST',
      body: body ?? {},
    });
    // A completion sent again after its answer was lost ended every session the first time; one opened since is theirs.
    if (result.headers.get(REPLAYED_HEADER) !== 'true') await this.sessions.destroyAllOf(result.body.developerId);
  }

  @Put('me/password')
  @HttpCode(204)
  async change(
    @Body() body: PasswordChange,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const { sessionId, session } = sessionOf(request)!;
    const limit = this.config.passwordLimits.changePerAccount;
    await this.limiter.consume('password-change:account', session.userId, limit, CHANGE_THROTTLED_MESSAGE);
    const result = await this.upstreams.identity.call('password_changes', { method: 'POST', body: body ?? {}, actor: actorOf(session) });
    await this.sessions.destroyAllOf(session.userId, sessionId);
    await this.consistency.recordCommand(request, reply, result.headers);
  }
}
