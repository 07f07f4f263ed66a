import type { EventEnvelope } from '@portal/eventsourcing';
import { internalGet, testEnv, uniqueId } from '@portal/test-kit';
import mongoose from 'mongoose';
import { Documents } from '../core/documents/documents';
import { AnnouncementsProjection } from './announcements.projection';
import { ANNOUNCEMENTS, NOTIFICATION_PREFERENCES, NOTIFICATION_READS } from './notification.documents';
import { PreferencesProjection } from './preferences.projection';
import { ReadStateProjection } from './read-state.projection';

const NOTIFICATIONS_URL = process.env.NOTIFICATIONS_URL ?? 'http://127.0.0.1:4005';
/**
 * Events replayed per kind of stream (announcement, read state, preference). The store grows with the machine's
 * history (the lag benchmark appends thousands of preference events a run), and a replay through the document store
 * costs milliseconds an event: whole streams, newest first, up to this many, keep the test's time fixed.
 */
const REPLAY_BUDGET_PER_KIND = 600;

const kindOf = (event: EventEnvelope) => event.type.split('.').slice(0, 2).join('.');

/** Whole streams (every event from version 1), newest first, within the budget of their kind; in store order. */
const sampleOf = (events: EventEnvelope[]): EventEnvelope[] => {
  const streams = new Map<string, EventEnvelope[]>();
  for (const event of events) {
    const stream = streams.get(event.streamId);
    if (stream) stream.push(event);
    else streams.set(event.streamId, [event]);
  }
  const used = new Map<string, number>();
  const picked: EventEnvelope[] = [];
  for (const stream of [...streams.values()].sort((a, b) => b.at(-1)!.position - a.at(-1)!.position)) {
    const kind = kindOf(stream[0]!);
    const total = (used.get(kind) ?? 0) + stream.length;
    if (total > REPLAY_BUDGET_PER_KIND) continue;
    used.set(kind, total);
    picked.push(...stream);
  }
  return picked.sort((a, b) => a.position - b.position);
};

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

    expect(events.filter((event) => !handlers[event.type]).map((event) => event.type)).toEqual([]);
    const sample = sampleOf(events);
    for (let pass = 0; pass < 2; pass += 1) {
      for (const event of sample) await handlers[event.type]!(event);
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
