import { VersionConflictError } from '@portal/decider';
import { ensureTestDatabase, uniqueId } from '@portal/test-kit';
import { Pool } from 'pg';
import { migrate } from './migrations';
import { PgEventStore } from './event-store';

const context = { correlationId: 'test' };
const event = (n: number) => ({ type: 'kittest.thing.happened', data: { n } });
const other = (n: number) => ({ type: 'kittest.other.happened', data: { n } });

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

  it('refuses a stale expected version before the extra writes of the transaction run', async () => {
    const stream = uniqueId('s-');
    await store.appendToStream(stream, [event(1)], { expectedVersion: 'no_stream', context });
    let extraWritesRan = false;
    await expect(
      store.appendToStream(stream, [event(2)], {
        expectedVersion: 'no_stream',
        context,
        inTransaction: async () => {
          extraWritesRan = true;
        },
      }),
    ).rejects.toMatchObject({ code: 'version_conflict', actualVersion: 1 });
    expect(extraWritesRan).toBe(false);
    const committed = await store.appendToStream(stream, [event(2), event(3)], {
      expectedVersion: 1,
      context,
      inTransaction: async () => {},
    });
    expect(committed.envelopes.map((e) => e.streamVersion)).toEqual([2, 3]);
    const { rows } = await pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM es_outbox o JOIN es_events e USING (position) WHERE e.stream_id = $1',
      [stream],
    );
    expect(rows[0]!.n).toBe(3);
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

  describe('appendToStreams', () => {
    const rowsOf = async (...streams: string[]) =>
      (
        await pool.query<{ stream_id: string; topic: string | null }>(
          `SELECT e.stream_id, o.topic FROM es_events e LEFT JOIN es_outbox o USING (position)
            WHERE e.stream_id = ANY($1) ORDER BY e.position`,
          [streams],
        )
      ).rows;

    it('commits both streams, with their outbox rows, in one transaction', async () => {
      const [a, b] = [uniqueId('a-'), uniqueId('b-')];
      const { streams, lastPosition } = await store.appendToStreams(
        [
          { streamId: a, events: [event(1), event(2)], expectedVersion: 'no_stream' },
          { streamId: b, events: [other(1)], expectedVersion: 'no_stream' },
        ],
        { context },
      );
      expect(streams.map((s) => s.nextExpectedVersion)).toEqual([2, 1]);
      expect(lastPosition).toBe(streams[1]!.lastPosition);
      expect(streams[0]!.lastPosition).toBeLessThan(streams[1]!.lastPosition);
      expect(await rowsOf(a, b)).toEqual([
        { stream_id: a, topic: 'kittest.thing' },
        { stream_id: a, topic: 'kittest.thing' },
        { stream_id: b, topic: 'kittest.other' },
      ]);
      // The same commit: one transaction id for every row.
      const { rows } = await pool.query<{ count: string }>(
        'SELECT count(DISTINCT xmin::text) AS count FROM es_events WHERE stream_id = ANY($1)',
        [[a, b]],
      );
      expect(rows[0]!.count).toBe('1');
    });

    it('writes neither stream when one of them is at another version', async () => {
      const [a, b] = [uniqueId('a-'), uniqueId('b-')];
      await store.appendToStream(b, [other(1)], { expectedVersion: 'no_stream', context });
      await expect(
        store.appendToStreams(
          [
            { streamId: a, events: [event(1)], expectedVersion: 'no_stream' },
            { streamId: b, events: [other(2)], expectedVersion: 'no_stream' },
          ],
          { context },
        ),
      ).rejects.toMatchObject({ code: 'version_conflict', streamId: b, actualVersion: 1 });
      expect((await store.readStream(a)).events).toEqual([]);
      expect((await store.readStream(b)).version).toBe(1);
    });

    it('rolls both streams back when a racing writer takes one of them first', async () => {
      const [a, b] = [uniqueId('a-'), uniqueId('b-')];
      const results = await Promise.allSettled([
        ...Array.from({ length: 4 }, (_, i) =>
          store.appendToStreams(
            [
              { streamId: a, events: [event(i)], expectedVersion: 'no_stream' },
              { streamId: b, events: [other(i)], expectedVersion: 'no_stream' },
            ],
            { context },
          ),
        ),
        store.appendToStream(b, [other(99)], { expectedVersion: 'no_stream', context }),
      ]);
      const won = results.filter((r) => r.status === 'fulfilled');
      expect(won).toHaveLength(1);
      for (const r of results.filter((x) => x.status === 'rejected')) {
        expect((r as PromiseRejectedResult).reason).toBeInstanceOf(VersionConflictError);
      }
      const [streamA, streamB] = [await store.readStream(a), await store.readStream(b)];
      expect(streamB.version).toBe(1);
      // Either the lone append to b won and a stays empty, or one pair won and both hold one event.
      const pairWon = streamA.version === 1;
      expect(streamA.version).toBe(pairWon ? 1 : 0);
      if (pairWon) expect((streamA.events[0]!.data as { n: number }).n).toBe((streamB.events[0]!.data as { n: number }).n);
    });

    it('writes nothing when the extra writes of the transaction fail', async () => {
      const [a, b] = [uniqueId('a-'), uniqueId('b-')];
      await expect(
        store.appendToStreams(
          [
            { streamId: a, events: [event(1)], expectedVersion: 'no_stream' },
            { streamId: b, events: [other(1)], expectedVersion: 'no_stream' },
          ],
          { context, inTransaction: (client) => client.query('SELECT 1/0').then(() => undefined) },
        ),
      ).rejects.toThrow(/division by zero/);
      expect(await rowsOf(a, b)).toEqual([]);
    });
  });
});
