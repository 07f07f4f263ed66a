import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ReadYourWrites } from '../consistency/read-your-writes';
import { ReadYourWritesInterceptor } from '../consistency/read-your-writes.interceptor';
import type { RequestBody, ResponseBody } from '../core/contract-types';
import { Upstreams } from '../core/upstreams';
import { actorOf, sessionOf } from '../sessions/access';
import { MeService } from './me.service';
import { PasswordConfirmedCommands } from './password-confirmed';

type Status = ResponseBody<'/api/v1/me/two_factor', 'get'>;
type Setup = ResponseBody<'/api/v1/me/two_factor/setup', 'post'>;
type Enable = Partial<RequestBody<'/api/v1/me/two_factor', 'post'>>;
type RecoveryCodes = ResponseBody<'/api/v1/me/two_factor', 'post'>;
type PasswordConfirmed = Partial<RequestBody<'/api/v1/me/two_factor/disable', 'post'>>;

/**
 * Two-step verification in Settings (identity keeps the secret and the codes), and an admin's reset for a locked-out
 * developer. The steps that check the current password share one limit per account (`PasswordConfirmedCommands`).
 */
@Controller('api/v1')
export class TwoFactorController {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly passwordConfirmed: PasswordConfirmedCommands,
    private readonly consistency: ReadYourWrites,
    private readonly me: MeService,
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
    return this.passwordConfirmed.post<RecoveryCodes>('me/two_factor', body, request, reply);
  }

  @Post('me/two_factor/recovery_codes')
  @HttpCode(200)
  regenerate(
    @Body() body: PasswordConfirmed,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RecoveryCodes> {
    return this.passwordConfirmed.post<RecoveryCodes>('me/two_factor/recovery_codes', body, request, reply);
  }

  @Post('me/two_factor/disable')
  @HttpCode(204)
  async disable(
    @Body() body: PasswordConfirmed,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.passwordConfirmed.post<void>('me/two_factor/disable', body, request, reply);
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
}
