import { createKafka } from '@portal/eventsourcing';
import { eventually, signedUpDeveloper, testEnv, uniqueId } from '@portal/test-kit';
import { Pool } from 'pg';
import { publishStreamAgain } from '../stored-events.testing';

/**
 * Each read table against the running stack: the entity's events are published to Kafka again
 * (twice, as a redelivery or a replay would), then one new event of the same stream follows on the
 * same partition. The row must show exactly that new event's effect, nothing from the duplicates.
 */
describe('read tables (real Kafka and PostgreSQL)', () => {
  const projection = new Pool({ connectionString: testEnv.postgresUrl('portal_projection'), max: 2 });
  const stores = {
    identity: new Pool({ connectionString: testEnv.postgresUrl('portal_identity'), max: 1 }),
    apps: new Pool({ connectionString: testEnv.postgresUrl('portal_apps'), max: 1 }),
  };
  const producer = createKafka({ clientId: uniqueId('read-tables-test'), brokers: testEnv.kafkaBrokers }).producer();

  beforeAll(() => producer.connect());
  afterAll(async () => {
    await producer.disconnect();
    await Promise.all([projection.end(), stores.identity.end(), stores.apps.end()]);
  });

  const rowOf = async (table: string, where: string, value: string): Promise<Record<string, unknown> | null> => {
    const { rows } = await projection.query<Record<string, unknown>>(`SELECT * FROM ${table} WHERE ${where} = $1`, [value]);
    return rows[0] ?? null;
  };

  /** The stream's stored events, published again twice, as the outbox relay published them. */
  const publishAgain = async (source: keyof typeof stores, streamId: string): Promise<void> => {
    expect(await publishStreamAgain(stores[source], producer, source, streamId)).toBeGreaterThan(0);
  };

  const streamOf = async (source: keyof typeof stores, where: string, value: string): Promise<string> => {
    const { rows } = await stores[source].query<{ stream_id: string }>(
      `SELECT stream_id FROM es_events WHERE stream_version = 1 AND ${where} = $1 LIMIT 1`,
      [value],
    );
    return rows[0]!.stream_id;
  };

  /** The row once it reflects a revision past `rev`. */
  const after = (table: string, id: string, rev: number) =>
    eventually(async () => {
      const row = await rowOf(table, 'id', id);
      return row && Number(row.rev) > rev ? row : null;
    }, 30000);

  it('keeps the unfiltered lists totals equal to the rows they count (one statement: one snapshot)', async () => {
    const { rows } = await projection.query<Record<string, boolean>>(`SELECT
      (SELECT n FROM list_counts WHERE key = 'developers') = (SELECT count(*) FROM developers) AS developers,
      (SELECT n FROM list_counts WHERE key = 'developer_apps') = (SELECT count(*) FROM developer_apps) AS apps,
      (SELECT n FROM list_counts WHERE key = 'developer_apps:live') = (SELECT count(*) FROM developer_apps WHERE deleted_at IS NULL) AS live_apps,
      coalesce((SELECT n FROM list_counts WHERE key = 'oauth_applications:production:live'), 0)
        = (SELECT count(*) FROM oauth_applications WHERE deleted_at IS NULL AND environment = 'production') AS production_clients,
      coalesce((SELECT n FROM list_counts WHERE key = 'marketplace_listings:published'), 0)
        = (SELECT count(*) FROM marketplace_listings WHERE published_at IS NOT NULL) AS published_listings`);
    expect(rows[0]).toEqual({ developers: true, apps: true, live_apps: true, production_clients: true, published_listings: true });
    // Each category's total is the listings a one-category filter finds (a listing naming a category twice counts once).
    const categories = await projection.query(`SELECT coalesce(k.key, c.key) AS key, k.n AS kept, c.n AS counted
      FROM (SELECT key, n FROM list_counts WHERE key LIKE 'marketplace_listings:category:%' AND n <> 0) k
      FULL JOIN (SELECT 'marketplace_listings:category:' || category AS key, count(*) AS n
                   FROM (SELECT DISTINCT id, category FROM marketplace_listings, unnest(category_ids) AS category
                          WHERE published_at IS NOT NULL) listed
                  GROUP BY category) c ON c.key = k.key
     WHERE k.n IS DISTINCT FROM c.n`);
    expect(categories.rows).toEqual([]);
  });

  it('developers: duplicated and replayed sign-ups change nothing', async () => {
    const developer = await signedUpDeveloper('tabledev');
    const before = await eventually(() => rowOf('developers', 'id', developer.id), 30000);
    expect(before).toMatchObject({ rev: 1, email: developer.email, name: 'Test Developer' });

    await publishAgain('identity', await streamOf('identity', "data->>'developerId'", developer.id));
    expect((await developer.session.post('/api/v1/email_confirmations/resend')).status).toBe(202);
    expect(await after('developers', developer.id, 1)).toEqual({ ...before, rev: 2 });
  });

  it('developer_apps: duplicated and replayed app events change nothing', async () => {
    const owner = await signedUpDeveloper('tableapps');
    const created = await owner.session.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Table app ') });
    expect(created.status).toBe(201);
    const appId = created.body.id;
    const before = (await eventually(() => rowOf('developer_apps', 'id', appId), 30000))!;
    expect(before).toMatchObject({ owner_id: owner.id, owner_email: owner.email, deleted_at: null, in_review: false });

    await publishAgain('apps', await streamOf('apps', "data->>'appId'", appId));
    const renamed = uniqueId('Renamed ');
    const patched = await owner.session.request('PATCH', `/api/v1/developer_apps/${appId}`, {
      body: { developer_app: { internal_name: renamed } },
    });
    expect(patched.status).toBe(200);
    const rev = Number(before.rev);
    // A developer's rename is two events (the public name follows it): two revisions, nothing more.
    expect(await after('developer_apps', appId, rev + 1)).toEqual({
      ...before,
      rev: rev + 2,
      internal_name: renamed,
      internal_name_key: renamed.toLowerCase(),
      name: renamed,
      name_key: renamed.toLowerCase(),
      updated_at: expect.any(Date),
    });
  });

  it('app_sandboxes: duplicated and replayed sandbox events change nothing', async () => {
    const owner = await signedUpDeveloper('tablesandbox');
    const created = await owner.session.post<{ id: string; sandbox: { id: string } }>('/api/v1/developer_apps', {
      internal_name: uniqueId('Sandbox app '),
    });
    expect(created.status).toBe(201);
    const sandboxId = created.body.sandbox.id;
    const before = (await eventually(async () => {
      const row = await rowOf('app_sandboxes', 'id', sandboxId);
      return row?.status === 'live' ? row : null;
    }, 60000))!;
    expect(before).toMatchObject({ app_id: created.body.id, status: 'live' });

    await publishAgain('apps', await streamOf('apps', "CASE WHEN type = 'apps.sandbox.requested' THEN data->>'sandboxId' END", sandboxId));
    const patched = await owner.session.request('PATCH', `/api/v1/sandboxes/${sandboxId}`, {
      body: { sandbox: { redirect_uri: 'https://sandbox.example.com/cb' } },
    });
    expect(patched.status).toBe(200);
    const rev = Number(before.rev);
    expect(await after('app_sandboxes', sandboxId, rev)).toEqual({ ...before, rev: rev + 1 });
  });

  it('oauth_applications: duplicated and replayed client events change nothing', async () => {
    const owner = await signedUpDeveloper('tableclients');
    const created = await owner.session.post<{ id: string; uid: string }>('/api/v1/developer_apps', {
      internal_name: uniqueId('Client app '),
    });
    expect(created.status).toBe(201);
    const { uid } = created.body;
    const before = (await eventually(() => rowOf('oauth_applications', 'id', uid), 30000))!;
    expect(before).toMatchObject({ app_id: created.body.id, environment: 'production', owner_email: owner.email, deleted_at: null });

    await publishAgain('identity', await streamOf('identity', "data->>'clientId'", uid));
    expect((await owner.session.post(`/api/v1/oauth_applications/${uid}/reset_secret`, {})).status).toBe(200);
    const rev = Number(before.rev);
    expect(await after('oauth_applications', uid, rev)).toEqual({ ...before, rev: rev + 1 });
  });
});
