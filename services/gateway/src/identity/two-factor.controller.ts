import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ReadYourWrites } from '../consistency/read-your-writes';
import { ReadYourWritesInterceptor } from '../consistency/read-your-writes.interceptor';
import type { RequestBody, ResponseBody } from '../core/contract-types';
import { GATEWAY_CONFIG, type GatewayConfig } from '../core/gateway.config';
import { RateLimiter } from '../core/rate-limiter';
import { Upstreams } from '../core/upstreams';
import { actorOf, sessionOf } from '../sessions/access';
import { MeService } from './me.service';

type Status = ResponseBody<'/api/v1/me/two_factor', 'get'>;
type Setup = ResponseBody<'/api/v1/me/two_factor/setup', 'post'>;
type Enable = Partial<RequestBody<'/api/v1/me/two_factor', 'post'>>;
type RecoveryCodes = ResponseBody<'/api/v1/me/two_factor', 'post'>;
type PasswordConfirmed = Partial<RequestBody<'/api/v1/me/two_factor/disable', 'post'>>;

export const TWO_FACTOR_THROTTLED_MESSAGE = 'Too many attempts. Please wait and try again.';

/**
 * Two-step verification in Settings (identity keeps the secret and the codes), and an admin's reset for a locked-out
 * developer. The steps that check the current password share one limit per account.
 */
@Controller('api/v1')
export class TwoFactorController {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly limiter: RateLimiter,
    private readonly consistency: ReadYourWrites,
    private readonly me: MeService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** From the read model, like `/me` (which says `twoFactorEnabled` from the same document); waits for this session's writes. */
  @Get('me/two_factor')
  @UseInterceptors(ReadYourWritesInterceptor)
  status(@Req() request: FastifyRequest): Promise<Status> {
    return this.me.twoFactor(sessionOf(request)!.session.userId);
  }

  @Post('me/two_factor/setup')
  @HttpCode(200)
  async setup(@Req() request: FastifyRequest): Promise<Setup> {
    const { session } = sessionOf(request)!;
    return (await this.upstreams.identity.call<Setup>('me/two_factor/setup', { method: 'POST', body: {}, actor: actorOf(session) })).body;
  }

  @Post('me/two_factor')
  @HttpCode(200)
  enable(@Body() body: Enable, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<RecoveryCodes> {
    return this.passwordChecked('me/two_factor', body, request, reply);
  }

  @Post('me/two_factor/recovery_codes')
  @HttpCode(200)
  regenerate(
    @Body() body: PasswordConfirmed,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RecoveryCodes> {
    return this.passwordChecked('me/two_factor/recovery_codes', body, request, reply);
  }

  @Post('me/two_factor/disable')
  @HttpCode(204)
  async disable(
    @Body() body: PasswordConfirmed,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.passwordChecked('me/two_factor/disable', body, request, reply);
  }

  /** 404 for no such developer; off already is a 204 that changes nothing. */
  @Delete('admin/developers/:id/two_factor')
  @HttpCode(204)
  async reset(@Param('id') id: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    const { session } = sessionOf(request)!;
    const result = await this.upstreams.identity.call(`admin/developers/${encodeURIComponent(id)}/two_factor`, {
      method: 'DELETE',
      actor: actorOf(session),
    });
    await this.consistency.recordCommand(request, reply, result.headers);
  }

  private async passwordChecked(path: string, body: unknown, request: FastifyRequest, reply: FastifyReply): Promise<RecoveryCodes> {
    const { session } = sessionOf(request)!;
    await this.limiter.consume(
      'two-factor:account',
      session.userId,
      this.config.passwordLimits.changePerAccount,
      TWO_FACTOR_THROTTLED_MESSAGE,
    );
    const result = await this.upstreams.identity.call<RecoveryCodes>(path, { method: 'POST', body: body ?? {}, actor: actorOf(session) });
    await this.consistency.recordCommand(request, reply, result.headers);
    return result.body;
  }
}
