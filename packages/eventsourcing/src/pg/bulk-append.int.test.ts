import { VersionConflictError } from '@portal/decider';
import { ensureTestDatabase, uniqueId } from '@portal/test-kit';
import { Pool } from 'pg';
import { appendNewStreams } from './bulk-append';
import { PgEventStore } from './event-store';
import { migrate } from './migrations';

const context = { correlationId: 'bulk-test', actorId: 'seeder' };
const thing = (n: number) => ({ type: 'kittest.thing.happened', data: { n } });
const other = (n: number) => ({ type: 'kittest.other.noticed', data: { n } });

describe('appendNewStreams (real PostgreSQL)', () => {
  let pool: Pool;
  let store: PgEventStore;

  beforeAll(async () => {
    pool = new Pool({ connectionString: await ensureTestDatabase('portal_kit_test') });
    await migrate(pool, ['CREATE TABLE IF NOT EXISTS kittest_bulk_side (id text PRIMARY KEY)']);
    store = new PgEventStore(pool, 'kittest');
  });
  afterAll(() => pool.end());

  it('writes many streams in one go, read back exactly as single appends are', async () => {
    const ids = Array.from({ length: 300 }, () => uniqueId('bulk-'));
    const envelopes = await appendNewStreams(
      pool,
      'kittest',
      ids.map((streamId, i) => ({ streamId, events: i % 2 === 0 ? [thing(i), other(i)] : [thing(i)] })),
      { context },
    );
    expect(envelopes).toHaveLength(450);
    for (const [i, streamId] of ids.entries()) {
      const { version, events } = await store.readStream(streamId);
      expect(version).toBe(i % 2 === 0 ? 2 : 1);
      expect(events).toEqual(envelopes.filter((e) => e.streamId === streamId));
      expect(events[0]!.metadata).toMatchObject({ correlationId: 'bulk-test', causationId: null, actorId: 'seeder' });
    }
    const positions = envelopes.map((e) => e.position);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('puts every event in the outbox under its topic, in the same transaction', async () => {
    const streamId = uniqueId('bulk-');
    const envelopes = await appendNewStreams(pool, 'kittest', [{ streamId, events: [thing(1), other(2)] }], { context });
    const { rows } = await pool.query<{ topic: string; published_at: Date | null }>(
      'SELECT topic, published_at FROM es_outbox WHERE position = ANY($1::bigint[]) ORDER BY position',
      [envelopes.map((e) => e.position)],
    );
    expect(rows).toEqual([
      { topic: 'kittest.thing', published_at: null },
      { topic: 'kittest.other', published_at: null },
    ]);
  });

  it('commits the side writes with the events', async () => {
    const streamId = uniqueId('bulk-');
    await appendNewStreams(pool, 'kittest', [{ streamId, events: [thing(1)] }], {
      context,
      inTransaction: async (client) => {
        await client.query('INSERT INTO kittest_bulk_side (id) VALUES ($1)', [streamId]);
      },
    });
    const { rowCount } = await pool.query('SELECT 1 FROM kittest_bulk_side WHERE id = $1', [streamId]);
    expect(rowCount).toBe(1);
  });

  it('refuses the whole batch when one stream already exists, writing nothing', async () => {
    const taken = uniqueId('bulk-');
    await store.appendToStream(taken, [thing(1)], { expectedVersion: 'no_stream', context });
    const fresh = uniqueId('bulk-');
    const attempt = appendNewStreams(
      pool,
      'kittest',
      [
        { streamId: fresh, events: [thing(1)] },
        { streamId: taken, events: [thing(2)] },
      ],
      {
        context,
        inTransaction: async (client) => {
          await client.query('INSERT INTO kittest_bulk_side (id) VALUES ($1)', [fresh]);
        },
      },
    );
    await expect(attempt).rejects.toBeInstanceOf(VersionConflictError);
    await expect(attempt).rejects.toMatchObject({ streamId: taken, actualVersion: 1 });
    expect((await store.readStream(fresh)).events).toEqual([]);
    expect((await store.readStream(taken)).version).toBe(1);
    const { rowCount } = await pool.query('SELECT 1 FROM kittest_bulk_side WHERE id = $1', [fresh]);
    expect(rowCount).toBe(0);
  });

  it('shows the planned envelopes to the check first, and writes nothing when it refuses', async () => {
    const streamId = uniqueId('bulk-');
    const seen: string[] = [];
    await expect(
      appendNewStreams(pool, 'kittest', [{ streamId, events: [thing(1), other(2)] }], {
        context,
        check: (planned) => {
          seen.push(...planned.map((e) => `${e.streamId}@${e.streamVersion}:${e.type}:${e.position}`));
          throw new Error('refused');
        },
      }),
    ).rejects.toThrow('refused');
    expect(seen).toEqual([`${streamId}@1:kittest.thing.happened:0`, `${streamId}@2:kittest.other.noticed:0`]);
    expect((await store.readStream(streamId)).events).toEqual([]);
  });

  it('rolls everything back when a side write fails', async () => {
    const streamId = uniqueId('bulk-');
    await expect(
      appendNewStreams(pool, 'kittest', [{ streamId, events: [thing(1)] }], {
        context,
        inTransaction: async (client) => {
          await client.query('SELECT 1/0');
        },
      }),
    ).rejects.toThrow(/division by zero/);
    expect((await store.readStream(streamId)).events).toEqual([]);
  });
});
