import { randomBytes } from 'node:crypto';
import type { components } from '@portal/contracts';
import { ApiSession, signedInAdmin, signedUpDeveloper, uniqueId as uniqueName } from '@portal/test-kit';

type Schemas = components['schemas'];
type Item = Schemas['MarketplaceReferenceItem'];
type List = Schemas['MarketplaceReferenceList'];

const ADMIN_LISTS = '/api/v1/admin/marketplace_reference';
/** Ids of this run alone: tests run in parallel against one stack. */
const uniqueId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

/**
 * Applies `change` to the list as it now is and saves it, reloading and trying again when another
 * test saved the same list in between (412): puts back what a test changed without losing theirs.
 */
const edit = async (admin: ApiSession, kind: string, change: (items: Item[]) => Item[]) => {
  for (let attempt = 0; ; attempt++) {
    const current = await admin.get<List>(`${ADMIN_LISTS}/${kind}`);
    expect(current.status).toBe(200);
    const saved = await admin.request<List>('PUT', `${ADMIN_LISTS}/${kind}`, {
      body: { items: change(current.body.items) },
      headers: { 'if-match': current.headers.get('etag')! },
    });
    if (saved.status !== 412 || attempt >= 5) return saved;
  }
};

describe('the listing editor reference data (marketplace service through the gateway)', () => {
  it('serves the categories and the pickers to signed-in users, countries named in the reader language', async () => {
    const { session } = await signedUpDeveloper('marketplace-ref');
    const categories = await session.get<Schemas['MarketplaceCategory'][]>('/api/v1/categories');
    expect(categories.status).toBe(200);
    expect(categories.body.length).toBeGreaterThanOrEqual(3);
    expect(categories.body[0]).toEqual({ id: expect.any(String), name: expect.any(String) });

    const english = await session.get<Schemas['MarketplaceReference']>('/api/v1/marketplace/reference');
    expect(english.status).toBe(200);
    const europe = english.body.regions.find((r) => r.id === 'europe')!;
    expect(europe.countries).toContainEqual({ id: 'de', iso_code: 'DE', name: 'Germany' });
    expect(english.body.security_standards).toContainEqual({ id: 'soc2-type2', standard_name: 'SOC 2', variant: 'Type II' });
    expect(english.body.product_tools.length).toBeGreaterThan(10);
    expect(english.body.sso_providers.map((p) => p.name)).toContain('Okta');

    const french = await session.request<Schemas['MarketplaceReference']>('GET', '/api/v1/marketplace/reference', {
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(french.body.regions.find((r) => r.id === 'europe')!.countries).toContainEqual({ id: 'de', iso_code: 'DE', name: 'Allemagne' });
  });

  it('serves the categories and the reference lists to anyone (the public catalog filters by them, a listing names its regions)', async () => {
    expect((await new ApiSession().get('/api/v1/categories')).status).toBe(200);
    expect((await new ApiSession().get('/api/v1/marketplace/reference')).status).toBe(200);
  });

  it('an admin renames a category and adds one; GET /api/v1/categories shows both, then the list is put back', async () => {
    const admin = await signedInAdmin();
    const added = { id: uniqueId('api-cat'), name: `Drones ${randomBytes(2).toString('hex')}` };
    const renamed = `Heavy Equipment ${randomBytes(2).toString('hex')}`;
    try {
      const loaded = await admin.get<List>(`${ADMIN_LISTS}/categories`);
      expect(loaded.status).toBe(200);
      expect(loaded.headers.get('etag')).toMatch(/^W\/"\d+"$/);
      expect(loaded.body.kind).toBe('categories');
      expect(loaded.body.items).toContainEqual({ id: 'equipment', name: expect.any(String) });

      const saved = await edit(admin, 'categories', (items) => [
        ...items.map((c) => (c.id === 'equipment' ? { ...c, name: `  ${renamed} ` } : c)),
        added,
      ]);
      expect(saved.status).toBe(200);
      expect(saved.headers.get('etag')).toMatch(/^W\/"\d+"$/);
      expect(saved.body.items).toContainEqual({ id: 'equipment', name: renamed });
      expect(saved.body.items.at(-1)).toEqual(added);

      const categories = await new ApiSession().get<Schemas['MarketplaceCategory'][]>('/api/v1/categories');
      expect(categories.body).toContainEqual({ id: 'equipment', name: renamed });
      expect(categories.body).toContainEqual(added);

      // The version the admin loaded is gone now: saving with it again is refused.
      const stale = await admin.request('PUT', `${ADMIN_LISTS}/categories`, {
        body: { items: loaded.body.items },
        headers: { 'if-match': loaded.headers.get('etag')! },
      });
      expect(stale.status).toBe(412);
    } finally {
      const restored = await edit(admin, 'categories', (items) =>
        items.filter((c) => c.id !== added.id).map((c) => (c.id === 'equipment' ? { ...c, name: 'Equipment & Fleet' } : c)),
      );
      expect(restored.status).toBe(200);
    }
    const after = await new ApiSession().get<Schemas['MarketplaceCategory'][]>('/api/v1/categories');
    expect(after.body).toContainEqual({ id: 'equipment', name: 'Equipment & Fleet' });
    expect(after.body.map((c) => c.id)).not.toContain(added.id);
  });

  it('a listing names only listed ids; one an admin removes later stays on the listing that names it, and only there', async () => {
    type Answer = { status: number; body: { fields?: Record<string, string[]>; category_ids?: string[] } };
    const admin = await signedInAdmin();
    const { session: developer } = await signedUpDeveloper('marketplace-ref-ids');
    const newApp = async () =>
      (await developer.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueName('Ref ids ') })).body.id;
    const retiring = { id: uniqueId('api-cat'), name: `Retiring ${randomBytes(2).toString('hex')}` };
    const [kept, other] = [await newApp(), await newApp()];
    let removed = false;
    try {
      expect((await edit(admin, 'categories', (items) => [...items, retiring])).status).toBe(200);
      const started: Answer = await developer.post(`/api/v1/developer_apps/${kept}/submissions`, {
        submission: { public_name: 'Kept', category_ids: [retiring.id] },
      });
      expect(started.status).toBe(201);
      expect((await edit(admin, 'categories', (items) => items.filter((c) => c.id !== retiring.id))).status).toBe(200);
      removed = true;

      // Saving anything else keeps it; adding an unlisted id is refused, naming that id alone.
      const saved: Answer = await developer.request('PATCH', `/api/v1/submissions/${kept}`, {
        body: { submission: { tagline: 'Still here' } },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.category_ids).toEqual([retiring.id]);
      const added: Answer = await developer.request('PATCH', `/api/v1/submissions/${kept}`, {
        body: { submission: { category_ids: [retiring.id, 'no-such-category'] } },
      });
      expect(added.status).toBe(422);
      expect(added.body.fields).toEqual({ category_ids: ['Not one of the listed choices: no-such-category'] });

      // Another listing cannot pick it up once it is gone, nor name an unlisted tool or country.
      const elsewhere: Answer = await developer.post(`/api/v1/developer_apps/${other}/submissions`, {
        submission: { public_name: 'Other', category_ids: [retiring.id], product_tool_ids: ['t-budget'], country_ids: ['gb', 'GB'] },
      });
      expect(elsewhere.status).toBe(422);
      expect(elsewhere.body.fields).toEqual({
        category_ids: [`Not one of the listed choices: ${retiring.id}`],
        product_tool_ids: ['Not one of the listed choices: t-budget'],
        country_ids: ['Not one of the listed choices: GB'],
      });
      expect((await developer.get(`/api/v1/developer_apps/${other}/submission`)).body).toBeNull();
    } finally {
      if (!removed) await edit(admin, 'categories', (items) => items.filter((c) => c.id !== retiring.id));
    }
  });

  it('refuses a bad id, a duplicate id and a bad country code with the field (422), a missing If-Match (428) and a developer (403)', async () => {
    const admin = await signedInAdmin();
    const put = (kind: string, items: unknown[], etag: string) =>
      admin.request<{ message: string; errors: string[]; fields: Record<string, string[]> }>('PUT', `${ADMIN_LISTS}/${kind}`, {
        body: { items },
        headers: { 'if-match': etag },
      });

    const tools = await admin.get<List>(`${ADMIN_LISTS}/product_tools`);
    const toolsTag = tools.headers.get('etag')!;
    const badId = await put('product_tools', [...tools.body.items, { id: 'Not An Id', title: 'Bad' }], toolsTag);
    expect(badId.status).toBe(422);
    expect(badId.body.fields[`items.${tools.body.items.length}.id`]).toEqual([expect.stringMatching(/lowercase letters/)]);
    expect(badId.body.message).toEqual(expect.any(String));
    expect(badId.body.errors.length).toBeGreaterThan(0);

    const duplicate = await put('product_tools', [...tools.body.items, { id: tools.body.items[0]!.id, title: 'Again' }], toolsTag);
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.fields[`items.${tools.body.items.length}.id`]).toEqual(['Another row already uses this id']);

    const regions = await admin.get<List>(`${ADMIN_LISTS}/regions`);
    expect(regions.body.items.find((r) => r.id === 'europe')?.country_codes).toContain('DE');
    const badCode = await put(
      'regions',
      [...regions.body.items, { id: uniqueId('api-region'), name: 'Nowhere', country_codes: ['DE', 'usa'] }],
      regions.headers.get('etag')!,
    );
    expect(badCode.status).toBe(422);
    expect(badCode.body.fields[`items.${regions.body.items.length}.country_codes`]).toEqual([expect.stringContaining('"usa"')]);

    const standards = await admin.get<List>(`${ADMIN_LISTS}/security_standards`);
    const noName = await put('security_standards', [{ id: 'x', standard_name: '  ', variant: null }], standards.headers.get('etag')!);
    expect(noName.status).toBe(422);
    expect(noName.body.fields['items.0.standard_name']).toEqual(['This field is required']);

    const noIfMatch = await admin.request('PUT', `${ADMIN_LISTS}/product_tools`, { body: { items: tools.body.items } });
    expect(noIfMatch.status).toBe(428);
    expect((await admin.get(`${ADMIN_LISTS}/no_such_list`)).status).toBe(404);

    const { session: developer } = await signedUpDeveloper('marketplace-ref-admin');
    expect((await developer.get(`${ADMIN_LISTS}/categories`)).status).toBe(403);
    const refused = await developer.request('PUT', `${ADMIN_LISTS}/categories`, {
      body: { items: [{ id: 'hacked', name: 'Hacked' }] },
      headers: { 'if-match': 'W/"0"' },
    });
    expect(refused.status).toBe(403);
    expect((await new ApiSession().get(`${ADMIN_LISTS}/categories`)).status).toBe(401);
  });
});
