import { randomUUID } from 'node:crypto';
import { ensureTestDatabase } from '@portal/test-kit';
import { Pool } from 'pg';
import { ENGAGEMENT_DDL } from '../engagement.tables';
import { marketplaceEnvelope } from '../marketplace-envelopes.testing';
import { EngagementRecorder } from '../recording/engagement-recorder';
import { MY_INSTALLATIONS_LIMIT, MyInstallationsQuery } from './my-installations.query';

const hex32 = (): string => randomUUID().replace(/-/g, '');

const event = (type: string, installationId: string, streamVersion: number, data: Record<string, unknown>) =>
  marketplaceEnvelope(type, `marketplace-installation-${installationId}`, streamVersion, { installationId, demo: false, ...data });

const installed = (id: string, appId: string, companyName: string, installerId: string, at: string, version = 1) =>
  event('marketplace.installation.installed', id, version, { appId, companyName, installerId, installerEmail: null, at });
const uninstalled = (id: string, appId: string, companyName: string, at: string, version = 2) =>
  event('marketplace.installation.uninstalled', id, version, { appId, companyName, actorId: 'someone', at });

/** The installer's own active installations, as the recorder leaves the install feed (PostgreSQL, the real index). */
describe('my installations query (PostgreSQL)', () => {
  let pool: Pool;
  let recorder: EngagementRecorder;
  let query: MyInstallationsQuery;

  beforeAll(async () => {
    pool = new Pool({ connectionString: await ensureTestDatabase('portal_metrics_engagement_test'), max: 4 });
    for (const ddl of ENGAGEMENT_DDL) await pool.query(ddl);
    recorder = new EngagementRecorder(pool);
    query = new MyInstallationsQuery(pool);
  });

  afterAll(async () => {
    await pool.end();
  });

  it("lists the user's installed ones of that app, newest first: not others', not uninstalled ones, not other apps'", async () => {
    const appId = randomUUID();
    const otherApp = randomUUID();
    const [older, newer, gone, theirs, elsewhere, takenOver] = Array.from({ length: 6 }, hex32);
    for (const e of [
      installed(older!, appId, 'Older Co', 'me', '2026-03-01T10:00:00.000Z'),
      installed(newer!, appId, 'Newer Co', 'me', '2026-03-02T10:00:00.000Z'),
      installed(gone!, appId, 'Gone Co', 'me', '2026-03-03T10:00:00.000Z'),
      uninstalled(gone!, appId, 'Gone Co', '2026-03-04T10:00:00.000Z'),
      installed(theirs!, appId, 'Their Co', 'them', '2026-03-05T10:00:00.000Z'),
      installed(elsewhere!, otherApp, 'Elsewhere Co', 'me', '2026-03-05T10:00:00.000Z'),
      // Mine once, uninstalled, then installed again by someone else: theirs now.
      installed(takenOver!, appId, 'Shared Co', 'me', '2026-03-01T09:00:00.000Z'),
      uninstalled(takenOver!, appId, 'Shared Co', '2026-03-02T09:00:00.000Z'),
      installed(takenOver!, appId, 'Shared Co', 'them', '2026-03-03T09:00:00.000Z', 3),
    ])
      await recorder.apply(e);

    expect(await query.of('me', appId)).toEqual([
      { installation_id: newer, app_id: appId, company_name: 'Newer Co', demo: false, installed: true },
      { installation_id: older, app_id: appId, company_name: 'Older Co', demo: false, installed: true },
    ]);
    expect((await query.of('them', appId)).map((i) => i.company_name)).toEqual(['Their Co', 'Shared Co']);
    expect(await query.of('nobody', appId)).toEqual([]);
  });

  it(`answers at most ${MY_INSTALLATIONS_LIMIT}, the newest`, async () => {
    const appId = randomUUID();
    for (let i = 0; i <= MY_INSTALLATIONS_LIMIT; i += 1) {
      const at = new Date(Date.UTC(2026, 2, 1) + i * 60_000).toISOString();
      await recorder.apply(installed(hex32(), appId, `Company ${i}`, 'many', at));
    }
    const mine = await query.of('many', appId);
    expect(mine).toHaveLength(MY_INSTALLATIONS_LIMIT);
    expect(mine[0]!.company_name).toBe(`Company ${MY_INSTALLATIONS_LIMIT}`);
    expect(mine.at(-1)!.company_name).toBe('Company 1');
  });
});
