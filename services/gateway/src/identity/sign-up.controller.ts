import { Body, Controller, Headers, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components } from '@portal/contracts';
import { forwardedIdempotencyKey, IDEMPOTENCY_KEY_HEADER, passReplayed } from '@portal/service-runtime';
import { POSITION_HEADER, ReadYourWrites, STALE_HEADER } from '../consistency/read-your-writes';
import { GATEWAY_CONFIG, type GatewayConfig } from '../core/gateway.config';
import { RateLimiter } from '../core/rate-limiter';
import { Upstreams } from '../core/upstreams';
import { Access } from '../sessions/access';
import { MeService } from './me.service';
import { SessionOpener } from './session-opener';

/** The contract lists every field as required, but the identity service answers a missing one (the spec's message). */
type SignUpRequest = Partial<components['schemas']['SignUpRequest']>;
type SessionResponse = components['schemas']['SessionResponse'];

export const SIGN_UP_THROTTLED_MESSAGE = 'Too many sign-up attempts. Please wait and try again.';

@Controller('api/v1')
export class SignUpController {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly opener: SessionOpener,
    private readonly consistency: ReadYourWrites,
    private readonly me: MeService,
    private readonly limiter: RateLimiter,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** Signs up and signs in; answers with the user as the read model already shows them. */
  @Post('sign_up')
  @Access('public')
  @HttpCode(201)
  async signUp(
    @Body() body: SignUpRequest,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponse> {
    // Every attempt counts, per address signed up (probing who is registered) and per caller (mass sign-ups).
    const limits = this.config.signUpLimits;
    const account = (body.email ?? '').trim().toLowerCase();
    if (account) await this.limiter.consume('sign-up:account', account, limits.perAccount, SIGN_UP_THROTTLED_MESSAGE);
    await this.limiter.consume('sign-up:ip', request.ip, limits.perIp, SIGN_UP_THROTTLED_MESSAGE);
    const created = await this.upstreams.identity.call<{ id: string; isAdmin: boolean; isEmployee: boolean }>('sign_up', {
      method: 'POST',
      body,
      headers: forwardedIdempotencyKey(idempotencyKey),
    });
    passReplayed(reply, created.headers);
    const token = created.headers.get(POSITION_HEADER);
    if (token) void reply.header(POSITION_HEADER, token);
    const pending = token ? await this.consistency.waitFor([token]) : [];
    const { session } = await this.opener.open(reply, created.body, pending, { atSignUp: true });
    if (pending.length > 0) void reply.header(STALE_HEADER, 'true');
    const user = await this.me.build(session, pending.length > 0);
    return { user, csrfToken: session.csrfToken };
  }
}
