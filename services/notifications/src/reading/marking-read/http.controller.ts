import { Controller, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, SignedInActor, type Actor, replyWithPositions } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { ReadStateRepository } from '../read-state.repository';
import { MarkReadHandler } from './mark-read.handler';

@Controller()
export class MarkReadController {
  constructor(
    private readonly handler: MarkReadHandler,
    private readonly reads: ReadStateRepository,
  ) {}

  @Post('announcements/:id/reads')
  @HttpCode(200)
  async markRead(
    @Param('id') id: string,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { view, lastPosition } = await this.handler.markRead(actor.id, id, context);
    replyWithPositions(reply, this.reads.source, [lastPosition]);
    return view;
  }
}
