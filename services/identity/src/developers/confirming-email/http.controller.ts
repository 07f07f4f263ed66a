import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { positionToken, type CommandContext } from '@portal/eventsourcing';
import { CommandCtx, SignedInActor, type Actor } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { ConfirmEmailHandler } from './confirm-email.handler';

@Controller()
export class ConfirmEmailController {
  constructor(private readonly handler: ConfirmEmailHandler) {}

  @Post('email_confirmations')
  @HttpCode(200)
  async confirm(@Body() body: { token?: unknown }, @CommandCtx() context: CommandContext, @Res({ passthrough: true }) reply: FastifyReply) {
    const { position } = await this.handler.confirm(body?.token, context);
    if (position > 0) void reply.header('x-portal-position', positionToken('identity', position));
    return { emailConfirmed: true };
  }

  @Post('email_confirmations/resend')
  @HttpCode(202)
  async resend(@SignedInActor() actor: Actor, @CommandCtx() context: CommandContext, @Res({ passthrough: true }) reply: FastifyReply) {
    const { position } = await this.handler.requestAgain(actor.id, context);
    void reply.header('x-portal-position', positionToken('identity', position));
    return { sent: true };
  }
}
