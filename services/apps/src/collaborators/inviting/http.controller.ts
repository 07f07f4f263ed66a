import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, SignedInActor, type Actor, replyWithPositions } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../core/source';
import { InviteHandler } from './invite.handler';

@Controller()
export class InviteController {
  constructor(private readonly handler: InviteHandler) {}

  @Post('invitations')
  @HttpCode(201)
  async invite(
    @Body() body: { developer_app_id?: unknown; email?: unknown; role?: unknown },
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { invitation, positions } = await this.handler.invite(body ?? {}, actor, context);
    replyWithPositions(reply, SOURCE, positions);
    return invitation;
  }
}
