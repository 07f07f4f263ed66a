import { Controller, Delete, Headers, HttpCode, Param, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, parseIfMatch, SignedInActor, type Actor, replyWithPositions } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { requireAdmin } from '../../core/admin-only';
import { AnnouncementsRepository } from '../announcements.repository';
import { DeleteAnnouncementHandler } from './delete-announcement.handler';

@Controller()
export class DeleteAnnouncementController {
  constructor(
    private readonly handler: DeleteAnnouncementHandler,
    private readonly announcements: AnnouncementsRepository,
  ) {}

  @Delete('announcements/:id')
  @HttpCode(204)
  async delete(
    @Param('id') id: string,
    @Headers('if-match') ifMatch: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    requireAdmin(actor);
    replyWithPositions(reply, this.announcements.source, [(await this.handler.delete(id, parseIfMatch(ifMatch), context)).lastPosition]);
  }
}
