import { eventually, signedUpDeveloper, testEnv, uniqueId } from '@portal/test-kit';
import { Pool } from 'pg';
import { DEVELOPER_APPS_SEARCH, DEVELOPERS_SEARCH, OAUTH_APPLICATIONS_SEARCH, searchCondition } from './search-companions';

/**
 * The search twins against the running stack: a search's total counted on a twin equals the count
 * on its list table, and live changes (create, rename, delete) reach the twin in the same commit.
 */
describe('search twins (real PostgreSQL)', () => {
  const projection = new Pool({ connectionString: testEnv.postgresUrl('portal_projection'), max: 2 });
  afterAll(() => projection.end());

  const count = async (sql: string, values: unknown[]): Promise<number> => Number((await projection.query(sql, values)).rows[0].n);

  it.each(['ort', 'son', 'a1', 'zzq'])('counts what the list table counts for "%s"', async (term) => {
    const pattern = `%${term}%`;
    expect(await count(`SELECT count(*) AS n FROM developers_search WHERE haystack LIKE $1`, [pattern])).toBe(
      await count(`SELECT count(*) AS n FROM developers WHERE ${searchCondition(DEVELOPERS_SEARCH, '$1')}`, [pattern]),
    );
    expect(await count(`SELECT count(*) AS n FROM developer_apps_search WHERE live AND haystack LIKE $1`, [pattern])).toBe(
      await count(`SELECT count(*) AS n FROM developer_apps WHERE deleted_at IS NULL AND ${searchCondition(DEVELOPER_APPS_SEARCH, '$1')}`, [
        pattern,
      ]),
    );
    for (const environment of ['production', 'sandbox']) {
      expect(
        await count(`SELECT count(*) AS n FROM oauth_applications_search WHERE live AND environment = $2 AND haystack LIKE $1`, [
          pattern,
          environment,
        ]),
      ).toBe(
        await count(
          `SELECT count(*) AS n FROM oauth_applications WHERE deleted_at IS NULL AND environment = $2 AND ${searchCondition(OAUTH_APPLICATIONS_SEARCH, '$1')}`,
          [pattern, environment],
        ),
      );
    }
  });

  it('follows an app through create, rename and delete', async () => {
    const owner = await signedUpDeveloper('twins');
    const first = uniqueId('Twin first ').toLowerCase();
    const created = await owner.session.post<{ id: string }>('/api/v1/developer_apps', { internal_name: first });
    expect(created.status).toBe(201);
    const twin = async () =>
      (
        await projection.query<{ live: boolean; haystack: string }>('SELECT live, haystack FROM developer_apps_search WHERE id = $1', [
          created.body.id,
        ])
      ).rows[0] ?? { live: true, haystack: '' };
    await eventually(async () => (await twin()).haystack.includes(first), 30000);
    expect((await twin()).haystack).toContain(owner.email.toLowerCase());

    const second = uniqueId('Twin second ').toLowerCase();
    expect(
      (
        await owner.session.request('PATCH', `/api/v1/developer_apps/${created.body.id}`, {
          body: { developer_app: { internal_name: second } },
        })
      ).status,
    ).toBe(200);
    await eventually(async () => (await twin()).haystack.includes(second), 30000);
    // The internal name is the first key (the public name keeps the name the app was created with).
    expect((await twin()).haystack.split('\n')[0]).toBe(second);

    expect((await owner.session.request('DELETE', `/api/v1/developer_apps/${created.body.id}`)).status).toBe(204);
    await eventually(async () => (await twin()).live === false, 30000);
  });
});
