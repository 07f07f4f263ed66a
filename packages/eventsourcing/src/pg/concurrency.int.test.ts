import { ensureTestDatabase, eventually, signedUpDeveloper, testEnv, uniqueId } from '@portal/test-kit';
import type { Kafka } from 'kafkajs';
import type { Pool as PgPool, PoolClient } from 'pg';
import { Pool } from 'pg';
import type { EventEnvelope } from '../envelope';
import { EventConsumer } from '../kafka/event-consumer';
import { createKafka } from '../kafka/kafka-client';
import { OutboxRelay } from '../outbox/outbox-relay';
import { PgEventStore } from './event-store';
import { migrate } from './migrations';

/** The int step runs 20 s; `npm run chaos` (CHAOS_LONG=1) the 10 minutes. */
const LONG = process.env.CHAOS_LONG === '1';
const DURATION_MS = LONG ? 10 * 60_000 : 20_000;
const WRITERS = 8;
const STREAMS = 24;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What happens to a transaction at COMMIT: it commits, it is rolled back, or it commits late. */
type Fate = 'commit' | 'abort' | 'late';

interface Marker {
  writer: number;
  seq: number;
}

/**
 * A pool whose transactions meet the fate the writer picked: the real PgEventStore runs against it,
 * and only its COMMIT is changed — rolled back (the positions it took are never used), or held back
 * while later positions commit (the gap a reader must not pass).
 */
class FatefulPool {
  fate: Fate = 'commit';

  constructor(private readonly pool: PgPool) {}

  query: PgPool['query'] = ((...args: Parameters<PgPool['query']>) => this.pool.query(...args)) as PgPool['query'];

  async connect(): Promise<PoolClient> {
    const client = await this.pool.connect();
    const fate = this.fate;
    return new Proxy(client, {
      get(target, property) {
        if (property === 'query') {
          return async (text: unknown, ...rest: unknown[]) => {
            if (text === 'COMMIT' && fate === 'abort') {
              await target.query('ROLLBACK');
              throw new Error('aborted by the test');
            }
            if (text === 'COMMIT' && fate === 'late') await sleep(50 + Math.random() * 400);
            return (target.query as (...a: unknown[]) => unknown)(text, ...rest);
          };
        }
        const value = Reflect.get(target, property) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  }
}

describe('8 concurrent writers with aborted and late transactions, the real relay and consumer', () => {
  const prefix = uniqueId('cc');
  const source = `kit-${prefix}`;
  const topic = `${prefix}.thing`;
  const type = `${prefix}.thing.happened`;
  let pool: Pool;
  let kafka: Kafka;
  let relay: OutboxRelay;
  let consumer: EventConsumer;
  const received: EventEnvelope<{ type: string; data: Marker }>[] = [];

  beforeAll(async () => {
    pool = new Pool({ connectionString: await ensureTestDatabase('portal_kit_concurrency'), max: WRITERS + 4 });
    await migrate(pool);
    kafka = createKafka({ clientId: 'concurrency-test', brokers: testEnv.kafkaBrokers });
    relay = new OutboxRelay({ pool, kafka, source, pollIntervalMs: 100 });
    relay.start();
    consumer = new EventConsumer({
      kafka,
      groupId: uniqueId('concurrency-'),
      topics: [topic],
      handle: async (event) => {
        received.push(event as EventEnvelope<{ type: string; data: Marker }>);
      },
    });
    await consumer.start();
  });

  afterAll(async () => {
    await consumer?.stop();
    await relay?.stop();
    await pool?.end();
  });

  it(
    'delivers every committed event exactly once, in stream order, and none of the aborted',
    async () => {
      const committed = new Map<string, { stream: string; version: number }>();
      const aborted = new Set<string>();
      const counts = { commit: 0, late: 0, abort: 0, conflicts: 0 };
      const deadline = Date.now() + DURATION_MS;

      const writer = async (index: number): Promise<void> => {
        const fateful = new FatefulPool(pool);
        const store = new PgEventStore(fateful as unknown as PgPool, source);
        for (let seq = 0; Date.now() < deadline; seq++) {
          const stream = `${prefix}-s${Math.floor(Math.random() * STREAMS)}`;
          const dice = Math.random();
          const fate: Fate = dice < 0.2 ? 'abort' : dice < 0.4 ? 'late' : 'commit';
          fateful.fate = fate;
          const marker = `${index}:${seq}`;
          const events = [{ type, data: { writer: index, seq } }];
          // The transaction path (where COMMIT can be changed) for every fate; the one-statement path for some plain commits.
          const viaTransaction = fate !== 'commit' || Math.random() < 0.5;
          try {
            const result = await store.appendToStreams([{ streamId: stream, events, expectedVersion: 'any' }], {
              context: { correlationId: marker },
              ...(viaTransaction ? { inTransaction: async () => undefined } : {}),
            });
            if (fate === 'abort') throw new Error(`${marker} committed although aborted`);
            committed.set(marker, { stream, version: result.streams[0]!.nextExpectedVersion });
            counts[fate] += 1;
          } catch (error) {
            if ((error as Error).message === 'aborted by the test') {
              aborted.add(marker);
              counts.abort += 1;
            } else if ((error as Error).name === 'VersionConflictError' || /conflict/i.test((error as Error).message)) {
              // Two writers raced for one stream's next version: the loser wrote nothing.
              aborted.add(marker);
              counts.conflicts += 1;
            } else throw error;
          }
        }
      };
      await Promise.all(Array.from({ length: WRITERS }, (_, i) => writer(i)));
      expect(counts.commit + counts.late).toBe(committed.size);
      expect(counts.abort).toBeGreaterThan(0);
      expect(counts.late).toBeGreaterThan(0);

      const markerOf = (e: EventEnvelope<{ type: string; data: Marker }>) => `${e.data.writer}:${e.data.seq}`;
      await eventually(async () => new Set(received.map(markerOf)).size >= committed.size, 120_000, 500);
      // Late duplicates or strays would show up now.
      await sleep(2000);

      const markers = received.map(markerOf);
      expect(markers.filter((m) => aborted.has(m))).toEqual([]);
      expect(markers.length).toBe(new Set(markers).size);
      expect(new Set(markers)).toEqual(new Set(committed.keys()));
      for (const e of received) expect(committed.get(markerOf(e))).toEqual({ stream: e.streamId, version: e.streamVersion });
      // Per stream, in the order the consumer handled them: 1, 2, 3, … without a gap.
      const byStream = new Map<string, number[]>();
      for (const e of received) byStream.set(e.streamId, [...(byStream.get(e.streamId) ?? []), e.streamVersion]);
      for (const versions of byStream.values()) expect(versions).toEqual(versions.map((_, i) => i + 1));
      console.log(`concurrency: ${JSON.stringify({ durationMs: DURATION_MS, ...counts, received: received.length })}`);
    },
    DURATION_MS + 180_000,
  );
});

describe('concurrent updates of one app with the same If-Match', () => {
  it('have exactly one winner; the others get 412 (or 409 when they lost the append itself)', async () => {
    const { session } = await signedUpDeveloper('ifmatch');
    const created = await session.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Race ') });
    expect(created.status).toBe(201);
    const path = `/api/v1/developer_apps/${created.body.id}`;
    const etag = (await session.get(path)).headers.get('etag')!;
    expect(etag).toBeTruthy();
    const K = 8;
    const answers = await Promise.all(
      Array.from({ length: K }, (_, i) =>
        session.request('PATCH', path, { body: { developer_app: { internal_name: `Racer ${i}` } }, headers: { 'if-match': etag } }),
      ),
    );
    // A loser that read the version before the winner committed passes the If-Match check and
    // loses the append instead (409, the store's expected-version conflict); later ones get 412.
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409 || s === 412)).toBe(true);
    const winner = answers.findIndex((a) => a.status === 200);
    expect((await session.get<{ internal_name: string }>(path)).body.internal_name).toBe(`Racer ${winner}`);
  });

  it('without If-Match: 200, or 409 for an update that lost the race, never a 5xx', async () => {
    const { session } = await signedUpDeveloper('nomatch');
    const created = await session.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Race ') });
    const path = `/api/v1/developer_apps/${created.body.id}`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => session.request('PATCH', path, { body: { developer_app: { internal_name: `Racer ${i}` } } })),
    );
    // Each is a 200, or a 409 when two decided on the same version at once.
    for (const a of answers) expect([200, 409]).toContain(a.status);
    const winners = answers.flatMap((a, i) => (a.status === 200 ? [`Racer ${i}`] : []));
    expect(winners.length).toBeGreaterThan(0);
    expect(winners).toContain((await session.get<{ internal_name: string }>(path)).body.internal_name);
  });
});
