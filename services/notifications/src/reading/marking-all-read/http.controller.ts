import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { ValidationError } from '@portal/decider';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, SignedInActor, type Actor, replyWithPositions } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { ReadStateRepository } from '../read-state.repository';
import { MarkAllReadHandler } from './mark-all-read.handler';

/** The most one call marks: more than a developer's list ever shows. */
export const MAX_MARKED_AT_ONCE = 200;
const INVALID_IDS = `Notification ids must be a list of 1 to ${MAX_MARKED_AT_ONCE} ids`;

@Controller()
export class MarkAllReadController {
  constructor(
    private readonly handler: MarkAllReadHandler,
    private readonly reads: ReadStateRepository,
  ) {}

  @Post('announcement_reads')
  @HttpCode(200)
  async markAllRead(
    @Body() body: unknown,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const ids = (body as { announcementIds?: unknown } | null)?.announcementIds;
    if (
      !Array.isArray(ids) ||
      ids.length === 0 ||
      ids.length > MAX_MARKED_AT_ONCE ||
      !ids.every((id) => typeof id === 'string' && id.length <= 64)
    ) {
      throw new ValidationError({ notification_ids: [INVALID_IDS] }, INVALID_IDS);
    }
    const { marked, lastPosition } = await this.handler.markAllRead(actor.id, ids as string[], context);
    replyWithPositions(reply, this.reads.source, [lastPosition]);
    return { marked };
  }
}
