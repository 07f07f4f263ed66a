import type { EventEnvelope } from '@portal/eventsourcing';
import { internalGet, testEnv, uniqueId } from '@portal/test-kit';
import mongoose from 'mongoose';
import { Documents } from '../core/documents/documents';
import { AnnouncementsProjection } from './announcements.projection';
import { ANNOUNCEMENTS, NOTIFICATION_PREFERENCES, NOTIFICATION_READS } from './notification.documents';
import { PreferencesProjection } from './preferences.projection';
import { ReadStateProjection } from './read-state.projection';

const NOTIFICATIONS_URL = process.env.NOTIFICATIONS_URL ?? 'http://127.0.0.1:4005';

/** A rebuild without disturbing anyone: replay the event store into a scratch database and compare. */
describe('notifications read models replayed from the event store', () => {
  let live: mongoose.Connection;
  let scratch: mongoose.Connection;

  beforeAll(async () => {
    live = await mongoose.createConnection(testEnv.mongoUrl).asPromise();
    scratch = live.useDb(uniqueId('scratch_notifications_'));
  });
  afterAll(async () => {
    await scratch.dropDatabase().catch(() => undefined);
    await live.close();
  });

  it('rebuilds the same documents as the live projection, and a second replay changes nothing', async () => {
    const events: EventEnvelope[] = [];
    for (let after = 0; ;) {
      const page = await internalGet<EventEnvelope[]>(NOTIFICATIONS_URL, `/events?after=${after}&limit=1000`);
      events.push(...page);
      if (page.length < 1000) break;
      after = page.at(-1)!.position;
    }
    if (events.length === 0) return;
    const handlers: Record<string, (e: EventEnvelope) => Promise<void>> = {};
    const documents = new Documents(scratch);
    const announcements = new AnnouncementsProjection(documents);
    const reads = new ReadStateProjection(documents);
    const preferences = new PreferencesProjection(documents);
    handlers['notifications.announcement.created'] = (e) => announcements.apply(e);
    handlers['notifications.announcement.updated'] = (e) => announcements.apply(e);
    handlers['notifications.announcement.deleted'] = (e) => announcements.apply(e);
    handlers['notifications.read_state.announcement_read'] = (e) => reads.read(e);
    handlers['notifications.preference.critical_emails_changed'] = (e) => preferences.changed(e);

    for (let pass = 0; pass < 2; pass += 1) {
      for (const event of events) {
        const handle = handlers[event.type];
        expect(handle).toBeDefined();
        await handle!(event);
      }
    }

    let compared = 0;
    for (const name of [ANNOUNCEMENTS, NOTIFICATION_READS, NOTIFICATION_PREFERENCES]) {
      for (const rebuilt of await scratch.collection(name).find({}).toArray()) {
        const current = await live.collection(name).findOne({ _id: rebuilt._id });
        // The live model may already be past the events we fetched; compare at the same revision.
        if (current?._rev !== rebuilt._rev) continue;
        expect(rebuilt).toEqual(current);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(0);
  });
});
