import { Body, Controller, HttpCode, Inject, Post, Res } from '@nestjs/common';
import { ValidationError } from '@portal/decider';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, replyWithPositions } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../../core/notifications.config';
import { PreferencesRepository, preferencesView } from '../preferences.repository';
import { unsubscribeLinks } from './unsubscribe-token';

export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is invalid. Sign in and change your notification settings instead.';

/** The link in a critical e-mail: works without signing in, and twice is as good as once. */
@Controller()
export class UnsubscribeController {
  constructor(
    private readonly preferences: PreferencesRepository,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
  ) {}

  @Post('notification_preferences/unsubscribe')
  @HttpCode(200)
  async unsubscribe(
    @Body() body: { token?: unknown },
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const claims = typeof body?.token === 'string' ? unsubscribeLinks.verify(body.token, this.config.unsubscribeSecret, Date.now()) : null;
    if (!claims) throw new ValidationError({ token: [INVALID_UNSUBSCRIBE_LINK] }, INVALID_UNSUBSCRIBE_LINK);
    const result = await this.preferences.setCriticalEmails(claims.developerId, false, 'unsubscribe_link', {
      ...context,
      actorId: context.actorId ?? claims.developerId,
    });
    replyWithPositions(reply, this.preferences.source, [result.lastPosition]);
    return preferencesView(result.state);
  }
}
