import { Body, Controller, Headers, Param, Patch, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, parseIfMatch, SignedInActor, type Actor, replyWithPositions, replyWithVersion } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { requireAdmin } from '../../core/admin-only';
import { toInput, type NotificationInputBody } from '../announcement.views';
import { AnnouncementsRepository } from '../announcements.repository';
import { UpdateAnnouncementHandler } from './update-announcement.handler';

@Controller()
export class UpdateAnnouncementController {
  constructor(
    private readonly handler: UpdateAnnouncementHandler,
    private readonly announcements: AnnouncementsRepository,
  ) {}

  @Patch('announcements/:id')
  async update(
    @Param('id') id: string,
    @Body() body: NotificationInputBody,
    @Headers('if-match') ifMatch: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    requireAdmin(actor);
    const { view, version, lastPosition } = await this.handler.update(id, toInput(body), parseIfMatch(ifMatch), context);
    replyWithPositions(reply, this.announcements.source, [lastPosition]);
    replyWithVersion(reply, version);
    return view;
  }
}
