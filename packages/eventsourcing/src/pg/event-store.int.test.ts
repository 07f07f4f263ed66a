import { VersionConflictError } from '@portal/decider';
import { ensureTestDatabase, uniqueId } from '@portal/test-kit';
import { Pool } from 'pg';
import { migrate } from './migrations';
import { PgEventStore } from './event-store';

const context = { correlationId: 'test' };
const event = (n: number) => ({ type: 'kittest.thing.happened', data: { n } });

describe('PgEventStore (real PostgreSQL)', () => {
  let pool: Pool;
  let store: PgEventStore;

  beforeAll(async () => {
    pool = new Pool({ connectionString: await ensureTestDatabase('portal_kit_test') });
    await migrate(pool);
    store = new PgEventStore(pool, 'kittest');
  });
  afterAll(() => pool.end());

  it('appends with an expected version and reads the stream back in order', async () => {
    const stream = uniqueId('s-');
    const first = await store.appendToStream(stream, [event(1), event(2)], { expectedVersion: 'no_stream', context });
    expect(first.nextExpectedVersion).toBe(2);
    await store.appendToStream(stream, [event(3)], { expectedVersion: 2, context });
    const { version, events } = await store.readStream(stream);
    expect(version).toBe(3);
    expect(events.map((e) => [e.streamVersion, (e.data as { n: number }).n])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect(events[0]!.position).toBeLessThan(events[2]!.position);
  });

  it('refuses an append at a stale expected version with a typed conflict', async () => {
    const stream = uniqueId('s-');
    await store.appendToStream(stream, [event(1)], { expectedVersion: 'no_stream', context });
    await expect(store.appendToStream(stream, [event(2)], { expectedVersion: 0, context })).rejects.toBeInstanceOf(VersionConflictError);
    await expect(store.appendToStream(stream, [event(2)], { expectedVersion: 'no_stream', context })).rejects.toMatchObject({
      code: 'version_conflict',
      actualVersion: 1,
    });
  });

  it('lets exactly one of two racing appends win', async () => {
    const stream = uniqueId('s-');
    await store.appendToStream(stream, [event(1)], { expectedVersion: 'no_stream', context });
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) => store.appendToStream(stream, [event(10 + i)], { expectedVersion: 1, context })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((x) => x.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(VersionConflictError);
    }
    expect((await store.readStream(stream)).version).toBe(2);
  });

  it('writes nothing when the extra writes of the same transaction fail', async () => {
    const stream = uniqueId('s-');
    await expect(
      store.appendToStream(stream, [event(1)], {
        expectedVersion: 'no_stream',
        context,
        inTransaction: async (client) => {
          await client.query('SELECT 1/0');
        },
      }),
    ).rejects.toThrow(/division by zero/);
    expect((await store.readStream(stream)).events).toEqual([]);
    const { rowCount } = await pool.query('SELECT 1 FROM es_events WHERE stream_id = $1', [stream]);
    expect(rowCount).toBe(0);
  });

  it('puts every appended event in the outbox in the same transaction', async () => {
    const stream = uniqueId('s-');
    const { envelopes } = await store.appendToStream(stream, [event(1), event(2)], { expectedVersion: 'no_stream', context });
    const { rows } = await pool.query<{ position: string; topic: string }>(
      'SELECT position, topic FROM es_outbox WHERE position = ANY($1::bigint[]) ORDER BY position',
      [envelopes.map((e) => e.position)],
    );
    expect(rows.map((r) => r.topic)).toEqual(['kittest.thing', 'kittest.thing']);
  });
});
