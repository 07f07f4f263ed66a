import { ConflictError, type Decider, type DomainEvent } from '@portal/decider';
import { ensureTestDatabase, uniqueId } from '@portal/test-kit';
import { Pool } from 'pg';
import { migrate } from './migrations';
import { PgEventStore } from './event-store';
import { appendDecisions, EventSourcedRepository, StaleVersionError } from './event-sourced-repository';

type CounterEvent = DomainEvent<'kittest.counter.added', { by: number }>;
type CounterCommand = { type: 'Add'; by: number } | { type: 'AddNothing' };
const counter: Decider<{ total: number }, CounterCommand, CounterEvent> = {
  initialState: () => ({ total: 0 }),
  decide: (command, state) => {
    if (command.type === 'AddNothing') return [];
    if (state.total + command.by > 10) throw new ConflictError('Too much');
    return [{ type: 'kittest.counter.added', data: { by: command.by } }];
  },
  evolve: (state, event) => ({ total: state.total + event.data.by }),
};

const context = { correlationId: 'test' };

describe('EventSourcedRepository (real PostgreSQL)', () => {
  let pool: Pool;
  let store: PgEventStore;
  let counters: EventSourcedRepository<{ total: number }, CounterCommand, CounterEvent>;

  beforeAll(async () => {
    pool = new Pool({ connectionString: await ensureTestDatabase('portal_kit_test') });
    await migrate(pool);
    // An older shape of the event (schema version 0 here) carried `amount`; the store lifts it when read.
    store = new PgEventStore(pool, 'kittest', [
      { type: 'kittest.counter.added', fromVersion: 0, upcast: (data) => ({ by: (data as { amount: number }).amount }) },
    ]);
    counters = new EventSourcedRepository(store, counter, (id) => `counter-${id}`);
  });
  afterAll(() => pool.end());

  it('loads by folding upcast events, decides and appends at the loaded version', async () => {
    const id = uniqueId('');
    await store.appendToStream(`counter-${id}`, [{ type: 'kittest.counter.added', data: { amount: 2 }, schemaVersion: 0 }], {
      expectedVersion: 'no_stream',
      context,
    });
    const result = await counters.handle(id, { type: 'Add', by: 3 }, context);
    expect(result.state).toEqual({ total: 5 });
    expect(result.nextExpectedVersion).toBe(2);
    expect(await counters.load(id)).toEqual({ state: { total: 5 }, version: 2, position: result.lastPosition });
  });

  it('tells whether a stream began with what a command makes, apart from its varying fields (beganWith)', async () => {
    const id = uniqueId('');
    expect(await counters.beganWith(id, { type: 'Add', by: 2 }, [])).toBe(false);
    await counters.handle(id, { type: 'Add', by: 2 }, context);
    await counters.handle(id, { type: 'Add', by: 5 }, context);
    expect(await counters.beganWith(id, { type: 'Add', by: 2 }, [])).toBe(true);
    expect(await counters.beganWith(id, { type: 'Add', by: 5 }, [])).toBe(false);
    expect(await counters.beganWith(id, { type: 'Add', by: 5 }, ['by'])).toBe(true);
    expect(await counters.beganWith(id, { type: 'AddNothing' }, [])).toBe(false);
  });

  it('answers a command that changes nothing with where the stream stands', async () => {
    const id = uniqueId('');
    const added = await counters.handle(id, { type: 'Add', by: 1 }, context);
    const unchanged = await counters.handle(id, { type: 'AddNothing' }, context);
    expect(unchanged).toMatchObject({ nextExpectedVersion: 1, lastPosition: added.lastPosition, envelopes: [] });
  });

  it('refuses a stale If-Match with a typed 412 error and accepts the current one', async () => {
    const id = uniqueId('');
    await counters.handle(id, { type: 'Add', by: 1 }, context);
    await counters.handle(id, { type: 'Add', by: 1 }, context);
    await expect(counters.handle(id, { type: 'Add', by: 1 }, context, { ifMatch: [1] })).rejects.toBeInstanceOf(StaleVersionError);
    await expect(counters.handle(id, { type: 'Add', by: 1 }, context, { ifMatch: [1] })).rejects.toMatchObject({
      code: 'precondition_failed',
      actualVersion: 2,
    });
    expect((await counters.handle(id, { type: 'Add', by: 1 }, context, { ifMatch: [1, 2] })).state.total).toBe(3);
  });

  it('lets the writes of inTransaction see the decision, and commit or fail with the events', async () => {
    const id = uniqueId('');
    const seen: number[] = [];
    await counters.handle(id, { type: 'Add', by: 4 }, context, {
      inTransaction: async (client, decision) => {
        seen.push(decision.state.total);
        await client.query('SELECT 1');
      },
    });
    expect(seen).toEqual([4]);
    await expect(
      counters.handle(id, { type: 'Add', by: 1 }, context, { inTransaction: (client) => client.query('SELECT 1/0').then(() => undefined) }),
    ).rejects.toThrow(/division by zero/);
    expect((await counters.load(id)).version).toBe(1);
  });

  it('commits the decisions of two streams together (appendDecisions)', async () => {
    const [a, b] = [uniqueId(''), uniqueId('')];
    const first = await counters.decide(a, { type: 'Add', by: 1 });
    const second = await counters.decide(b, { type: 'Add', by: 2 });
    const nothing = await counters.decide(uniqueId(''), { type: 'AddNothing' });
    const [ra, rb, rn] = await appendDecisions(store, [first, second, nothing], { context });
    expect([ra!.nextExpectedVersion, rb!.nextExpectedVersion, rn!.nextExpectedVersion]).toEqual([1, 1, 0]);
    expect((await counters.load(a)).state.total).toBe(1);
    expect((await counters.load(b)).state.total).toBe(2);

    // Decided on a version another writer has since moved past: neither stream is written.
    const staleA = await counters.decide(a, { type: 'Add', by: 1 });
    const freshB = await counters.decide(b, { type: 'Add', by: 1 });
    await counters.handle(a, { type: 'Add', by: 5 }, context);
    await expect(appendDecisions(store, [staleA, freshB], { context })).rejects.toMatchObject({ code: 'version_conflict' });
    expect((await counters.load(b)).version).toBe(1);
  });
});
