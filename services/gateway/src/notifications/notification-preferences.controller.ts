import { Body, Controller, Get, HttpCode, Patch, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import type { components } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ReadYourWrites } from '../consistency/read-your-writes';
import { ReadYourWritesInterceptor } from '../consistency/read-your-writes.interceptor';
import { Upstreams } from '../core/upstreams';
import type { RequestBody } from '../core/contract-types';
import { Access, actorOf, sessionOf } from '../sessions/access';
import { toNotificationPreferences } from './notification-views';

type NotificationPreferences = components['schemas']['NotificationPreferences'];
type Unsubscribe = RequestBody<'/api/v1/notification_preferences/unsubscribe', 'post'>;

@Controller('api/v1')
export class NotificationPreferencesController {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly consistency: ReadYourWrites,
  ) {}

  @Get('me/notification_preferences')
  @UseInterceptors(ReadYourWritesInterceptor)
  async get(@Req() request: FastifyRequest): Promise<NotificationPreferences> {
    const actor = actorOf(sessionOf(request)!.session);
    return toNotificationPreferences(
      (await this.upstreams.projection.call<NotificationPreferences>('notification_preferences', { actor })).body,
    );
  }

  @Patch('me/notification_preferences')
  async change(
    @Body() body: NotificationPreferences,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<NotificationPreferences> {
    const result = await this.upstreams.notifications.call<NotificationPreferences>('notification_preferences', {
      method: 'PATCH',
      body,
      actor: actorOf(sessionOf(request)!.session),
    });
    await this.consistency.recordCommand(request, reply, result.headers);
    return toNotificationPreferences(result.body);
  }

  /** Public: the link in a critical e-mail works in any browser, signed in or not. */
  @Post('notification_preferences/unsubscribe')
  @Access('public')
  @HttpCode(200)
  async unsubscribe(
    @Body() body: Unsubscribe,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<NotificationPreferences> {
    const result = await this.upstreams.notifications.call<NotificationPreferences>('notification_preferences/unsubscribe', {
      method: 'POST',
      body: body ?? {},
    });
    await this.consistency.recordCommand(request, reply, result.headers);
    return toNotificationPreferences(result.body);
  }
}
