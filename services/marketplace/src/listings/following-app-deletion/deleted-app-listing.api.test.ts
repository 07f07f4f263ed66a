import { Client } from 'pg';
import type { components } from '@portal/contracts';
import { ApiSession, eventually, signedInAdmin, signedUpDeveloper, testEnv, uniqueId } from '@portal/test-kit';
import { publishListing } from '../catalog/published.testing';

type CatalogListing = components['schemas']['CatalogListing'];
type ErrorBody = { message: string };

/**
 * The catalog's kept totals against the rows they count, read in one statement (one snapshot), so the other tests'
 * writes meanwhile cannot make it differ: a listing leaving or rejoining the catalog moves its counters with it.
 */
const countersMatchRows = async (): Promise<boolean> => {
  const db = new Client({ connectionString: testEnv.postgresUrl('portal_projection') });
  await db.connect();
  try {
    const { rows } = await db.query<{ published: boolean; categories: boolean }>(`
      SELECT coalesce((SELECT n FROM list_counts WHERE key = 'marketplace_listings:published'), 0)
               = (SELECT count(*) FROM marketplace_listings WHERE published_at IS NOT NULL) AS published,
             NOT EXISTS (
               SELECT 1
                 FROM (SELECT key, n FROM list_counts WHERE key LIKE 'marketplace_listings:category:%' AND n <> 0) k
                 FULL JOIN (SELECT 'marketplace_listings:category:' || category AS key, count(*) AS n
                              FROM (SELECT DISTINCT id, category FROM marketplace_listings, unnest(category_ids) AS category
                                     WHERE published_at IS NOT NULL) listed
                             GROUP BY category) c USING (key)
                WHERE k.n IS DISTINCT FROM c.n) AS categories`);
    return rows[0]!.published && rows[0]!.categories;
  } finally {
    await db.end();
  }
};

/**
 * A deleted app's OAuth client no longer works, so its listing leaves the public Marketplace (page, catalog, installs)
 * once the marketplace has followed the app's deletion from Kafka, and is back as it was when an admin undeletes it.
 */
describe("a deleted app's Marketplace listing (real API and Kafka)", () => {
  it('is hidden and not installable while the app is deleted, and public again, unchanged, once an admin undeletes it', async () => {
    const { session: developer } = await signedUpDeveloper('deleted-listing-dev');
    const admin = await signedInAdmin();
    const marker = uniqueId('zd').toLowerCase();
    const appId = await publishListing(developer, admin, `Crew ${marker}`, ['field'], true);
    const { session: installer } = await signedUpDeveloper('deleted-listing-installer');
    const anonymous = new ApiSession();
    const page = () => anonymous.get<Record<string, unknown> & ErrorBody>(`/api/v1/marketplace/listings/${appId}`);
    const catalog = () => anonymous.get<CatalogListing[]>(`/api/v1/marketplace/listings?filters[search]=${marker}`);
    const install = (company: string) =>
      installer.post<{ installation_id: string } & ErrorBody>(`/api/v1/marketplace/listings/${appId}/installations`, {
        company_name: company,
      });

    // Published: on its page, in the catalog (the projection's table, so eventually), installable.
    const shown = await page();
    expect(shown.status).toBe(200);
    const listed = await eventually(async () => {
      const found = await catalog();
      return found.body.length === 1 ? found : null;
    }, 30000);
    expect(listed.headers.get('total')).toBe('1');
    expect(listed.body[0]).toMatchObject({ id: appId, public_name: `Crew ${marker}` });
    const keptCompany = uniqueId('Kept Builders ');
    const kept = await install(keptCompany);
    const leaving = await install(uniqueId('Leaving Builders '));
    expect([kept.status, leaving.status]).toEqual([201, 201]);

    expect((await developer.request('DELETE', `/api/v1/developer_apps/${appId}`)).status).toBe(204);

    // The page answers as for a listing never published; the catalog lists it no more, nor counts it.
    const gone = await eventually(async () => {
      const answer = await page();
      return answer.status === 404 ? answer : null;
    }, 30000);
    expect(gone.body.message).toBe('No such Marketplace listing');
    const unlisted = await eventually(async () => {
      const found = await catalog();
      return found.body.length === 0 ? found : null;
    }, 30000);
    expect(unlisted.headers.get('total')).toBe('0');
    expect(await countersMatchRows()).toBe(true);

    const refused = await install(uniqueId('Late Builders '));
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('No such Marketplace listing');
    // An installation made before still uninstalls.
    const uninstalled = await installer.request(
      'DELETE',
      `/api/v1/marketplace/listings/${appId}/installations/${leaving.body.installation_id}`,
    );
    expect(uninstalled.status).toBe(204);

    // The developer no longer reaches the listing (the apps service answers 404 for a deleted app); an admin still does.
    expect((await developer.get(`/api/v1/developer_apps/${appId}/submission`)).status).toBe(404);
    const edit = await developer.request('PATCH', `/api/v1/submissions/${appId}`, { body: { submission: { tagline: 'Still here?' } } });
    expect(edit.status).toBe(404);
    expect((await admin.get(`/api/v1/admin/developer_apps/${appId}/submission`)).status).toBe(200);

    const undeleted = await admin.request('PATCH', `/api/v1/admin/developer_apps/${appId}`, {
      body: { developer_app: { deleted_at: null } },
    });
    expect(undeleted.status).toBe(200);

    // Back as it was: the same page, the same catalog entry (its publication date included), installable again.
    const back = await eventually(async () => {
      const answer = await page();
      return answer.status === 200 ? answer : null;
    }, 30000);
    expect(back.body).toEqual(shown.body);
    const relisted = await eventually(async () => {
      const found = await catalog();
      return found.body.length === 1 ? found : null;
    }, 30000);
    expect(relisted.headers.get('total')).toBe('1');
    expect(relisted.body).toEqual(listed.body);
    expect(await countersMatchRows()).toBe(true);
    expect((await install(uniqueId('Returning Builders '))).status).toBe(201);
    // The installation from before the deletion is still there.
    expect((await install(keptCompany)).status).toBe(409);
  });
});
