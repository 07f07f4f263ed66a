import { Body, Controller, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, SignedInActor, type Actor, replyWithPositions } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../core/source';
import { AcceptInvitationHandler } from './accept-invitation.handler';

@Controller()
export class AcceptInvitationController {
  constructor(private readonly handler: AcceptInvitationHandler) {}

  @Post('invitations/:id/acceptance')
  @HttpCode(200)
  async accept(
    @Param('id') id: string,
    @Body() body: { token?: unknown },
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { developerAppId, role, positions } = await this.handler.accept(id, body?.token, actor, context);
    replyWithPositions(reply, SOURCE, positions);
    return { developer_app_id: developerAppId, role };
  }
}
