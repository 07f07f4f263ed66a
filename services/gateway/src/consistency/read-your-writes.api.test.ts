import { ApiSession, eventually, STRONG_PASSWORD, uniqueEmail, uniqueId, type ApiResponse } from '@portal/test-kit';

type Notification = { id: string; title: string; read_at: string | null };
type App = { id: string; internal_name: string; version: number };

const ADMIN_PASSWORD = process.env.PORTAL_DEMO_PASSWORD ?? 'Portal-demo-1!';
const FEED = '/api/v1/notifications';
const ADMIN_FEED = '/api/v1/admin/notifications';

const signedInDeveloper = async (): Promise<ApiSession> => {
  const session = new ApiSession();
  expect((await session.signUp(uniqueEmail('ryw'), STRONG_PASSWORD)).status).toBe(201);
  return session;
};

/** The gateway may answer stale (X-Portal-Stale) only when the projection missed the wait; never silently. */
const fresh = <T>(response: ApiResponse<T>): boolean => response.headers.get('x-portal-stale') !== 'true';

const itemOf = (response: ApiResponse<Notification[]>, id: string): Notification | undefined => response.body.find((n) => n.id === id);

describe('cached reads keep read-your-writes exact', () => {
  const admin = new ApiSession();
  const created: string[] = [];

  beforeAll(async () => {
    expect((await admin.signIn('admin@example.com', ADMIN_PASSWORD)).status).toBe(200);
  });
  // The feed is shared by every developer: leave no visible announcement behind.
  afterAll(async () => {
    for (const id of created) await admin.request('DELETE', `${ADMIN_FEED}/${id}`);
  });

  const announce = async (): Promise<string> => {
    const response = await admin.post<{ id: string }>(ADMIN_FEED, { title: uniqueId('Cached '), summary: 'Summary', body: 'Body' });
    expect(response.status).toBe(201);
    created.push(response.body.id);
    return response.body.id;
  };

  it("shows a developer's own mark-read in the very next feed read, and never in another developer's", async () => {
    const [reader, other] = await Promise.all([signedInDeveloper(), signedInDeveloper()]);
    const id = await announce();
    for (const session of [reader, other]) {
      await eventually(async () => itemOf(await session.get<Notification[]>(FEED), id));
      // Twice: the second answer comes from the gateway's cache.
      expect(itemOf(await session.get<Notification[]>(FEED), id)?.read_at).toBeNull();
    }

    expect((await reader.request('PATCH', `${FEED}/${id}`)).status).toBe(200);
    const next = await reader.get<Notification[]>(FEED);
    expect(next.status).toBe(200);
    if (fresh(next)) expect(itemOf(next, id)?.read_at).toEqual(expect.any(String));
    await eventually(async () => itemOf(await reader.get<Notification[]>(FEED), id)?.read_at);

    // The other developer's cached feed is theirs: still unread, now and after the reader's notice went round.
    expect(itemOf(await other.get<Notification[]>(FEED), id)?.read_at).toBeNull();
    expect(itemOf(await other.get<Notification[]>(FEED), id)?.read_at).toBeNull();
  });

  it("shows an admin's new announcement in their very next feed read, and reaches every developer's cached feed", async () => {
    const developer = await signedInDeveloper();
    await admin.get(FEED);
    await developer.get(FEED);
    await developer.get(FEED);

    const id = await announce();
    const next = await admin.get<Notification[]>(FEED);
    if (fresh(next)) expect(itemOf(next, id)).toBeDefined();
    await eventually(async () => itemOf(await developer.get<Notification[]>(FEED), id));

    const retitled = uniqueId('Retitled ');
    expect((await admin.request('PATCH', `${ADMIN_FEED}/${id}`, { body: { title: retitled } })).status).toBe(200);
    await eventually(async () => itemOf(await developer.get<Notification[]>(FEED), id)?.title === retitled);
    expect((await admin.request('DELETE', `${ADMIN_FEED}/${id}`)).status).toBe(204);
    await eventually(async () => itemOf(await developer.get<Notification[]>(FEED), id) === undefined);
  });

  it("shows an app's change in its owner's very next page read, and never serves one viewer's page to another", async () => {
    const [owner, stranger] = await Promise.all([signedInDeveloper(), signedInDeveloper()]);
    const app = (await owner.post<App>('/api/v1/developer_apps', { internal_name: uniqueId('Cached app ') })).body;
    const page = `/api/v1/developer_apps/${app.id}`;
    expect((await owner.get<App>(page)).status).toBe(200);
    const warm = await owner.get<App>(page);
    expect(warm.headers.get('etag')).toBe(`W/"${warm.body.version}"`);
    expect((await stranger.get(page)).status).toBe(404);

    const renamed = uniqueId('Renamed ');
    const saved = await owner.request<App>('PATCH', page, { body: { developer_app: { internal_name: renamed } } });
    expect(saved.status).toBe(200);
    const next = await owner.get<App>(page);
    if (fresh(next)) {
      expect(next.body.internal_name).toBe(renamed);
      expect(next.headers.get('etag')).toBe(`W/"${next.body.version}"`);
    }
    await eventually(async () => (await owner.get<App>(page)).body.internal_name === renamed);
    expect((await stranger.get(page)).status).toBe(404);
  });
});
