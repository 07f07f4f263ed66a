import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, SignedInActor, replyWithPositions, type Actor } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../core/source';
import { ChangePasswordHandler, type ChangePasswordInput } from './change-password.handler';

@Controller()
export class ChangePasswordController {
  constructor(private readonly handler: ChangePasswordHandler) {}

  @Post('password_changes')
  @HttpCode(200)
  async change(
    @Body() body: ChangePasswordInput,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { position } = await this.handler.change(actor.id, body ?? {}, context);
    replyWithPositions(reply, SOURCE, [position]);
    return { changed: true };
  }
}
