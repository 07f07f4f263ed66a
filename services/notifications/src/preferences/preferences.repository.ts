import { Inject, Injectable } from '@nestjs/common';
import { EventSourcedRepository, retryOnRace, type CommandContext, type PgEventStore } from '@portal/eventsourcing';
import { EVENT_STORE } from '@portal/service-runtime';
import { preferenceDecider, type PreferenceCommand, type Preferences } from './preference.decider';
import { preferenceStreamId, type PreferenceEvent } from './preference.events';

/** The only writer of preference streams; the recipients table follows in the same transaction. */
@Injectable()
export class PreferencesRepository extends EventSourcedRepository<Preferences, PreferenceCommand, PreferenceEvent> {
  constructor(@Inject(EVENT_STORE) store: PgEventStore) {
    super(store, preferenceDecider, preferenceStreamId);
  }

  setCriticalEmails(developerId: string, criticalEmails: boolean, via: PreferenceCommand['via'], context: CommandContext) {
    return retryOnRace(() =>
      this.handle(developerId, { type: 'SetCriticalEmails', developerId, criticalEmails, via, at: new Date().toISOString() }, context, {
        inTransaction: async (client) => {
          await client.query(
            `INSERT INTO notification_recipients (developer_id, critical_emails) VALUES ($1, $2)
                 ON CONFLICT (developer_id) DO UPDATE SET critical_emails = EXCLUDED.critical_emails, updated_at = now()`,
            [developerId, criticalEmails],
          );
        },
      }),
    );
  }
}

export const preferencesView = (preferences: Preferences) => ({ critical_emails: preferences.criticalEmails });
