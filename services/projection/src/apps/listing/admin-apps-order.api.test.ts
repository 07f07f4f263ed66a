import { eventually, signedInAdmin, signedUpDeveloper, uniqueId, type ApiSession } from '@portal/test-kit';

interface AppRow {
  id: string;
  deleted_at: string | null;
}

/**
 * The admin Developer Apps list sorted on a column rows may leave empty (spec 1 §4: a header click sorts
 * ascending, then descending): the dated rows in order, the never-deleted apps (N/A) last in both
 * directions, and every page of it, read forwards or from the end, neither skips nor repeats a row.
 */
describe('admin developer apps: sorted on the deleted date, empty last both ways (through the gateway)', () => {
  let admin: ApiSession;
  let ownerId: string;
  const deleted: string[] = [];
  const live: string[] = [];
  const TOTAL = 7;

  beforeAll(async () => {
    admin = await signedInAdmin();
    const owner = await signedUpDeveloper('nullslast');
    ownerId = owner.id;
    const tag = uniqueId('nl').toLowerCase();
    // More dated rows than empty ones: the boundary lies in the list's second half, which is read from its end.
    for (let i = 0; i < TOTAL; i += 1) {
      const created = await owner.session.post<{ id: string }>('/api/v1/developer_apps', { internal_name: `${tag} ${i}` });
      expect(created.status).toBe(201);
      (i < 5 ? deleted : live).push(created.body.id);
    }
    // Deleted one after the other: the deletion dates grow in this order.
    for (const id of deleted) {
      expect((await owner.session.request('DELETE', `/api/v1/developer_apps/${id}`)).status).toBe(204);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await eventually(async () => {
      const all = await list('sort=-created_at&per_page=100');
      return all.filter((row) => row.deleted_at !== null).length === deleted.length && all.length === TOTAL;
    }, 30000);
  });

  const list = async (query: string): Promise<AppRow[]> => {
    const response = await admin.get<AppRow[]>(
      `/api/v1/admin/developer_apps?filters[owner_id][]=${ownerId}&filters[with_deleted]=true&${query}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('total')).toBe(String(TOTAL));
    return response.body;
  };

  /** Every page at `perPage`, one after the other, as the table's pagination reads them. */
  const paged = async (sort: string, perPage: number): Promise<string[]> => {
    const ids: string[] = [];
    for (let page = 1; page <= Math.ceil(TOTAL / perPage); page += 1) {
      const rows = await list(`sort=${sort}&per_page=${perPage}&page=${page}`);
      expect(rows.length).toBe(Math.min(perPage, TOTAL - (page - 1) * perPage));
      ids.push(...rows.map((row) => row.id));
    }
    return ids;
  };

  it('descending: the newest deletion first, never-deleted apps last; ascending: the oldest first, never-deleted last', async () => {
    const descending = await list('sort=-deleted_at&per_page=100');
    expect(descending.slice(0, 5).map((row) => row.id)).toEqual([...deleted].reverse());
    const dates = descending.slice(0, 5).map((row) => Date.parse(row.deleted_at!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(descending.slice(5).map((row) => row.deleted_at)).toEqual([null, null]);
    expect(
      descending
        .slice(5)
        .map((row) => row.id)
        .sort(),
    ).toEqual([...live].sort());

    const ascending = await list('sort=deleted_at&per_page=100');
    expect(ascending.slice(0, 5).map((row) => row.id)).toEqual(deleted);
    expect(ascending.slice(5).map((row) => row.deleted_at)).toEqual([null, null]);
  });

  it.each(['-deleted_at', 'deleted_at', '-marketplace_listing_in_review_at', '-owner'])(
    'pages of %s across the dated / empty boundary neither skip nor repeat a row',
    async (sort) => {
      const whole = (await list(`sort=${sort}&per_page=100`)).map((row) => row.id);
      expect(new Set(whole).size).toBe(TOTAL);
      // The dated / empty boundary after the 5th row: 3 per page crosses it on page 2 (read forwards), 2 per page on
      // page 3 (offset 4 of 7: read from the end), 5 per page at the page break; 1 per page is every row alone.
      for (const perPage of [3, 2, 5, 1]) expect({ perPage, ids: await paged(sort, perPage) }).toEqual({ perPage, ids: whole });
    },
  );
});
