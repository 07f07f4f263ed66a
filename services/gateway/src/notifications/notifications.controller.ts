import { Body, Controller, Get, HttpCode, Param, Patch, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import type { components } from '@portal/contracts';
import { dependencyKey } from '@portal/service-runtime';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ReadYourWrites } from '../consistency/read-your-writes';
import { ReadYourWritesInterceptor } from '../consistency/read-your-writes.interceptor';
import { Upstreams } from '../core/upstreams';
import { actorOf, sessionOf } from '../sessions/access';

type Notification = components['schemas']['Notification'];

/** `show_after` is a UTC day: a feed answer can change at the next 00:00 UTC without any event. */
export const nextUtcMidnight = (now: number): number => {
  const day = new Date(now);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1);
};

/** The developer's feed: queries from the projection, marking read on the notifications service. */
@Controller('api/v1/notifications')
export class NotificationsController {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly consistency: ReadYourWrites,
  ) {}

  /** The list and the bell (which counts the unread and shows the latest 3 of the same answer). */
  @Get()
  async list(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string | Buffer> {
    const actor = actorOf(sessionOf(request)!.session);
    return this.consistency.serve(request, reply, `notifications:${actor.id}`, async () => {
      const validUntil = nextUtcMidnight(Date.now());
      const { body } = await this.upstreams.projection.call<Notification[]>('notifications', { actor });
      return {
        body: JSON.stringify(body),
        dependsOn: [dependencyKey('notifications.announcement'), dependencyKey('notifications.read_state', actor.id)],
        validUntil,
      };
    });
  }

  @Get(':id')
  @UseInterceptors(ReadYourWritesInterceptor)
  async one(@Param('id') id: string, @Req() request: FastifyRequest): Promise<Notification> {
    const actor = actorOf(sessionOf(request)!.session);
    return (await this.upstreams.projection.call<Notification>(`notifications/${encodeURIComponent(id)}`, { actor })).body;
  }

  /** Remembers the position, so the next list (the bell) already shows it read. */
  @Patch(':id')
  @HttpCode(200)
  async markRead(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Notification> {
    const result = await this.upstreams.notifications.call<Notification>(`announcements/${encodeURIComponent(id)}/reads`, {
      method: 'POST',
      actor: actorOf(sessionOf(request)!.session),
    });
    await this.consistency.recordCommand(request, reply, result.headers);
    return result.body;
  }
}

/**
 * `POST /api/v1/notification_reads`: a path of its own, not `notifications/mark_read`, which other methods would
 * take for `notifications/{id}` (a 422 for a bad id instead of 405).
 */
@Controller('api/v1/notification_reads')
export class NotificationReadsController {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly consistency: ReadYourWrites,
  ) {}

  /** "Mark all as read" (the ids the list shows); the next list already shows them read. */
  @Post()
  @HttpCode(200)
  async markAllRead(
    @Body() body: { notification_ids: string[] },
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ marked: number }> {
    const result = await this.upstreams.notifications.call<{ marked: number }>('announcement_reads', {
      method: 'POST',
      actor: actorOf(sessionOf(request)!.session),
      body: { announcementIds: body.notification_ids },
    });
    await this.consistency.recordCommand(request, reply, result.headers);
    return result.body;
  }
}
