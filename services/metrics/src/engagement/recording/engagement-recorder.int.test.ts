import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@portal/eventsourcing';
import { ensureTestDatabase } from '@portal/test-kit';
import { Pool } from 'pg';
import { ENGAGEMENT_DDL } from '../engagement.tables';
import { marketplaceEnvelope as envelope } from '../marketplace-envelopes.testing';
import { EngagementRecorder } from './engagement-recorder';

const hex32 = (): string => randomUUID().replace(/-/g, '');

/** One app's engagement history: two visit days, an install that is removed and made again, a second install. */
const historyOf = (appId: string): EventEnvelope[] => {
  const visits = (day: string, n: number) =>
    Array.from({ length: n }, (_, i) =>
      envelope('marketplace.visit.recorded', `marketplace-visits-${appId}-${day}`, i + 1, {
        appId,
        visitorId: null,
        at: `${day}T10:0${i}:00.000Z`,
      }),
    );
  const x = hex32();
  const y = hex32();
  const company = { appId, companyName: 'Harbor, "Builders"', demo: false };
  return [
    ...visits('2026-03-01', 3),
    ...visits('2026-03-02', 2),
    envelope('marketplace.installation.installed', `marketplace-installation-${x}`, 1, {
      installationId: x,
      ...company,
      installerId: 'u1',
      installerEmail: 'first@example.com',
      at: '2026-03-01T11:00:00.000Z',
    }),
    envelope('marketplace.installation.uninstalled', `marketplace-installation-${x}`, 2, {
      installationId: x,
      ...company,
      actorId: 'u1',
      at: '2026-03-02T09:00:00.000Z',
    }),
    envelope('marketplace.installation.installed', `marketplace-installation-${x}`, 3, {
      installationId: x,
      ...company,
      installerId: 'u2',
      installerEmail: 'second@example.com',
      at: '2026-03-03T08:00:00.000Z',
    }),
    envelope('marketplace.installation.installed', `marketplace-installation-${y}`, 1, {
      installationId: y,
      appId,
      companyName: 'Demo Co',
      demo: true,
      installerId: 'u3',
      installerEmail: null,
      at: '2026-03-01T12:00:00.000Z',
    }),
  ];
};

/**
 * Redelivery (Kafka at-least-once) and replay (a rebuild, a reset offset) hand the recorder events it
 * has already applied, in any order: none of the three tables may change.
 */
describe('engagement recorder (PostgreSQL)', () => {
  let pool: Pool;
  let recorder: EngagementRecorder;

  beforeAll(async () => {
    pool = new Pool({ connectionString: await ensureTestDatabase('portal_metrics_engagement_test'), max: 8 });
    for (const ddl of ENGAGEMENT_DDL) await pool.query(ddl);
    recorder = new EngagementRecorder(pool);
  });

  afterAll(async () => {
    await pool.end();
  });

  const snapshot = async (appId: string) => ({
    views: (
      await pool.query(`SELECT to_char(day, 'YYYY-MM-DD') AS day, count FROM metrics_daily_views WHERE app_id = $1 ORDER BY day`, [appId])
    ).rows,
    installs: (
      await pool.query(`SELECT to_char(day, 'YYYY-MM-DD') AS day, count FROM metrics_daily_installations WHERE app_id = $1 ORDER BY day`, [
        appId,
      ])
    ).rows,
    total: (await pool.query(`SELECT count FROM metrics_app_installation_totals WHERE app_id = $1`, [appId])).rows,
    installations: (
      await pool.query(
        `SELECT installation_id, company_name, company_is_demo, user_email_address, installer_id, status, platform_updated_at, rev
           FROM metrics_installations WHERE app_id = $1 ORDER BY installation_id`,
        [appId],
      )
    ).rows,
  });

  const applyAll = async (events: readonly EventEnvelope[]) => {
    for (const event of events) await recorder.apply(event);
  };

  it('counts visits per day, installs per day (re-installs too) and keeps each installation current', async () => {
    const appId = randomUUID();
    await applyAll(historyOf(appId));
    const state = await snapshot(appId);
    expect(state.views).toEqual([
      { day: '2026-03-01', count: 3 },
      { day: '2026-03-02', count: 2 },
    ]);
    expect(state.installs).toEqual([
      { day: '2026-03-01', count: 2 },
      { day: '2026-03-03', count: 1 },
    ]);
    expect(state.installations.map((row) => [row.status, row.user_email_address, row.installer_id, row.rev]).sort()).toEqual([
      ['installed', null, 'u3', 1],
      ['installed', 'second@example.com', 'u2', 3],
    ]);
    expect(state.total).toEqual([{ count: 2 }]);
  });

  it('keeps the installer through the uninstall (the re-install above names its own)', async () => {
    const appId = randomUUID();
    const [installed, uninstalled] = historyOf(appId).filter((event) => event.type !== 'marketplace.visit.recorded');
    await applyAll([installed!, uninstalled!]);
    expect((await snapshot(appId)).installations.map((row) => [row.status, row.user_email_address, row.installer_id])).toEqual([
      ['uninstalled', 'first@example.com', 'u1'],
    ]);
  });

  it('changes nothing when the same events arrive again: twice, in reverse order, all at once', async () => {
    const appId = randomUUID();
    const events = historyOf(appId);
    await applyAll(events);
    const before = await snapshot(appId);

    await applyAll(events);
    expect(await snapshot(appId)).toEqual(before);
    await applyAll([...events].reverse());
    expect(await snapshot(appId)).toEqual(before);
    await Promise.all([...events, ...events].map((event) => recorder.apply(event)));
    expect(await snapshot(appId)).toEqual(before);
  });

  it('counts a day’s visits right whatever order they first arrive in', async () => {
    const appId = randomUUID();
    const visits = historyOf(appId).filter((event) => event.type === 'marketplace.visit.recorded');
    await applyAll([...visits].reverse());
    expect((await snapshot(appId)).views).toEqual([
      { day: '2026-03-01', count: 3 },
      { day: '2026-03-02', count: 2 },
    ]);
  });

  it('ignores events it does not derive anything from', async () => {
    const appId = randomUUID();
    await recorder.apply(envelope('marketplace.listing.saved', `marketplace-listing-${appId}`, 1, { appId, at: '2026-03-01T00:00:00Z' }));
    expect(await snapshot(appId)).toEqual({ views: [], installs: [], total: [], installations: [] });
  });
});
