import { Body, Controller, Headers, HttpCode, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import {
  CommandCtx,
  IDEMPOTENCY_KEY_HEADER,
  parseIdempotencyKey,
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
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    requireAdmin(actor);
    const key = parseIdempotencyKey(idempotencyKey);
    const { view, version, lastPosition, replayed } = await this.handler.create(toInput(body), context, actor.id, key);
    replyWithPositions(reply, this.announcements.source, [lastPosition]);
    replyWithVersion(reply, version);
    replyAsReplayed(reply, replayed);
    return view;
  }
}
