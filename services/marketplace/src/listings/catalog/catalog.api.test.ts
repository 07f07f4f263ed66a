import { Client } from 'pg';
import type { components } from '@portal/contracts';
import { ApiSession, eventually, signedInAdmin, signedUpDeveloper, testEnv, uniqueId } from '@portal/test-kit';
import { publishListing } from './published.testing';

type CatalogListing = components['schemas']['CatalogListing'];

/** Approved listings reach the public catalog (the projection's read table); drafts never do. */
describe('the public Marketplace catalog', () => {
  it('lists an approved listing by a substring of its name and by category, shows its published content, and never a draft', async () => {
    const { session: developer } = await signedUpDeveloper('catalog');
    const admin = await signedInAdmin();
    const marker = uniqueId('zq').toLowerCase();
    const takeoff = await publishListing(developer, admin, `Takeoff ${marker}`, ['bidding', 'bim'], true);
    const field = await publishListing(developer, admin, `Field ${marker}`, ['field'], true);
    await publishListing(developer, admin, `Draft ${marker}`, ['bidding'], false);

    const anonymous = new ApiSession();
    const search = (query: string) => anonymous.get<CatalogListing[]>(`/api/v1/marketplace/listings?${query}`);
    const found = await eventually(async () => {
      const page = await search(`filters[search]=${marker.slice(2, 9)}`);
      return page.body.length === 2 ? page : null;
    }, 20000);
    expect(found.status).toBe(200);
    expect(found.headers.get('total')).toBe('2');
    expect(found.body.map((l) => l.id).sort()).toEqual([takeoff, field].sort());
    expect(found.body.find((l) => l.id === takeoff)).toMatchObject({
      public_name: `Takeoff ${marker}`,
      category_ids: ['bidding', 'bim'],
      version: 1,
    });

    const bidding = await search(`filters[search]=${marker}&filters[category][]=bidding`);
    expect(bidding.body.map((l) => l.id)).toEqual([takeoff]);
    expect((await search(`filters[search]=${marker}&sort=name`)).body.map((l) => l.public_name)).toEqual([
      `Field ${marker}`,
      `Takeoff ${marker}`,
    ]);
    expect((await search('sort=popularity')).status).toBe(422);

    const page = await anonymous.get<{ public_name: string; security_questionnaire?: unknown; media: unknown[] }>(
      `/api/v1/marketplace/listings/${takeoff}`,
    );
    expect(page.status).toBe(200);
    expect(page.body.public_name).toBe(`Takeoff ${marker}`);
    expect(page.body.security_questionnaire).toBeUndefined();
    expect(page.body.media.length).toBeGreaterThanOrEqual(4);

    // That view was recorded as an anonymous visit of the listing (today's visits stream of the app).
    const db = new Client({ connectionString: testEnv.postgresUrl('portal_marketplace') });
    await db.connect();
    try {
      const { rows } = await db.query<{ data: { appId: string; visitorId: string | null } }>(
        `SELECT data FROM es_events WHERE stream_id LIKE $1 AND type = 'marketplace.visit.recorded'`,
        [`marketplace-visits-${takeoff}-%`],
      );
      expect(rows.map((r) => r.data)).toEqual([expect.objectContaining({ appId: takeoff, visitorId: null })]);
    } finally {
      await db.end();
    }
  });
});
