import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import {
  CommandCtx,
  IdempotencyKey,
  replyAsReplayed,
  replyWithPositions,
  replyWithVersion,
  SignedInActor,
  type Actor,
} from '@portal/service-runtime';
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
    @IdempotencyKey() idempotencyKey: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    requireAdmin(actor);
    const { view, version, lastPosition, replayed } = await this.handler.create(toInput(body), context, actor.id, idempotencyKey);
    replyWithPositions(reply, this.announcements.source, [lastPosition]);
    replyWithVersion(reply, version);
    replyAsReplayed(reply, replayed);
    return view;
  }
}
