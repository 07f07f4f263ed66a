import { validListing } from '@portal/contracts/src/rules/marketplace/listing.fixtures.testing';
import type { components } from '@portal/contracts';
import { ApiSession, eventually, signedInAdmin, signedUpDeveloper, solidPng, tinyMp4, uniqueId } from '@portal/test-kit';

type ListingAccess = components['schemas']['ListingAccess'];
type ErrorBody = { message: string };

const NOT_PUBLISHED = 'No such Marketplace listing';

/** The release version's configured manifest: tools at every level (and some at none), both components, OAuth on. */
const manifest = {
  fullscreen: {
    source_url: 'https://consent.example.com/full',
    user_configuration: { schema: { type: 'object', properties: {}, required: [] } },
  },
  sidepanel: {
    source_url: 'https://consent.example.com/side',
    views: ['projects.home'],
    user_configuration: { schema: { type: 'object', properties: {}, required: [] } },
  },
  permissions: {
    company: { directory: 'readonly', budget: 'admin', emails: 'none' },
    project: { daily_log: 'standard', drawings: 'none' },
  },
  oauth: { enabled: true },
};

const must = <T>(what: string, answer: { status: number; body: T }, status: number): T => {
  if (answer.status !== status) throw new Error(`set-up: ${what} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer.body;
};

const upload = async (developer: ApiSession, appId: string, kind: string, bytes: Buffer, filename: string) => {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  must(`uploading ${filename}`, await developer.sendForm('POST', `/api/v1/submissions/${appId}/media`, form), 201);
};

/** A developer's app whose production version asks for `manifest`, with a complete listing naming it, submitted for review. */
const submittedListing = async (developer: ApiSession) => {
  const appId = must(
    'creating the app',
    await developer.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Consent app ') }),
    201,
  ).id;
  const sandbox = must(
    'a sandbox version',
    await developer.post<{ manifest: { id: string } }>('/api/v1/app_versioned_manifests', {
      developer_app_id: appId,
      environment_type: 'Sandbox',
      schema_version: '4.1',
      semantic_version: '2.3.0',
      configured_manifest_content: manifest,
    }),
    201,
  );
  const versionId = must(
    'promoting it',
    await developer.post<{ app_version_promotion: { manifest: { id: string } } }>('/api/v1/app_version_promotions', {
      app_version_promotion: { source_app_version_id: sandbox.manifest.id, changelog: 'First release' },
    }),
    201,
  ).app_version_promotion.manifest.id;
  must(
    'creating the listing',
    await developer.post(`/api/v1/developer_apps/${appId}/submissions`, { submission: { public_name: 'Consent' } }),
    201,
  );
  await upload(developer, appId, 'logo', solidPng(200, 200), 'logo.png');
  for (const n of [1, 2, 3]) await upload(developer, appId, 'picture', solidPng(1280, 720), `shot-${n}.png`);
  await upload(developer, appId, 'showcase_video', tinyMp4(1280, 720), 'demo.mp4');
  const submission = { ...validListing, app_version_id: versionId, public_name: uniqueId('Consent '), state: 'in_review' };
  must('submitting the listing', await developer.request('PATCH', `/api/v1/submissions/${appId}`, { body: { submission } }), 200);
  return { appId, versionId };
};

describe("a published listing's access summary", () => {
  it('says what the release version asks for, to anyone; 404 like the listing before it is published', async () => {
    const { session: developer } = await signedUpDeveloper('consent');
    const admin = await signedInAdmin();
    const { appId, versionId } = await submittedListing(developer);
    const anonymous = new ApiSession();

    // Submitted, not yet approved: not public, with the published listing's own 404.
    const before = await anonymous.get<ErrorBody>(`/api/v1/marketplace/listings/${appId}/access`);
    expect(before.status).toBe(404);
    expect(before.body.message).toBe(NOT_PUBLISHED);
    expect((await anonymous.get<ErrorBody>(`/api/v1/marketplace/listings/${appId}`)).body.message).toBe(before.body.message);

    const approved = await admin.request('PATCH', `/api/v1/admin/submissions/${appId}`, {
      body: { submission: { state: 'published', silent: true } },
    });
    expect(approved.status).toBe(200);
    expect(approved.headers.get('x-portal-position')).toMatch(/^marketplace:\d+$/);
    // The approving admin's next read waits for the projection (read-your-writes): the summary is there at once.
    const atOnce = await admin.get<ListingAccess>(`/api/v1/marketplace/listings/${appId}/access`);
    expect(atOnce.status).toBe(200);
    expect(atOnce.headers.get('x-portal-stale')).toBeNull();

    // Anyone else reads the catalog as the projection has it: a moment after the approval.
    const seen = await eventually(async () => {
      const answer = await anonymous.get<ListingAccess>(`/api/v1/marketplace/listings/${appId}/access`);
      return answer.status === 200 ? answer : null;
    }, 20000);
    const semantic = (await developer.get<{ data: { semantic_version: string | null } }>(`/api/v1/app_versioned_manifests/${versionId}`))
      .body.data.semantic_version;
    const expected: ListingAccess = {
      app_version_id: versionId,
      semantic_version: semantic,
      company: [
        { tool: 'budget', name: 'Budget', level: 'admin' },
        { tool: 'directory', name: 'Directory', level: 'readonly' },
      ],
      project: [{ tool: 'daily_log', name: 'Daily Log', level: 'standard' }],
      components: ['fullscreen', 'sidepanel'],
      oauth: true,
    };
    expect(seen.body).toEqual(expected);
    expect(atOnce.body).toEqual(expected);
    // A signed-in stranger sees the same.
    const { session: stranger } = await signedUpDeveloper('consent-other');
    expect((await stranger.get<ListingAccess>(`/api/v1/marketplace/listings/${appId}/access`)).body).toEqual(expected);
  }, 120000);

  it("is a 404 with the listing's message for an id that cannot name a listing, or names none", async () => {
    const anonymous = new ApiSession();
    for (const id of ['not-a-listing', '00000000-0000-4000-8000-000000000000', 'x'.repeat(100)]) {
      const answer = await anonymous.get<ErrorBody>(`/api/v1/marketplace/listings/${id}/access`);
      expect({ id, status: answer.status, message: answer.body.message }).toEqual({ id, status: 404, message: NOT_PUBLISHED });
    }
  });
});
