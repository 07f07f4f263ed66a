import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, SignedInActor, type Actor, replyWithPositions } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../core/source';
import { ConfirmEmailHandler } from './confirm-email.handler';

@Controller()
export class ConfirmEmailController {
  constructor(private readonly handler: ConfirmEmailHandler) {}

  @Post('email_confirmations')
  @HttpCode(200)
  async confirm(@Body() body: { token?: unknown }, @CommandCtx() context: CommandContext, @Res({ passthrough: true }) reply: FastifyReply) {
    const { position } = await this.handler.confirm(body?.token, context);
    replyWithPositions(reply, SOURCE, [position]);
    return { emailConfirmed: true };
  }

  @Post('email_confirmations/resend')
  @HttpCode(202)
  async resend(@SignedInActor() actor: Actor, @CommandCtx() context: CommandContext, @Res({ passthrough: true }) reply: FastifyReply) {
    const { position } = await this.handler.requestAgain(actor.id, context);
    replyWithPositions(reply, SOURCE, [position]);
    return { sent: true };
  }
}
