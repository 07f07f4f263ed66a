import { ApiSession, DEMO_PASSWORD, signedInAdmin, signedUpDeveloper, testEnv } from '@portal/test-kit';

type Entry = {
  id: string;
  summary: string;
  description: string;
  type: string;
  breaking: boolean;
  datestamp: string;
  visibility: string;
  endpoint: string | null;
};
type Group = { id: string; visibility: string; operations: number };
const CHANGELOG = '/api/v1/resource_groups/aggregated_changelog';

const employee = async (): Promise<ApiSession> => {
  const session = new ApiSession();
  expect((await session.signIn('employee@example.com', DEMO_PASSWORD)).status).toBe(200);
  return session;
};

describe('API reference and changelog', () => {
  it('lists public groups to everyone and internal ones to employees and admins, with their documents', async () => {
    const anonymous = new ApiSession();
    const publicGroups = (await anonymous.get<{ data: Group[] }>('/api/v1/resource_groups')).body.data;
    expect(publicGroups.map((g) => g.id)).toEqual(expect.arrayContaining(['projects', 'companies', 'rfis', 'submittals', 'webhooks']));
    expect(publicGroups.some((g) => g.visibility === 'internal')).toBe(false);
    const adminGroups = (await (await signedInAdmin()).get<{ data: Group[] }>('/api/v1/resource_groups')).body.data;
    expect(adminGroups.some((g) => g.id === 'service-sync')).toBe(true);

    // The public document of Projects hides its internal archive operation; the employee's shows it.
    const projects = (await anonymous.get<{ paths: Record<string, unknown> }>('/api/v1/resource_groups/projects/openapi.json')).body;
    expect(Object.keys(projects.paths)).not.toContain('/projects/{id}/archive');
    const internal = (await (await employee()).get<{ paths: Record<string, unknown> }>('/api/v1/resource_groups/projects/openapi.json'))
      .body;
    expect(Object.keys(internal.paths)).toContain('/projects/{id}/archive');
    expect((await anonymous.get('/api/v1/resource_groups/service-sync/openapi.json')).status).toBe(404);
    expect((await anonymous.get('/api/v1/resource_groups/nope/openapi.json')).status).toBe(404);
  });

  it('pages the changelog newest first with total and per-page headers, and filters by type, breaking and search', async () => {
    const anonymous = new ApiSession();
    const first = await anonymous.get<Entry[]>(`${CHANGELOG}?page=1&per_page=5`);
    expect(first.status).toBe(200);
    const total = Number(first.headers.get('total'));
    expect(first.headers.get('per-page')).toBe('5');
    expect(first.body).toHaveLength(5);
    const dates = first.body.map((e) => e.datestamp);
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = await anonymous.get<Entry[]>(`${CHANGELOG}?page=${Math.ceil(total / 5)}&per_page=5`);
    expect(last.body.length).toBe(total - 5 * (Math.ceil(total / 5) - 1));

    const fixes = await anonymous.get<Entry[]>(`${CHANGELOG}?filters[type][]=fix&filters[type][]=sunset&per_page=50`);
    expect(new Set(fixes.body.map((e) => e.type))).toEqual(new Set(['fix', 'sunset']));
    const breaking = await anonymous.get<Entry[]>(`${CHANGELOG}?filters[breaking]=true&per_page=50`);
    expect(breaking.body.length).toBeGreaterThan(0);
    expect(breaking.body.every((e) => e.breaking)).toBe(true);
    const search = await anonymous.get<Entry[]>(`${CHANGELOG}?filters[search]=WEBHOOK&per_page=50`);
    expect(search.body.length).toBeGreaterThan(0);
    expect(search.body.every((e) => `${e.summary} ${e.description} ${e.endpoint ?? ''}`.toLowerCase().includes('webhook'))).toBe(true);
    expect((await anonymous.get<Entry[]>(`${CHANGELOG}?filters[search]=zzzz-nothing`)).body).toEqual([]);
    expect((await anonymous.get(`${CHANGELOG}?filters[type][]=improved`)).status).toBe(422);
    // The spec's own name, without brackets, filters the same way (it was ignored, answering every type).
    const bare = await anonymous.get<Entry[]>(`${CHANGELOG}?filters[type]=sunset&per_page=50`);
    expect(bare.status).toBe(200);
    expect(bare.body.length).toBeGreaterThan(0);
    expect(bare.body.every((e) => e.type === 'sunset')).toBe(true);
    expect((await anonymous.get(`${CHANGELOG}?filters[type]=improved`)).status).toBe(422);
  });

  it('shows internal entries and service branches to employees and admins only', async () => {
    const { session: developer } = await signedUpDeveloper('changelog');
    const visible = (await developer.get<Entry[]>(`${CHANGELOG}?per_page=50&filters[search]=service sync`)).body;
    expect(visible).toEqual([]);
    const staff = await employee();
    const internal = (await staff.get<Entry[]>(`${CHANGELOG}?per_page=50&filters[search]=service sync`)).body;
    expect(internal.length).toBeGreaterThan(0);
    expect(internal.every((e) => e.visibility === 'internal')).toBe(true);

    const branches = await staff.get<{ data: { sha: string }[] }>('/api/v1/resource_groups/branches');
    expect(branches.status).toBe(200);
    const sha = branches.body.data[0]!.sha;
    const onBranch = (await staff.get<Entry[]>(`${CHANGELOG}?custom_service_sha=${sha}&per_page=50`)).body;
    expect(onBranch.some((e) => e.id.startsWith('branch-'))).toBe(true);
    // A developer's branch parameter is ignored; an unknown branch is a 404 for staff.
    expect(
      (await developer.get<Entry[]>(`${CHANGELOG}?custom_service_sha=${sha}&per_page=50`)).body.some((e) => e.id.startsWith('branch-')),
    ).toBe(false);
    expect((await developer.get('/api/v1/resource_groups/branches')).status).toBe(403);
    expect((await staff.get(`${CHANGELOG}?custom_service_sha=0000000`)).status).toBe(404);
  });

  it('answers the signed-out group list at the edge with the framework’s bytes and headers; a session still goes through the framework', async () => {
    const url = new URL('/api/v1/resource_groups', testEnv.gatewayUrl);
    const edge = await fetch(url, { headers: { 'x-request-id': 'edge-test-request-1' } });
    // An empty query string is not an edge path: the same answer, by the framework's pipeline.
    const framework = await fetch(`${url.toString()}?`);
    expect(edge.status).toBe(200);
    expect(framework.status).toBe(200);
    expect(await edge.text()).toBe(await framework.text());
    for (const name of [
      'content-type',
      'content-length',
      'cache-control',
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
    ]) {
      expect([name, edge.headers.get(name)]).toEqual([name, framework.headers.get(name)]);
    }
    expect(edge.headers.get('x-request-id')).toBe('edge-test-request-1');
    expect(framework.headers.get('x-request-id')).toMatch(/^[\w-]{8,64}$/);

    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(edge.headers.get('content-length'));
    expect(await head.text()).toBe('');
    // Other methods are the framework's: 405 with Allow, in the documented error shape.
    const post = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(post.status).toBe(405);

    // An employee's session cookie: the internal groups, so not the edge's public answer.
    const groups = (await (await employee()).get<{ data: Group[] }>('/api/v1/resource_groups')).body.data;
    expect(groups.some((g) => g.visibility === 'internal')).toBe(true);
  });

  it("documents the portal's public events for employees and admins only, as the contract describes them", async () => {
    type Catalog = {
      channels: {
        topic: string;
        key: string;
        messages: { type: string; fields: { name: string; required: boolean }[]; example: { type: string; data: object } }[];
      }[];
    };
    expect((await new ApiSession().get('/api/v1/portal_events')).status).toBe(401);
    expect((await (await signedUpDeveloper('portal-events')).session.get('/api/v1/portal_events')).status).toBe(403);
    for (const session of [await employee(), await signedInAdmin()]) {
      const answer = await session.get<Catalog>('/api/v1/portal_events');
      expect(answer.status).toBe(200);
      expect(answer.body.channels.map((c) => c.topic)).toEqual(['portal.reviews.v1', 'portal.installs.v1', 'portal.leads.v1']);
      const messages = answer.body.channels.flatMap((c) => c.messages);
      expect(messages.map((m) => m.type)).toContain('com.platform.portal.marketplace_install.installed.v1');
      for (const message of messages) {
        expect(message.example.type).toBe(message.type);
        expect(message.fields.find((f) => f.name === 'app_id')).toMatchObject({ required: true });
      }
      const download = await session.get<{ asyncapi: string; channels: object }>('/api/v1/portal_events/asyncapi.json');
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toBe('attachment; filename="portal-events.asyncapi.json"');
      expect(download.body.asyncapi).toBe('3.0.0');
      expect(JSON.stringify(download.body)).not.toContain('./public-events/');
    }
    expect((await (await signedUpDeveloper('portal-asyncapi')).session.get('/api/v1/portal_events/asyncapi.json')).status).toBe(403);
  });

  it('serves the changelog as an Atom feed that keeps the filters', async () => {
    const response = await fetch(new URL(`${CHANGELOG}.atom?filters[type][]=sunset`, process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/atom\+xml/);
    const xml = await response.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toMatch(/rel="self"[^>]+filters%5Btype%5D%5B%5D=sunset|rel="self"[^>]+filters\[type\]\[\]=sunset/);
    const categories = [...xml.matchAll(/<category term="(\w+)"\/>/g)].map((m) => m[1]);
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories)).toEqual(new Set(['sunset']));
  });
});
