import { Body, Controller, Delete, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, IdempotencyKey, replyAsReplayed, SignedInActor, type Actor, replyWithPositions } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../core/source';
import { ManageCollaboratorsHandler } from './manage-collaborators.handler';

@Controller()
export class ManageCollaboratorsController {
  constructor(private readonly handler: ManageCollaboratorsHandler) {}

  @Patch('collaborators')
  async changeRoles(
    @Body() body: { developer_app_id?: unknown; collaborators?: unknown },
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    replyWithPositions(reply, SOURCE, (await this.handler.changeRoles(body ?? {}, actor, context)).positions);
    return { developer_app_id: body?.developer_app_id };
  }

  @Delete('collaborators/:id')
  @HttpCode(204)
  async remove(
    @Param('id') id: string,
    @Query('developer_app_id') appId: string,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    replyWithPositions(reply, SOURCE, (await this.handler.remove(appId, id, actor, context)).positions);
  }

  @Patch('invitations/:id')
  async cancel(
    @Param('id') id: string,
    @Body() body: { developer_app_id?: unknown },
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { invitation, positions } = await this.handler.cancelInvitation(id, body ?? {}, actor, context);
    replyWithPositions(reply, SOURCE, positions);
    return invitation;
  }

  @Post('developer_apps/:id/ownership_transfers')
  @HttpCode(200)
  async transfer(
    @Param('id') id: string,
    @Body() body: { collaborator_id?: unknown },
    @IdempotencyKey() idempotencyKey: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { positions, replayed } = await this.handler.transferOwnership(id, body ?? {}, actor, context, idempotencyKey);
    replyWithPositions(reply, SOURCE, positions);
    replyAsReplayed(reply, replayed);
    return { id };
  }
}
