import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Patch, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import type { components } from '@portal/contracts';
import {
  forwardedIdempotencyKey,
  forwardedIfMatch,
  IDEMPOTENCY_KEY_HEADER,
  passReplayed,
  passVersion,
  type InternalResponse,
} from '@portal/service-runtime';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ReadYourWrites } from '../consistency/read-your-writes';
import { ReadYourWritesInterceptor } from '../consistency/read-your-writes.interceptor';
import { Upstreams } from '../core/upstreams';
import { actorOf, sessionOf } from '../sessions/access';
import { toAdminNotification } from './notification-views';

type AdminNotification = components['schemas']['AdminNotification'];
type NotificationInput = components['schemas']['NotificationInput'];

/** Admin-only by its path. ETag and If-Match pass through: the version lives with the owner. */
@Controller('api/v1/admin/notifications')
export class AdminNotificationsController {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly consistency: ReadYourWrites,
  ) {}

  @Get()
  @UseInterceptors(ReadYourWritesInterceptor)
  async list(): Promise<AdminNotification[]> {
    return (await this.upstreams.projection.call<AdminNotification[]>('admin/notifications')).body.map(toAdminNotification);
  }

  @Get(':id')
  @UseInterceptors(ReadYourWritesInterceptor)
  async one(@Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminNotification> {
    const result = await this.upstreams.projection.call<AdminNotification>(`admin/notifications/${encodeURIComponent(id)}`);
    passVersion(reply, result.headers);
    return toAdminNotification(result.body);
  }

  @Post()
  @HttpCode(201)
  async create(
    @Body() body: NotificationInput,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminNotification> {
    const result = await this.upstreams.notifications.call<AdminNotification>('announcements', {
      method: 'POST',
      body: body ?? {},
      actor: actorOf(sessionOf(request)!.session),
      headers: forwardedIdempotencyKey(idempotencyKey),
    });
    passReplayed(reply, result.headers);
    return this.answer(request, reply, result);
  }

  @Patch(':id')
  async update(
    @Param('id') id: string,
    @Body() body: NotificationInput,
    @Headers('if-match') ifMatch: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminNotification> {
    const result = await this.upstreams.notifications.call<AdminNotification>(`announcements/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: body ?? {},
      actor: actorOf(sessionOf(request)!.session),
      headers: forwardedIfMatch(ifMatch),
    });
    return this.answer(request, reply, result);
  }

  @Delete(':id')
  @HttpCode(204)
  async delete(
    @Param('id') id: string,
    @Headers('if-match') ifMatch: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const result = await this.upstreams.notifications.call(`announcements/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      actor: actorOf(sessionOf(request)!.session),
      headers: forwardedIfMatch(ifMatch),
    });
    await this.consistency.recordCommand(request, reply, result.headers);
  }

  private async answer(
    request: FastifyRequest,
    reply: FastifyReply,
    result: InternalResponse<AdminNotification>,
  ): Promise<AdminNotification> {
    await this.consistency.recordCommand(request, reply, result.headers);
    passVersion(reply, result.headers);
    return toAdminNotification(result.body);
  }
}
