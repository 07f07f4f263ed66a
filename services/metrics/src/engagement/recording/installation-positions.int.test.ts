import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@portal/eventsourcing';
import { AppliedPositions } from '@portal/service-runtime';
import { ensureTestDatabase } from '@portal/test-kit';
import { Pool } from 'pg';
import { METRICS_POSITIONS, POSITIONS_DDL } from '../../positions/applied-positions';
import { ENGAGEMENT_DDL } from '../engagement.tables';
import { marketplaceEnvelope } from '../marketplace-envelopes.testing';
import { EngagementRecorder } from './engagement-recorder';
import { EngagementMessageController } from './message.controller';

const envelope = (source: string, type: string, streamId: string, streamVersion: number, data: Record<string, unknown>) =>
  marketplaceEnvelope(type, streamId, streamVersion, data, source);
const tokenOf = (event: EventEnvelope) => `${event.source}:${event.position}`;

/**
 * The markers the gateway waits for after an install or uninstall (read-your-writes on "my installations"): written
 * once the recorder applied the event, and again for a redelivered event the recorder refuses as applied already.
 */
describe('installation positions of the engagement consumer (PostgreSQL)', () => {
  let pool: Pool;
  let recorder: EngagementRecorder;
  let positions: AppliedPositions;
  let consumer: EngagementMessageController;

  beforeAll(async () => {
    pool = new Pool({ connectionString: await ensureTestDatabase('portal_metrics_engagement_test'), max: 8 });
    for (const ddl of [...ENGAGEMENT_DDL, ...POSITIONS_DDL]) await pool.query(ddl);
    recorder = new EngagementRecorder(pool);
    positions = new AppliedPositions(pool, METRICS_POSITIONS);
    consumer = new EngagementMessageController(recorder, positions);
  });

  afterAll(async () => {
    await pool.end();
  });

  const source = () => `marketplace-${randomUUID().slice(0, 8)}`;
  const installation = (from: string, appId: string) => {
    const id = randomUUID().replace(/-/g, '');
    const company = { installationId: id, appId, companyName: 'Harbor', demo: false };
    return {
      installed: envelope(from, 'marketplace.installation.installed', `marketplace-installation-${id}`, 1, {
        ...company,
        installerId: 'u1',
        installerEmail: 'u1@example.com',
        at: '2026-03-01T11:00:00.000Z',
      }),
      uninstalled: envelope(from, 'marketplace.installation.uninstalled', `marketplace-installation-${id}`, 2, {
        ...company,
        actorId: 'u1',
        at: '2026-03-01T12:00:00.000Z',
      }),
    };
  };
  const rowsOf = async (appId: string) =>
    (await pool.query(`SELECT installation_id, status, rev FROM metrics_installations WHERE app_id = $1`, [appId])).rows;
  const markers = async (token: string) =>
    Number((await pool.query<{ n: string }>(`SELECT count(*) AS n FROM metrics_applied_positions WHERE token = $1`, [token])).rows[0]!.n);

  it('records an install and an uninstall once applied: another replica sees both at once', async () => {
    const appId = randomUUID();
    const { installed, uninstalled } = installation(source(), appId);
    const otherReplica = new AppliedPositions(pool, METRICS_POSITIONS);
    expect(await otherReplica.waitFor([tokenOf(installed)], 0)).toEqual([tokenOf(installed)]);

    await consumer.onInstalled(installed);
    expect(await rowsOf(appId)).toEqual([expect.objectContaining({ status: 'installed', rev: 1 })]);
    expect(await otherReplica.waitFor([tokenOf(installed)], 0)).toEqual([]);

    // A waiter already waiting is woken by the record (this replica: from memory).
    const waiting = positions.waitFor([tokenOf(uninstalled)], 2000);
    await consumer.onUninstalled(uninstalled);
    expect(await waiting).toEqual([]);
    expect(await rowsOf(appId)).toEqual([expect.objectContaining({ status: 'uninstalled', rev: 2 })]);
  });

  it('records a duplicate the recorder refuses, so a wait for it never hangs; one marker, the tables unchanged', async () => {
    const appId = randomUUID();
    const { installed, uninstalled } = installation(source(), appId);
    await consumer.onInstalled(installed);
    await consumer.onUninstalled(uninstalled);
    const before = await rowsOf(appId);
    // The markers are gone (swept after an hour, or never written: a crash between the commit and the marker).
    await pool.query(`DELETE FROM metrics_applied_positions WHERE token = ANY($1::text[])`, [[tokenOf(installed), tokenOf(uninstalled)]]);

    // Redelivered, in reverse order and twice at once: the guard refuses every one, and every one is marked.
    const fresh = new AppliedPositions(pool, METRICS_POSITIONS);
    const replica = new EngagementMessageController(recorder, fresh);
    await Promise.all([replica.onUninstalled(uninstalled), replica.onInstalled(installed), replica.onInstalled(installed)]);
    expect(await rowsOf(appId)).toEqual(before);
    expect(await new AppliedPositions(pool, METRICS_POSITIONS).waitFor([tokenOf(installed), tokenOf(uninstalled)], 0)).toEqual([]);
    expect(await markers(tokenOf(installed))).toBe(1);
    expect(await markers(tokenOf(uninstalled))).toBe(1);
  });

  it('marks nothing when the recorder failed (the event is retried), nor a visit (nobody waits for one)', async () => {
    const appId = randomUUID();
    const { installed } = installation(source(), appId);
    const failing = jest.spyOn(recorder, 'apply').mockRejectedValueOnce(new Error('postgres away'));
    await expect(consumer.onInstalled(installed)).rejects.toThrow('postgres away');
    failing.mockRestore();
    expect(await markers(tokenOf(installed))).toBe(0);

    const visit = envelope(source(), 'marketplace.visit.recorded', `marketplace-visits-${appId}-2026-03-01`, 1, {
      appId,
      visitorId: null,
      at: '2026-03-01T10:00:00.000Z',
    });
    await consumer.onVisit(visit);
    expect(await markers(tokenOf(visit))).toBe(0);
  });
});
