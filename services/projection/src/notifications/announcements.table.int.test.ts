import { createKafka, type EventEnvelope } from '@portal/eventsourcing';
import { ApiSession, eventually, internalGet, testEnv, uniqueId } from '@portal/test-kit';
import mongoose from 'mongoose';
import { Pool } from 'pg';
import { applyToReadTables } from '../core/pg/read-table-reactions';
import { MemoryRowStore, type Row } from '../core/pg/row-store';
import { ANNOUNCEMENTS_TABLE, listedAnnouncements, visibleAnnouncements } from './announcements.table';
import { ANNOUNCEMENTS, type AnnouncementDocument } from './notification.documents';
import { adminView, feedItemJson, utcDay } from './visibility';

const NOTIFICATIONS_URL = process.env.NOTIFICATIONS_URL ?? 'http://127.0.0.1:4005';
const ADMIN_PASSWORD = process.env.PORTAL_DEMO_PASSWORD ?? 'Portal-demo-1!';
const BASE = '/api/v1/admin/notifications';

/**
 * The `announcements` read table against the running stack: redelivered and replayed events change
 * no row, a replay of the event store (the rebuild's path, written with its bulk statement) hashes
 * the same as the rows built live, and both lists answer exactly what the documents' sorted reads did.
 */
describe('announcements read table (real Kafka, PostgreSQL and the MongoDB-protocol store)', () => {
  const pool = new Pool({ connectionString: testEnv.postgresUrl('portal_projection'), max: 2 });
  const producer = createKafka({ clientId: uniqueId('announcements-table-test'), brokers: testEnv.kafkaBrokers }).producer();
  const admin = new ApiSession();
  let mongo: mongoose.Connection;
  const created: string[] = [];

  beforeAll(async () => {
    await producer.connect();
    mongo = await mongoose.createConnection(testEnv.mongoUrl).asPromise();
    expect((await admin.signIn('admin@example.com', ADMIN_PASSWORD)).status).toBe(200);
  });
  afterAll(async () => {
    for (const id of created) await admin.request('DELETE', `${BASE}/${id}`);
    await producer.disconnect();
    await mongo.close();
    await pool.end();
  });

  const create = async (fields: Record<string, unknown>): Promise<string> => {
    const response = await admin.post<{ id: string }>(BASE, { title: uniqueId('Table '), summary: 'S', body: 'B', ...fields });
    expect(response.status).toBe(201);
    created.push(response.body.id);
    return response.body.id;
  };

  const update = async (id: string, fields: Record<string, unknown>): Promise<void> => {
    const current = await admin.get(`${BASE}/${id}`);
    const etag = current.headers.get('etag')!;
    const patched = await admin.request('PATCH', `${BASE}/${id}`, { body: fields, headers: { 'If-Match': etag } });
    expect(patched.status).toBe(200);
  };

  const rowAt = (id: string, rev: number) =>
    eventually(async () => {
      const { rows } = await pool.query<Record<string, unknown>>('SELECT * FROM announcements WHERE id = $1', [id]);
      return rows[0] && Number(rows[0].rev) >= rev ? rows[0] : null;
    }, 30000);

  const allEvents = async (): Promise<EventEnvelope[]> => {
    const events: EventEnvelope[] = [];
    for (let after = 0; ;) {
      const page = await internalGet<EventEnvelope[]>(NOTIFICATIONS_URL, `/events?after=${after}&limit=1000`);
      events.push(...page);
      if (page.length < 1000) return events;
      after = page.at(-1)!.position;
    }
  };

  const streamEvents = async (id: string): Promise<EventEnvelope[]> =>
    (await allEvents()).filter(
      (e) => e.type.startsWith('notifications.announcement.') && (e.data as { announcementId: string }).announcementId === id,
    );

  /** The rows of `ids` as one text, generated columns and all (the chaos test's hash). */
  const hashOf = async (client: Pool | import('pg').PoolClient, ids: string[]): Promise<string> => {
    const { rows } = await client.query<{ hash: string }>(
      `SELECT md5(string_agg(t::text, E'\\n' ORDER BY t.id)) AS hash FROM announcements t WHERE t.id = ANY($1)`,
      [ids],
    );
    return rows[0]!.hash;
  };

  it('ignores redelivered and replayed announcement events: the next event shows only its own change', async () => {
    const id = await create({ show_after: '2030-01-01', critical: false });
    await update(id, { title: 'Second title', summary: 'S', body: 'B', draft: true, show_after: '2030-01-01' });
    const before = (await rowAt(id, 2))!;
    expect(before).toMatchObject({ rev: 2, title: 'Second title', draft: true, show_after: '2030-01-01', deleted: false });

    const events = await streamEvents(id);
    expect(events.map((e) => e.streamVersion)).toEqual([1, 2]);
    const messages = events.map((e) => ({ key: e.streamId, value: JSON.stringify(e) }));
    for (let i = 0; i < 2; i += 1) await producer.send({ topic: 'notifications.announcement', messages });

    await update(id, { title: 'Third title', summary: 'S', body: 'B', draft: true, show_after: '2030-01-01' });
    const after = (await rowAt(id, 3))!;
    expect(after).toEqual({ ...before, rev: 3, title: 'Third title', updated_at: expect.any(Date) });
  });

  it('builds from a replay of the event store (twice over) the rows built live, hash for hash', async () => {
    const kept = await create({ title: uniqueId('Kept '), critical: true });
    const gone = await create({});
    await update(kept, { title: 'Kept, edited', summary: 'S2', body: 'B2', draft: false, show_after: null });
    expect((await admin.request('DELETE', `${BASE}/${gone}`)).status).toBe(204);
    await rowAt(kept, 2);
    await rowAt(gone, 2);
    const ids = [kept, gone];

    const events = (await allEvents()).filter((e) => e.type.startsWith('notifications.announcement.'));
    const replay = new MemoryRowStore();
    for (let pass = 0; pass < 2; pass += 1) for (const event of events) await applyToReadTables(replay, event);

    // Every row at the revision the replay reached equals the live one.
    const rebuilt = new Map(replay.all(ANNOUNCEMENTS_TABLE).map((row) => [row.id, row]));
    const { rows: live } = await pool.query<Row>(`SELECT ${ANNOUNCEMENTS_TABLE.columns.join(', ')} FROM announcements`);
    let compared = 0;
    for (const row of live) {
      const replayed = rebuilt.get(row.id);
      if (replayed?.rev !== row.rev) continue;
      expect({ ...replayed, created_at: new Date(String(replayed.created_at)), updated_at: new Date(String(replayed.updated_at)) }).toEqual(
        row,
      );
      compared += 1;
    }
    expect(compared).toBeGreaterThanOrEqual(2);

    // The rebuild's own write path for this test's rows, rolled back: the same text as live.
    const liveHash = await hashOf(pool, ids);
    const mine = new MemoryRowStore();
    for (const id of ids) await mine.put(ANNOUNCEMENTS_TABLE, rebuilt.get(id)!);
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('DELETE FROM announcements WHERE id = ANY($1)', [ids]);
      expect(await mine.writeTo(client, [ANNOUNCEMENTS_TABLE])).toBe(2);
      expect(await hashOf(client, ids)).toBe(liveHash);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
    expect(await hashOf(pool, ids)).toBe(liveHash);
  });

  it('answers both lists exactly as the documents sorted by (createdAt desc, _id) did', async () => {
    await create({ title: uniqueId('Visible ') });
    await create({ title: uniqueId('Draft '), draft: true });
    const future = await create({ title: uniqueId('Future '), show_after: '2030-01-01' });
    await rowAt(future, 1);
    const documents = mongo.collection<AnnouncementDocument>(ANNOUNCEMENTS);
    // Other tests write announcements meanwhile: compare once both stores hold the same set.
    const same = await eventually(async () => {
      const now = new Date();
      const adminDocs = await documents.find({ deleted: false }).sort({ createdAt: -1, _id: 1 }).toArray();
      const feedDocs = await documents
        .find({ deleted: false, draft: false, $or: [{ showAfter: null }, { showAfter: { $lte: utcDay(now) } }] })
        .sort({ createdAt: -1, _id: 1 })
        .toArray();
      const [adminRows, feedRows] = await Promise.all([listedAnnouncements(pool), visibleAnnouncements(pool, now)]);
      const expected = [JSON.stringify(adminDocs.map((d) => adminView(d, now))), JSON.stringify(feedDocs.map(feedItemJson))];
      const actual = [JSON.stringify(adminRows.map((d) => adminView(d, now))), JSON.stringify(feedRows.map(feedItemJson))];
      return expected[0] === actual[0] && expected[1] === actual[1] ? { expected, actual, adminDocs } : null;
    }, 30000);
    expect(same.actual).toEqual(same.expected);
    expect(same.adminDocs.some((d) => d._id === future)).toBe(true);
  });
});
