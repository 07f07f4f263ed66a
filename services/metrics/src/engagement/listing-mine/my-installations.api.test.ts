import type { components } from '@portal/contracts';
import { validListing } from '@portal/contracts/src/rules/marketplace/listing.fixtures.testing';
import {
  ApiSession,
  eventually,
  productionVersionId,
  signedInAdmin,
  signedUpDeveloper,
  solidPng,
  STRONG_PASSWORD,
  tinyMp4,
  uniqueId,
} from '@portal/test-kit';

type Installation = components['schemas']['Installation'];
type ErrorBody = { message: string };

/** A new app of the developer with a complete listing, published by the admin (through the public API only). */
const publishedApp = async (developer: ApiSession, admin: ApiSession): Promise<string> => {
  const appId = (await developer.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Mine app ') })).body.id;
  await developer.post(`/api/v1/developer_apps/${appId}/submissions`, { submission: { public_name: 'Mine app' } });
  const media: [string, Buffer, string][] = [
    ['logo', solidPng(200, 200), 'logo.png'],
    ['picture', solidPng(1280, 720), 'shot-1.png'],
    ['picture', solidPng(1280, 720), 'shot-2.png'],
    ['picture', solidPng(1280, 720), 'shot-3.png'],
    ['showcase_video', tinyMp4(1280, 720), 'demo.mp4'],
  ];
  for (const [kind, bytes, filename] of media) {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', new Blob([new Uint8Array(bytes)]), filename);
    const uploaded = await developer.sendForm('POST', `/api/v1/submissions/${appId}/media`, form);
    if (uploaded.status !== 201) throw new Error(`set-up: uploading ${filename} answered ${uploaded.status}`);
  }
  const submitted = await developer.request('PATCH', `/api/v1/submissions/${appId}`, {
    body: {
      submission: {
        ...validListing,
        app_version_id: await productionVersionId(developer, appId),
        public_name: uniqueId('Mine '),
        state: 'in_review',
      },
    },
  });
  if (submitted.status !== 200) throw new Error(`set-up: submitting the listing answered ${submitted.status}`);
  const approved = await admin.request('PATCH', `/api/v1/admin/submissions/${appId}`, {
    body: { submission: { state: 'published', silent: true } },
  });
  if (approved.status !== 200) throw new Error(`set-up: approving the listing answered ${approved.status}`);
  return appId;
};

/**
 * "My installations" of a listing page, end to end: installs and uninstalls through the gateway reach the metrics
 * service over Kafka, and `GET /api/v1/marketplace/listings/{id}/installations` answers the caller's active ones.
 */
describe('my installations of a Marketplace app (real API, Kafka and metrics)', () => {
  let developer: ApiSession;
  let admin: ApiSession;
  let installer: ApiSession;
  let installerEmail: string;
  let other: ApiSession;
  let appId: string;
  const path = () => `/api/v1/marketplace/listings/${appId}/installations`;
  const listOf = async (session: ApiSession) => {
    const answer = await session.get<Installation[]>(path());
    expect(answer.status).toBe(200);
    // The contract's Installation, no field more.
    for (const item of answer.body)
      expect(Object.keys(item).sort()).toEqual(['app_id', 'company_name', 'demo', 'installation_id', 'installed']);
    return answer.body;
  };
  const companiesOf = async (session: ApiSession) => (await listOf(session)).map((i) => i.company_name);
  /** The list once it matches: the metrics service follows the installs over Kafka, a moment after their answer. */
  const settled = (session: ApiSession, expected: string[]) =>
    eventually(async () => JSON.stringify(await companiesOf(session)) === JSON.stringify(expected), 15000, 50);
  const install = async (session: ApiSession, company: string, demo = false) => {
    const answer = await session.post<Installation>(path(), { company_name: company, demo });
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const uninstall = async (session: ApiSession, installationId: string) =>
    (await session.request('DELETE', `${path()}/${installationId}`)).status;

  beforeAll(async () => {
    ({ session: developer } = await signedUpDeveloper('mine-dev'));
    admin = await signedInAdmin();
    appId = await publishedApp(developer, admin);
    ({ session: installer, email: installerEmail } = await signedUpDeveloper('mine-installer'));
    ({ session: other } = await signedUpDeveloper('mine-other'));
  }, 120000);

  it("answers the caller's active installations, newest first: not another user's, not an uninstalled one", async () => {
    const first = uniqueId('First Co ');
    const second = uniqueId('Second Co ');
    const third = uniqueId('Third Co ');
    const theirs = uniqueId('Their Co ');
    await install(installer, first, true);
    const removed = await install(installer, second);
    await install(installer, third);
    await install(other, theirs);
    expect(await uninstall(installer, removed.installation_id)).toBe(204);

    await settled(installer, [third, first]);
    const mine = await listOf(installer);
    expect(mine[1]).toEqual({ installation_id: expect.any(String), app_id: appId, company_name: first, demo: true, installed: true });
    await settled(other, [theirs]);
    // The app's developer installed nothing: an empty list, not a 404.
    expect(await listOf(developer)).toEqual([]);
  });

  it('shows a fresh install to the same session, and to the same user in another browser', async () => {
    const company = uniqueId('Fresh Co ');
    const made = await install(installer, company);
    const started = Date.now();
    const seen = await eventually(async () => (await listOf(installer)).find((i) => i.company_name === company), 15000, 25);
    expect(seen).toEqual(made);
    expect(Date.now() - started).toBeLessThan(5000);

    const elsewhere = new ApiSession();
    expect((await elsewhere.signIn(installerEmail, STRONG_PASSWORD)).status).toBe(200);
    expect(await companiesOf(elsewhere)).toContain(company);

    expect(await uninstall(installer, made.installation_id)).toBe(204);
    await eventually(async () => !(await companiesOf(installer)).includes(company), 15000, 25);
  });

  it('lists an install in the very next read, and no longer an uninstall (read-your-writes), round after round', async () => {
    const company = uniqueId('Again Co ');
    for (let round = 1; round <= 10; round++) {
      // Round 1 starts the installation's stream; every later one installs it again after its uninstall.
      const made = await installer.post<Installation>(path(), { company_name: company, demo: round % 2 === 0 });
      expect(made.status).toBe(201);
      expect(made.headers.get('x-portal-position')).toMatch(/^marketplace:\d+$/);
      expect([round, made.headers.get('x-portal-stale')]).toEqual([round, null]);
      expect([round, await listOf(installer)]).toEqual([round, expect.arrayContaining([made.body])]);

      const removed = await installer.request('DELETE', `${path()}/${made.body.installation_id}`);
      expect(removed.status).toBe(204);
      expect(removed.headers.get('x-portal-position')).toMatch(/^marketplace:\d+$/);
      expect([round, removed.headers.get('x-portal-stale')]).toEqual([round, null]);
      expect([round, (await listOf(installer)).map((i) => i.installation_id)]).toEqual([
        round,
        expect.not.arrayContaining([made.body.installation_id]),
      ]);
    }
    // The install's position is the metrics service's to apply, never the projection's: it is not left pending in the
    // session, where every later query would wait for it (2 s) and answer stale.
    const started = Date.now();
    const me = await installer.get('/api/v1/me');
    expect([me.status, me.headers.get('x-portal-stale')]).toEqual([200, null]);
    expect(Date.now() - started).toBeLessThan(1500);
  }, 60000);

  it('needs a session (401); an id that cannot name an app is a 404, an app without installations an empty list', async () => {
    const signedOut = await new ApiSession().get<ErrorBody>(path());
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.message).toEqual(expect.any(String));
    expect((await installer.get(`/api/v1/marketplace/listings/not-an-app/installations`)).status).toBe(404);
    const unknown = await installer.get<Installation[]>(`/api/v1/marketplace/listings/${crypto.randomUUID()}/installations`);
    expect([unknown.status, unknown.body]).toEqual([200, []]);
  });

  it('still lists them once the app is deleted (its listing is no longer public), where they still uninstall', async () => {
    const { session: owner } = await signedUpDeveloper('mine-deleted-dev');
    appId = await publishedApp(owner, admin);
    const kept = uniqueId('Kept Co ');
    const leaving = uniqueId('Leaving Co ');
    await install(installer, kept);
    const made = await install(installer, leaving);
    expect((await owner.request('DELETE', `/api/v1/developer_apps/${appId}`)).status).toBe(204);
    await eventually(async () => (await new ApiSession().get(`/api/v1/marketplace/listings/${appId}`)).status === 404, 30000);

    await settled(installer, [leaving, kept]);
    expect(await uninstall(installer, made.installation_id)).toBe(204);
    await settled(installer, [kept]);
  }, 60000);
});
