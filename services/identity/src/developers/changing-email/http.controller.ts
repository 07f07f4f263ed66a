import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, SignedInActor, replyWithPositions, type Actor } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../core/source';
import { ChangeEmailHandler, type RequestEmailChangeInput } from './change-email.handler';

@Controller('email_changes')
export class ChangeEmailController {
  constructor(private readonly handler: ChangeEmailHandler) {}

  @Post()
  @HttpCode(202)
  async request(
    @Body() body: RequestEmailChangeInput,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { pendingEmail, position } = await this.handler.request(actor.id, body ?? {}, context);
    replyWithPositions(reply, SOURCE, [position]);
    return { pendingEmail };
  }

  @Post('complete')
  @HttpCode(200)
  async complete(
    @Body() body: { token?: unknown },
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { email, position } = await this.handler.complete(body?.token, context);
    replyWithPositions(reply, SOURCE, [position]);
    return { email };
  }
}
