import { Controller, Get, HttpCode, Param, Patch, Req, Res, UseInterceptors } from '@nestjs/common';
import type { components } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ReadYourWrites } from '../consistency/read-your-writes';
import { ReadYourWritesInterceptor } from '../consistency/read-your-writes.interceptor';
import { Upstreams } from '../core/upstreams';
import { actorOf, sessionOf } from '../sessions/access';

type Notification = components['schemas']['Notification'];

/** The developer's feed: queries from the projection, marking read on the notifications service. */
@Controller('api/v1/notifications')
export class NotificationsController {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly consistency: ReadYourWrites,
  ) {}

  @Get()
  @UseInterceptors(ReadYourWritesInterceptor)
  async list(@Req() request: FastifyRequest): Promise<Notification[]> {
    return (await this.upstreams.projection.call<Notification[]>('notifications', { actor: actorOf(sessionOf(request)!.session) })).body;
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
