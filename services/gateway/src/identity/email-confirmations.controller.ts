import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ReadYourWrites } from '../consistency/read-your-writes';
import type { RequestBody, ResponseBody } from '../core/contract-types';
import { Upstreams } from '../core/upstreams';
import { Access, actorOf, sessionOf } from '../sessions/access';
import { toConfirmed } from './identity-views';

type Confirmation = RequestBody<'/api/v1/email_confirmations', 'post'>;
type Confirmed = ResponseBody<'/api/v1/email_confirmations', 'post'>;

@Controller('api/v1/email_confirmations')
export class EmailConfirmationsController {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly consistency: ReadYourWrites,
  ) {}

  /** Public: the link works in any browser, signed in or not. */
  @Post()
  @Access('public')
  @HttpCode(200)
  async confirm(
    @Body() body: Confirmation,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Confirmed> {
    const current = sessionOf(request);
    const result = await this.upstreams.identity.call<Confirmed>('email_confirmations', {
      method: 'POST',
      body: body ?? {},
      actor: current ? actorOf(current.session) : null,
    });
    await this.consistency.recordCommand(request, reply, result.headers);
    return toConfirmed(result.body);
  }

  @Post('resend')
  @HttpCode(202)
  async resend(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    const { session } = sessionOf(request)!;
    const result = await this.upstreams.identity.call('email_confirmations/resend', { method: 'POST', actor: actorOf(session) });
    await this.consistency.recordCommand(request, reply, result.headers);
  }
}
