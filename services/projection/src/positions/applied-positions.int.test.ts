import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@portal/eventsourcing';
import { AppliedPositions } from '@portal/service-runtime';
import { testEnv, uniqueId } from '@portal/test-kit';
import { Pool } from 'pg';
import { PROJECTION_POSITIONS } from './applied-positions';

const event = (source: string, position: number): EventEnvelope => ({
  id: randomUUID(),
  source,
  type: 'notifications.preference.critical_emails_changed',
  schemaVersion: 1,
  streamId: 'preference-x',
  streamVersion: position,
  position,
  data: {},
  metadata: { correlationId: 'c', causationId: null, actorId: null, recordedAt: new Date().toISOString() },
});

/** The shared markers kit against the projection's database and table (the running stack has migrated it). */
describe('AppliedPositions of the projection (real PostgreSQL)', () => {
  const pool = new Pool({ connectionString: testEnv.postgresUrl('portal_projection'), max: 3 });
  afterAll(() => pool.end());

  it('writes markers recorded at the same time in one statement, and another replica sees them', async () => {
    const source = uniqueId('lag')
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, '-');
    const writer = new AppliedPositions(pool, PROJECTION_POSITIONS);
    const inserts = jest.spyOn(pool, 'query');
    await Promise.all(Array.from({ length: 40 }, (_, i) => writer.record(event(source, i + 1))));
    const statements = inserts.mock.calls.filter(([sql]) => String(sql).includes('INSERT INTO applied_positions')).length;
    inserts.mockRestore();
    // The first statement goes alone or with a few; every later arrival waits and joins the next.
    expect(statements).toBeLessThanOrEqual(2);

    const otherReplica = new AppliedPositions(pool, PROJECTION_POSITIONS);
    const tokens = Array.from({ length: 40 }, (_, i) => `${source}:${i + 1}`);
    expect(await otherReplica.waitFor(tokens, 0)).toEqual([]);
    expect(await otherReplica.waitFor([`${source}:41`], 100)).toEqual([`${source}:41`]);
    // Recorded again (a redelivery): no error, still one marker.
    await writer.record(event(source, 1));
    const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM applied_positions WHERE token = $1', [`${source}:1`]);
    expect(rows[0]!.n).toBe('1');
  });
});
