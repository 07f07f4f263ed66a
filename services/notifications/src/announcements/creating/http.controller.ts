import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, SignedInActor, type Actor, replyWithPositions, replyWithVersion } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { requireAdmin } from '../../core/admin-only';
import { toInput, type NotificationInputBody } from '../announcement.views';
import { AnnouncementsRepository } from '../announcements.repository';
import { CreateAnnouncementHandler } from './create-announcement.handler';

@Controller()
export class CreateAnnouncementController {
  constructor(
    private readonly handler: CreateAnnouncementHandler,
    private readonly announcements: AnnouncementsRepository,
  ) {}

  @Post('announcements')
  @HttpCode(201)
  async create(
    @Body() body: NotificationInputBody,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    requireAdmin(actor);
    const { view, version, lastPosition } = await this.handler.create(toInput(body), context);
    replyWithPositions(reply, this.announcements.source, [lastPosition]);
    replyWithVersion(reply, version);
    return view;
  }
}
