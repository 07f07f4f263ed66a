import { Body, Controller, Patch, Res } from '@nestjs/common';
import { ValidationError } from '@portal/decider';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, SignedInActor, type Actor, replyWithPositions } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { PreferencesRepository, preferencesView } from '../preferences.repository';

@Controller()
export class ChangePreferencesController {
  constructor(private readonly preferences: PreferencesRepository) {}

  @Patch('notification_preferences')
  async change(
    @Body() body: { critical_emails?: unknown },
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    if (typeof body?.critical_emails !== 'boolean') {
      throw new ValidationError({ critical_emails: ['Critical e-mails must be on or off'] });
    }
    const result = await this.preferences.setCriticalEmails(actor.id, body.critical_emails, 'settings', context);
    replyWithPositions(reply, this.preferences.source, [result.lastPosition]);
    return preferencesView(result.state);
  }
}
