import { eventually, signedInAdmin, signedUpDeveloper, uniqueId, type ApiSession } from '@portal/test-kit';

interface DeveloperRow {
  id: string;
  company_name: string | null;
}

/**
 * Registered Developers sorted on the company (spec 1 §4: ascending, then descending): the developers
 * with a company in order, those without (N/A) last in both directions, every page complete.
 */
describe('admin developers: sorted on the company, empty last both ways (through the gateway)', () => {
  let admin: ApiSession;
  const tag = uniqueId('nlc').toLowerCase();
  // More with a company than without: the boundary lies in the second half, which is read from the list's end.
  const companies = [`Beta ${tag}`, `Epsilon ${tag}`, `Delta ${tag}`, `Alpha ${tag}`, `Gamma ${tag}`, null, null];
  const byCompany = new Map<string | null, string[]>();

  beforeAll(async () => {
    admin = await signedInAdmin();
    for (const company of companies) {
      const developer = await signedUpDeveloper(tag);
      byCompany.set(company, [...(byCompany.get(company) ?? []), developer.id]);
      if (company === null) continue;
      const changed = await admin.request('PATCH', `/api/v1/admin/developers/${developer.id}`, {
        body: { developer: { company_name: company } },
      });
      expect(changed.status).toBe(200);
    }
    await eventually(async () => {
      const all = await list('sort=name&per_page=100');
      return all.length === companies.length && all.filter((row) => row.company_name !== null).length === 5;
    }, 30000);
  });

  const list = async (query: string): Promise<DeveloperRow[]> => {
    const response = await admin.get<DeveloperRow[]>(`/api/v1/admin/developers?filters[search]=${encodeURIComponent(tag)}&${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('total')).toBe(String(companies.length));
    return response.body;
  };

  it('descending: Z to A, then the developers without a company; ascending: A to Z, then the same', async () => {
    const descending = await list('sort=-company_name&per_page=100');
    expect(descending.map((row) => row.company_name)).toEqual([
      `Gamma ${tag}`,
      `Epsilon ${tag}`,
      `Delta ${tag}`,
      `Beta ${tag}`,
      `Alpha ${tag}`,
      null,
      null,
    ]);
    expect(
      descending
        .slice(5)
        .map((row) => row.id)
        .sort(),
    ).toEqual([...byCompany.get(null)!].sort());
    const ascending = await list('sort=company_name&per_page=100');
    expect(ascending.map((row) => row.company_name)).toEqual([
      `Alpha ${tag}`,
      `Beta ${tag}`,
      `Delta ${tag}`,
      `Epsilon ${tag}`,
      `Gamma ${tag}`,
      null,
      null,
    ]);
  });

  it.each(['-company_name', 'company_name', '-platform_id'])('pages of %s neither skip nor repeat a developer', async (sort) => {
    const whole = (await list(`sort=${sort}&per_page=100`)).map((row) => row.id);
    expect(new Set(whole).size).toBe(companies.length);
    // The boundary after the 5th of 7: 3 per page crosses it on page 2 (read forwards), 2 per page on page 3 (offset 4:
    // read from the end), 5 per page at the page break; 1 per page is every row alone.
    for (const perPage of [3, 2, 5, 1]) {
      const ids: string[] = [];
      for (let page = 1; page <= Math.ceil(companies.length / perPage); page += 1) {
        ids.push(...(await list(`sort=${sort}&per_page=${perPage}&page=${page}`)).map((row) => row.id));
      }
      expect({ perPage, ids }).toEqual({ perPage, ids: whole });
    }
  });
});
