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
    for (const path of ['/api/v1/admin/developer_apps', '/api/v1/admin/oauth_applications']) {
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
});
