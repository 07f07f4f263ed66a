import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ReadYourWrites } from '../consistency/read-your-writes';
import type { RequestBody, ResponseBody } from '../core/contract-types';
import { GATEWAY_CONFIG, type GatewayConfig } from '../core/gateway.config';
import { RateLimiter } from '../core/rate-limiter';
import { Upstreams } from '../core/upstreams';
import { Access, actorOf, sessionOf } from '../sessions/access';

type ChangeRequest = Partial<RequestBody<'/api/v1/me/email_changes', 'post'>>;
type ChangeRequested = ResponseBody<'/api/v1/me/email_changes', 'post', 202>;
type Completion = Partial<RequestBody<'/api/v1/email_changes/complete', 'post'>>;
type Completed = ResponseBody<'/api/v1/email_changes/complete', 'post'>;

export const EMAIL_CHANGE_THROTTLED_MESSAGE = 'Too many e-mail address change requests. Please wait and try again.';

/** Changing the sign-in address: asked for with the current password, carried out by the link mailed to the new one. */
@Controller('api/v1')
export class EmailChangesController {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly limiter: RateLimiter,
    private readonly consistency: ReadYourWrites,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Post('me/email_changes')
  @HttpCode(202)
  async request(
    @Body() body: ChangeRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ChangeRequested> {
    const { session } = sessionOf(request)!;
    await this.limiter.consume('email-change:account', session.userId, this.config.emailChangePerAccount, EMAIL_CHANGE_THROTTLED_MESSAGE);
    const result = await this.upstreams.identity.call<ChangeRequested>('email_changes', {
      method: 'POST',
      body: body ?? {},
      actor: actorOf(session),
    });
    await this.consistency.recordCommand(request, reply, result.headers);
    return { pendingEmail: result.body.pendingEmail };
  }

  /** Public: the link works in any browser; the sessions stay (the password did not change). */
  @Post('email_changes/complete')
  @Access('public')
  @HttpCode(200)
  async complete(
    @Body() body: Completion,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Completed> {
    // The e-mailed-link pages share one per-caller limit (tokens are not guessed one page at a time).
    await this.limiter.consume('password-reset:ip', request.ip, this.config.passwordLimits.resetPerIp, EMAIL_CHANGE_THROTTLED_MESSAGE);
    const current = sessionOf(request);
    const result = await this.upstreams.identity.call<Completed>('email_changes/complete', {
      method: 'POST',
      body: body ?? {},
      actor: current ? actorOf(current.session) : null,
    });
    await this.consistency.recordCommand(request, reply, result.headers);
    return { email: result.body.email };
  }
}
