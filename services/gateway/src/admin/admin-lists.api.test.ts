import { ApiSession, eventually, signedInAdmin, signedUpDeveloper, uniqueId } from '@portal/test-kit';

interface AppRow {
  id: string;
  internal_name: string;
  owner: { id: string; name: string | null; email: string | null };
  deleted_at: string | null;
}
interface ClientRow {
  name: string | null;
  uid: string;
  environment: string;
  href: string | null;
  owner_email: string | null;
}

const fieldsOf = (body: unknown): string[] => Object.keys((body as { fields?: Record<string, string[]> }).fields ?? {});

describe('admin lists (read tables through the gateway)', () => {
  let admin: ApiSession;

  beforeAll(async () => {
    admin = await signedInAdmin();
  });

  it('are for administrators only', async () => {
    const developer = await signedUpDeveloper('listsnotadmin');
    for (const path of [
      '/api/v1/admin/developer_apps',
      '/api/v1/admin/oauth_applications',
      '/api/v1/admin/review_queue',
      `/api/v1/admin/developers/${developer.id}`,
    ]) {
      expect((await developer.session.get(path)).status).toBe(403);
      expect((await new ApiSession().get(path)).status).toBe(401);
    }
  });

  it('page, sort, filter by owner and search the developer apps, with the total and per-page headers', async () => {
    const owner = await signedUpDeveloper('listsowner');
    const tag = uniqueId('lst').toLowerCase();
    for (const name of [`${tag} beta`, `${tag} alpha`, `${tag} gamma`]) {
      expect((await owner.session.post('/api/v1/developer_apps', { internal_name: name })).status).toBe(201);
    }
    const query = `filters[owner_id][]=${owner.id}&sort=internal_name&per_page=2`;
    const first = await eventually(async () => {
      const response = await admin.get<AppRow[]>(`/api/v1/admin/developer_apps?${query}`);
      return response.headers.get('total') === '3' ? response : null;
    }, 30000);
    expect(first.headers.get('per-page')).toBe('2');
    expect(first.body.map((row) => row.internal_name)).toEqual([`${tag} alpha`, `${tag} beta`]);
    expect(first.body[0]!.owner).toEqual({ id: owner.id, name: 'Test Developer', email: owner.email });
    const second = await admin.get<AppRow[]>(`/api/v1/admin/developer_apps?${query}&page=2`);
    expect(second.body.map((row) => row.internal_name)).toEqual([`${tag} gamma`]);
    const descending = await admin.get<AppRow[]>(`/api/v1/admin/developer_apps?filters[owner_id][]=${owner.id}&sort=-internal_name`);
    expect(descending.body.map((row) => row.internal_name)).toEqual([`${tag} gamma`, `${tag} beta`, `${tag} alpha`]);
    const searched = await admin.get<AppRow[]>(`/api/v1/admin/developer_apps?filters[search]=${encodeURIComponent(`${tag} ALP`)}`);
    expect(searched.body.map((row) => row.internal_name)).toEqual([`${tag} alpha`]);
    expect(searched.headers.get('total')).toBe('1');
  });

  it('lists the OAuth applications of an environment with their app and owner', async () => {
    const owner = await signedUpDeveloper('listsclients');
    const name = uniqueId('Clients app ');
    const created = await owner.session.post<{ id: string; uid: string }>('/api/v1/developer_apps', { internal_name: name });
    expect(created.status).toBe(201);
    const rows = await eventually(async () => {
      const response = await admin.get<ClientRow[]>(`/api/v1/admin/oauth_applications?filters[uid]=${created.body.uid}`);
      return response.body.length === 1 ? response.body : null;
    }, 30000);
    expect(rows[0]).toMatchObject({
      name,
      uid: created.body.uid,
      environment: 'production',
      href: `/admin/developer_apps/${created.body.id}`,
      owner_email: owner.email,
    });
    const none = await admin.get<ClientRow[]>(`/api/v1/admin/oauth_applications?environment=monthly_sandbox`);
    expect(none.body).toEqual([]);
    expect(none.headers.get('total')).toBe('0');
  });

  it('answers 422 naming the field for an unknown sort key, per_page over 100 or page below 1', async () => {
    const cases: [string, string][] = [
      ['/api/v1/admin/developer_apps?sort=password', 'sort'],
      ['/api/v1/admin/developer_apps?per_page=101', 'per_page'],
      ['/api/v1/admin/oauth_applications?page=0', 'page'],
      ['/api/v1/admin/oauth_applications?sort=-owner', 'sort'],
      ['/api/v1/admin/developers?sort=email_key', 'sort'],
      ['/api/v1/admin/oauth_applications?environment=staging', 'environment'],
    ];
    for (const [path, field] of cases) {
      const response = await admin.get(path);
      expect({ path, status: response.status, fields: fieldsOf(response.body) }).toEqual({ path, status: 422, fields: [field] });
    }
  });

  it('answers the review queue with its review columns and SLA due dates, oldest first', async () => {
    const owner = await signedUpDeveloper('queueowner');
    const name = uniqueId('Queue app ').toLowerCase();
    const app = await owner.session.post<{ id: string }>('/api/v1/developer_apps', { internal_name: name });
    expect(app.status).toBe(201);
    // Not in review: only with filters[in_review]=false, without a date, due date or badge.
    const rows = await eventually(async () => {
      const response = await admin.get<Record<string, unknown>[]>(
        `/api/v1/admin/review_queue?filters[in_review]=false&filters[search]=${encodeURIComponent(name)}`,
      );
      return response.body.length === 1 ? response : null;
    });
    expect(rows.headers.get('total')).toBe('1');
    expect(rows.body[0]).toMatchObject({
      id: app.body.id,
      internal_name: name,
      has_app_version_in_review: false,
      has_marketplace_listing_in_review: false,
      in_review_at: null,
      review_due_at: null,
      overdue: false,
    });
    expect((await admin.get<unknown[]>(`/api/v1/admin/review_queue?filters[search]=${encodeURIComponent(name)}`)).body).toEqual([]);
    expect((await admin.get('/api/v1/admin/review_queue?sort=name')).status).toBe(422);
  });

  it('lets an admin change a developer (name, company, roles) with field errors and If-Match', async () => {
    const developer = await signedUpDeveloper('edited');
    const path = `/api/v1/admin/developers/${developer.id}`;
    const shown = await admin.get<{ company_name: string | null; is_employee: boolean }>(path);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ company_name: null, is_employee: false });
    const etag = shown.headers.get('etag')!;
    const invalid = await admin.request('PATCH', path, { body: { developer: { first_name: ' ' } } });
    expect(invalid.status).toBe(422);
    expect(fieldsOf(invalid.body)).toEqual(['first_name']);
    // Over the documented limit: the field is named bare, in the service's words (it used to read
    // "developer.first_name must NOT have more than 200 characters", under no field).
    const tooLong = await admin.request<{ fields: Record<string, string[]> }>('PATCH', path, {
      body: { developer: { first_name: 'x'.repeat(300) } },
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.fields).toEqual({ first_name: ['First name is at most 100 characters'] });
    const company = uniqueId('Acme Works ');
    const changed = await admin.request<{ company_name: string; is_employee: boolean }>('PATCH', path, {
      body: { developer: { company_name: ` ${company} `, is_employee: true } },
      headers: { 'if-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ company_name: company, is_employee: true });
    const stale = await admin.request('PATCH', path, { body: { developer: { company_name: 'Other' } }, headers: { 'if-match': etag } });
    expect(stale.status).toBe(412);
    const row = await eventually(async () => {
      const response = await admin.get<{ id: string; company_name: string | null }[]>(
        `/api/v1/admin/developers?filters[search]=${encodeURIComponent(developer.email)}`,
      );
      return response.body[0]?.company_name === company ? response.body[0] : null;
    });
    expect(row.id).toBe(developer.id);
    // The search box says "Name, company or e-mail": the company finds the developer too, counted alike.
    const byCompany = await admin.get<{ id: string }[]>(
      `/api/v1/admin/developers?filters[search]=${encodeURIComponent(company.slice(5).toUpperCase())}`,
    );
    expect(byCompany.body.map((d) => d.id)).toEqual([developer.id]);
    expect(byCompany.headers.get('total')).toBe('1');
  });
});
