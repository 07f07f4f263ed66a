import type { components } from '@portal/contracts';
import {
  ApiSession,
  configuredManifest,
  eventually,
  mailsTo,
  signedInAdmin,
  signedUpDeveloper,
  STRONG_PASSWORD,
  uniqueEmail,
  uniqueId,
} from '@portal/test-kit';

type Json = Record<string, unknown>;
type AppVersion = components['schemas']['AppVersion'];
interface ErrorBody {
  message: string;
  errors: string[];
  fields?: Record<string, string[]>;
}

const patch = <T>(session: ApiSession, path: string, body: unknown, headers: Record<string, string> = {}) =>
  session.request<T>('PATCH', path, { body, headers });

const configured = (permissions?: Json, userLevel = false) => configuredManifest({ permissions, userLevel });

const ownerWithApp = async () => {
  const owner = await signedUpDeveloper('manifests');
  const app = await owner.session.post<{ id: string; uid: string; internal_name: string }>('/api/v1/developer_apps', {
    internal_name: uniqueId('Manifest App '),
  });
  expect(app.status).toBe(201);
  return { ...owner, app: app.body };
};

const createSandbox = async (session: ApiSession, appId: string, body: Json = {}) => {
  const response = await session.post<{ manifest: AppVersion }>('/api/v1/app_versioned_manifests', {
    developer_app_id: appId,
    environment_type: 'Sandbox',
    configured_manifest_content: configured(),
    ...body,
  });
  expect(response.status).toBe(201);
  return response.body.manifest;
};

const promote = async (session: ApiSession, sourceId: string, changelog = 'First release') => {
  const response = await session.post<{ app_version_promotion: { changelog: string; manifest: AppVersion } }>(
    '/api/v1/app_version_promotions',
    { app_version_promotion: { source_app_version_id: sourceId, changelog } },
  );
  expect(response.status).toBe(201);
  return response.body.app_version_promotion.manifest;
};

const submit = (session: ApiSession, versionId: string, headers: Record<string, string> = {}) =>
  patch<AppVersion & ErrorBody>(
    session,
    `/api/v1/app_versions/${versionId}`,
    { app_version: { state: 'in_review', developer_notes: 'Please review' } },
    headers,
  );

const review = (admin: ApiSession, versionId: string, state: 'published' | 'confidential', notes: string) =>
  patch<AppVersion & ErrorBody>(admin, `/api/v1/admin/app_versions/${versionId}`, { app_version: { state, admin_notes: notes } });

/** A collaborator who joined the app through the e-mailed invitation. */
const collaborator = async (owner: ApiSession, appId: string, role: 'developer' | 'admin') => {
  const email = uniqueEmail(`manifest-${role}`);
  expect((await owner.post('/api/v1/invitations', { developer_app_id: appId, email, role })).status).toBe(201);
  const mail = await eventually(
    async () => (await mailsTo(email)).find((m) => /invited (you )?to collaborate/i.test(m.subject)),
    40000,
    250,
  );
  const match = /\/invitations\/([0-9a-f-]{36})\/accept\?token=([^\s"&<]+)/.exec(mail.text)!;
  const session = new ApiSession();
  expect((await session.signUp(email, STRONG_PASSWORD)).status).toBe(201);
  const accepted = await session.post(`/api/v1/invitations/${match[1]!}/acceptance`, { token: decodeURIComponent(match[2]!) });
  expect(accepted.status).toBe(200);
  return { session, email };
};

describe('manifest versions through the gateway', () => {
  it('creates, promotes, submits and approves a version; the review notes are e-mailed to the developer', async () => {
    const { session, email, app } = await ownerWithApp();
    const admin = await signedInAdmin();

    const sandbox = await createSandbox(session, app.id);
    expect(sandbox).toMatchObject({
      environment_type: 'Sandbox',
      version: 1,
      semantic_version: '0.1.0',
      state: 'confidential',
      promotable: true,
    });
    expect(sandbox.content.app_manifest).toEqual(expect.objectContaining({ uid: app.uid }));

    const noNotes = await session.post<ErrorBody>('/api/v1/app_version_promotions', {
      app_version_promotion: { source_app_version_id: sandbox.id, changelog: '' },
    });
    expect(noNotes.status).toBe(422);
    expect(noNotes.body.fields?.changelog).toEqual(['Release notes are required']);

    const production = await promote(session, sandbox.id);
    expect(production).toMatchObject({
      environment_type: 'ProductionEnvironment',
      version: 1,
      semantic_version: '0.1.0',
      state: 'confidential',
      review_status: 'unreviewed',
      submittable: true,
      changelog: 'First release',
    });
    expect(production.content).toEqual(sandbox.content);

    const stale = await submit(session, production.id, { 'if-match': 'W/"1"' });
    expect(stale.status).toBe(412);
    const malformed = await submit(session, production.id, { 'if-match': 'yesterday' });
    expect(malformed.status).toBe(400);

    const submitted = await submit(session, production.id, { 'if-match': production.etag! });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ state: 'in_review', submittable: false });
    expect(submitted.headers.get('x-portal-position')).toMatch(/^apps:\d+$/);
    expect(submitted.headers.get('etag')).toMatch(/^W\/"\d+"$/);

    const notes = uniqueId('Looks good ');
    const approved = await review(admin, production.id, 'published', notes);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ state: 'published', review_status: 'approved', published_to_marketplace: true });

    const mail = await eventually(async () => (await mailsTo(email)).find((m) => /was approved/.test(m.subject)), 40000, 250);
    expect(mail.subject).toBe(`Version 0.1.0 of ${app.internal_name} was approved`);
    expect(mail.text).toContain(notes);
    expect(mail.text).toContain(`/developer_apps/${app.id}?tab=versions`);

    // The app's Activity tells the same story, the reviewer named.
    const activity = await session.get<{ summary: string; actor: { email: string | null } | null }[]>(
      `/api/v1/developer_apps/${app.id}/activity`,
    );
    expect(activity.status).toBe(200);
    const story = activity.body.filter((a) => / version /.test(a.summary)).map((a) => [a.summary, a.actor?.email]);
    expect(story).toEqual([
      [`approved production version 0.1.0: "${notes}"`, 'admin@example.com'],
      ['submitted production version 0.1.0 for review: "Please review"', email],
      ['promoted sandbox version 0.1.0 to production', email],
      ['saved sandbox version 0.1.0', email],
    ]);
  });

  it('dates a version in the review queue by its submission, not by its promotion', async () => {
    const { session, app } = await ownerWithApp();
    const admin = await signedInAdmin();
    const production = await promote(session, (await createSandbox(session, app.id)).id);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const submittedFrom = Date.now();
    expect((await submit(session, production.id)).status).toBe(200);
    const row = await eventually(async () => {
      const queue = await admin.get<{ id: string; app_version_in_review_at: string | null; in_review_at: string | null }[]>(
        `/api/v1/admin/review_queue?filters[search]=${encodeURIComponent(app.internal_name)}`,
      );
      return queue.body.find((r) => r.id === app.id);
    });
    // Clocks of one machine: the submission is recorded after the test read its own clock, the promotion 1.5 s before.
    expect(Date.parse(row.app_version_in_review_at!)).toBeGreaterThanOrEqual(submittedFrom - 50);
    expect(row.in_review_at).toBe(row.app_version_in_review_at);
  });

  it("names its manifests after the app's current name: a rename in Settings reaches the next version", async () => {
    const { session, app } = await ownerWithApp();
    const first = await createSandbox(session, app.id);
    expect(first.content.app_manifest).toEqual(expect.objectContaining({ uid: app.uid, name: app.internal_name }));
    const renamed = uniqueId('Renamed App ');
    const changed = await patch(session, `/api/v1/developer_apps/${app.id}`, { developer_app: { internal_name: renamed } });
    expect(changed.status).toBe(200);
    const second = await createSandbox(session, app.id, { semantic_version: '0.2.0' });
    expect(second.content.app_manifest).toEqual(expect.objectContaining({ uid: app.uid, name: renamed }));
    // The app's Activity tells both: the rename, and the public name that followed it.
    const activity = await session.get<{ summary: string }[]>(`/api/v1/developer_apps/${app.id}/activity`);
    expect(activity.body.map((a) => a.summary)).toEqual(
      expect.arrayContaining([`renamed the app to "${renamed}"`, `set the public name to "${renamed}"`]),
    );
  });

  it('answers a create repeated with the same Idempotency-Key with the first version: one version, not two', async () => {
    const { session, app } = await ownerWithApp();
    const key = uniqueId('version-key-');
    const send = (body: Json = {}) =>
      session.request<{ manifest: AppVersion } & ErrorBody>('POST', '/api/v1/app_versioned_manifests', {
        body: { developer_app_id: app.id, environment_type: 'Sandbox', configured_manifest_content: configured(), ...body },
        headers: { 'idempotency-key': key },
      });
    const first = await send();
    expect(first.status).toBe(201);
    const [again, racing] = await Promise.all([send(), send()]);
    for (const answer of [again, racing]) {
      expect(answer.status).toBe(201);
      expect(answer.headers.get('idempotent-replayed')).toBe('true');
      expect(answer.body.manifest).toMatchObject({ id: first.body.manifest.id, semantic_version: first.body.manifest.semantic_version });
    }
    const other = await send({ configured_manifest_content: configuredManifest({ description: 'Another screen' }) });
    expect(other.status).toBe(422);
    expect(other.body.fields).toEqual({
      'Idempotency-Key': ['This Idempotency-Key was already used to create another version: send a new key'],
    });
    const next = await createSandbox(session, app.id);
    expect(next.semantic_version).toBe('0.2.0');

    // Saves with their own keys at once: each is made, or meets another's write (409); never "key already used".
    const ownKeys = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        session.request<ErrorBody>('POST', '/api/v1/app_versioned_manifests', {
          body: { developer_app_id: app.id, configured_manifest_content: configuredManifest({ description: `Screen ${n}` }) },
          headers: { 'idempotency-key': uniqueId(`race-${n}-`) },
        }),
      ),
    );
    for (const answer of ownKeys) expect([201, 409]).toContain(answer.status);
  });

  it('answers a promotion or a rollback repeated with its Idempotency-Key with the version the first made', async () => {
    const { session, app } = await ownerWithApp();
    const admin = await signedInAdmin();
    const sandbox = await createSandbox(session, app.id);
    const key = uniqueId('promotion-key-');
    type Promoted = { app_version_promotion: { id: string; manifest: AppVersion } } & ErrorBody;
    const promoteOnce = (changelog: string, sourceId = sandbox.id) =>
      session.request<Promoted>('POST', '/api/v1/app_version_promotions', {
        body: { app_version_promotion: { source_app_version_id: sourceId, changelog } },
        headers: { 'idempotency-key': key },
      });
    const first = await promoteOnce('First release');
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    // Sent again, production is no longer older than the source: before the key, "not newer than production" (422).
    const [again, racing] = await Promise.all([promoteOnce(' First release '), promoteOnce('First release')]);
    for (const answer of [again, racing]) {
      expect(answer.status).toBe(201);
      expect(answer.headers.get('idempotent-replayed')).toBe('true');
      expect(answer.body.app_version_promotion.manifest).toMatchObject({ id: first.body.app_version_promotion.manifest.id, version: 1 });
    }
    const otherNotes = await promoteOnce('Other notes');
    expect(otherNotes.status).toBe(422);
    expect(otherNotes.body.fields).toEqual({
      'Idempotency-Key': ['This Idempotency-Key was already used to create another promotion: send a new key'],
    });
    const production = first.body.app_version_promotion.manifest;
    expect((await submit(session, production.id)).status).toBe(200);
    expect((await review(admin, production.id, 'published', 'ok')).status).toBe(200);
    await promote(session, (await createSandbox(session, app.id, { semantic_version: '0.2.0' })).id, 'Second');

    const rollbackKey = uniqueId('rollback-key-');
    const rollBack = () =>
      session.request<{ manifest: AppVersion }>('POST', '/api/v1/app_version_rollbacks', {
        body: { app_version_rollback: { target_app_version_id: production.id } },
        headers: { 'idempotency-key': rollbackKey },
      });
    const rolledBack = await rollBack();
    expect(rolledBack.status).toBe(201);
    const repeated = await rollBack();
    expect(repeated.status).toBe(201);
    expect(repeated.headers.get('idempotent-replayed')).toBe('true');
    expect(repeated.body.manifest).toMatchObject({ id: rolledBack.body.manifest.id, version: 3 });
    // Read-your-writes: the list has caught up with this session's last write.
    const listed = await session.get<{ data: AppVersion[] }>(
      `/api/v1/manifests?filters[developer_app_id]=${app.id}&filters[versionable_type]=ProductionEnvironment`,
    );
    expect(listed.body.data.map((v) => v.version).sort()).toEqual([1, 2, 3]);
  });

  it("refuses a second admin's decision on the field `state`, and the version says what it is now", async () => {
    // Two admins on one version: the web client reads the refusal's `state` field as "decided meanwhile".
    const { session, app } = await ownerWithApp();
    const admin = await signedInAdmin();
    const version = await promote(session, (await createSandbox(session, app.id)).id);
    expect((await submit(session, version.id)).status).toBe(200);
    expect((await review(admin, version.id, 'published', 'Ship it')).status).toBe(200);
    const late = await review(admin, version.id, 'confidential', 'Scopes too wide');
    expect(late.status).toBe(422);
    expect(late.body.fields?.state).toEqual(['Cannot reject a version that is published']);
    const now = await admin.get<{ data: AppVersion }>(`/api/v1/app_versioned_manifests/${version.id}`);
    expect(now.body.data).toMatchObject({ state: 'published', review_status: 'approved', admin_notes: 'Ship it' });
  });

  it('refuses illegal transitions with 422 and a developer approving with 403', async () => {
    const { session, app } = await ownerWithApp();
    const admin = await signedInAdmin();
    const first = await promote(session, (await createSandbox(session, app.id)).id);

    const withdraw = await patch<ErrorBody>(session, `/api/v1/app_versions/${first.id}`, { app_version: { state: 'confidential' } });
    expect(withdraw.status).toBe(422);
    expect(withdraw.body.errors).toEqual(['Cannot withdraw a version that is confidential']);

    const approveConfidential = await review(admin, first.id, 'published', 'no');
    expect(approveConfidential.status).toBe(422);
    expect(approveConfidential.body.errors).toEqual(['Cannot approve a version that is confidential']);

    expect((await submit(session, first.id)).status).toBe(200);
    const developerApproves = await patch<ErrorBody>(session, `/api/v1/app_versions/${first.id}`, { app_version: { state: 'published' } });
    expect(developerApproves.status).toBe(403);
    const developerOnAdminRoute = await review(session, first.id, 'published', 'mine');
    expect(developerOnAdminRoute.status).toBe(403);
    const submitTwice = await submit(session, first.id);
    expect(submitTwice.status).toBe(422);
    expect(submitTwice.body.errors).toEqual(['Cannot submit a version that is in_review']);

    // A newer production version makes the first one not submittable any more.
    expect((await patch(session, `/api/v1/app_versions/${first.id}`, { app_version: { state: 'confidential' } })).status).toBe(200);
    const second = await promote(session, (await createSandbox(session, app.id, { semantic_version: '0.5.0' })).id, 'Second');
    expect(second.semantic_version).toBe('0.5.0');
    const stale = await submit(session, first.id);
    expect(stale.status).toBe(422);
    expect(stale.body.errors).toEqual(['Cannot submit a version that is not the newest production version']);

    const badVersion = await session.post<ErrorBody>('/api/v1/app_versioned_manifests', {
      developer_app_id: app.id,
      configured_manifest_content: configured(),
      semantic_version: '1.2',
    });
    expect(badVersion.status).toBe(422);
    expect(badVersion.body.fields?.semantic_version).toEqual(['Version must be semantic (major.minor.patch)']);
    const notGreater = await session.post<ErrorBody>('/api/v1/app_versioned_manifests', {
      developer_app_id: app.id,
      configured_manifest_content: configured(),
      semantic_version: '0.5.0',
    });
    expect(notGreater.status).toBe(422);
    expect(notGreater.body.fields?.semantic_version?.[0]).toMatch(/greater/);
    const badJson = await session.post<ErrorBody>('/api/v1/app_versioned_manifests', {
      developer_app_id: app.id,
      manifest: { content: '{ not json' },
    });
    expect(badJson.status).toBe(422);
    expect(badJson.body.fields?.manifest).toEqual(['Invalid JSON, could not parse manifest']);
    // No content at all is named as such, not blamed on JSON nobody sent.
    const nothing = await session.post<ErrorBody>('/api/v1/app_versioned_manifests', { developer_app_id: app.id });
    expect(nothing.status).toBe(422);
    expect(nothing.body.fields?.manifest).toEqual(['Send the version as configured_manifest_content or as manifest.content']);
    // Validating content of the wrong type: one message, as when creating (a oneOf gave three).
    const notAnObject = await session.post<ErrorBody>(`/api/v1/manifest_validations?developer_app_id=${app.id}&environment_type=sandbox`, {
      manifest: { content: [] },
    });
    expect(notAnObject.status).toBe(422);
    expect(notAnObject.body.fields?.content).toHaveLength(1);

    const stranger = await signedUpDeveloper('stranger');
    const hidden = await stranger.session.post('/api/v1/app_versioned_manifests', {
      developer_app_id: app.id,
      configured_manifest_content: configured(),
    });
    expect(hidden.status).toBe(404);
    const adminCreateByDeveloper = await session.post('/api/v1/app_versions', {
      app_version: { developer_app_id: app.id, environment_type: 'ProductionEnvironment', manifest: { content: first.content } },
    });
    expect(adminCreateByDeveloper.status).toBe(403);
  });

  it('rolls production back to an earlier approved version with equal content', async () => {
    const { session, app } = await ownerWithApp();
    const admin = await signedInAdmin();
    const first = await promote(session, (await createSandbox(session, app.id)).id);
    expect((await submit(session, first.id)).status).toBe(200);
    expect((await review(admin, first.id, 'published', 'ok')).status).toBe(200);
    const userLevel = await createSandbox(session, app.id, { configured_manifest_content: configured({ company: {}, project: {} }, true) });
    expect(userLevel).toMatchObject({ grant_type: 'authorization_code', auth_code_capable: true });
    const second = await promote(session, userLevel.id, 'User-level auth');

    const unapproved = await session.post<ErrorBody>('/api/v1/app_version_rollbacks', {
      app_version_rollback: { target_app_version_id: second.id },
    });
    expect(unapproved.status).toBe(422);

    const rolledBack = await session.post<{ manifest: AppVersion }>('/api/v1/app_version_rollbacks', {
      app_version_rollback: { target_app_version_id: first.id, changelog: 'Back to 0.1.0' },
    });
    expect(rolledBack.status).toBe(201);
    expect(rolledBack.body.manifest).toMatchObject({
      environment_type: 'ProductionEnvironment',
      version: 3,
      semantic_version: '0.1.0',
      state: 'confidential',
      changelog: 'Back to 0.1.0',
      submittable: true,
      grant_type: 'client_credentials',
    });
    expect(rolledBack.body.manifest.content).toEqual(first.content);
    expect(rolledBack.body.manifest.id).not.toBe(first.id);
  });

  it('diffs two versions and flags a permission increase', async () => {
    const { session, app } = await ownerWithApp();
    const before = await createSandbox(session, app.id, {
      configured_manifest_content: configured({ company: { budget: 'readonly' }, project: {} }),
    });
    const after = await createSandbox(session, app.id, {
      configured_manifest_content: configured({ company: { budget: 'admin' }, project: { bidding: 'standard' } }),
    });
    const diff = await session.get<{ data: { changes: { pointer: string; op: string }[]; permission_increases: Json[] } }>(
      `/api/v1/app_versioned_manifests/${after.id}/diff?against=${before.id}`,
    );
    expect(diff.status).toBe(200);
    expect(diff.body.data.permission_increases).toEqual([
      { scope: 'company', tool: 'budget', from: 'readonly', to: 'admin' },
      { scope: 'project', tool: 'bidding', from: 'none', to: 'standard' },
    ]);
    expect(diff.body.data.changes).toContainEqual(
      expect.objectContaining({ pointer: '/components/oauth/instances/0/permissions/company/budget', op: 'changed' }),
    );
    const unknown = await session.get(`/api/v1/app_versioned_manifests/${after.id}/diff?against=${app.id}`);
    expect(unknown.status).toBe(404);
  });

  it('e-mails a rejection to the owner and to the admin collaborator who submitted; developers may view but not change', async () => {
    const { session: owner, email: ownerEmail, app } = await ownerWithApp();
    const admin = await signedInAdmin();
    const manager = await collaborator(owner, app.id, 'admin');
    const developer = await collaborator(owner, app.id, 'developer');

    const sandbox = await createSandbox(manager.session, app.id);
    const refused = await developer.session.post<ErrorBody>('/api/v1/app_versioned_manifests', {
      developer_app_id: app.id,
      configured_manifest_content: configured(),
    });
    expect(refused.status).toBe(403);
    expect(
      (
        await developer.session.post('/api/v1/app_version_promotions', {
          app_version_promotion: { source_app_version_id: sandbox.id, changelog: 'x' },
        })
      ).status,
    ).toBe(403);
    const production = await promote(manager.session, sandbox.id);
    expect((await submit(developer.session, production.id)).status).toBe(403);
    expect((await developer.session.get(`/api/v1/app_versioned_manifests/${production.id}/diff?against=${sandbox.id}`)).status).toBe(200);

    expect((await submit(manager.session, production.id)).status).toBe(200);
    const notes = uniqueId('Missing privacy policy ');
    const rejected = await review(admin, production.id, 'confidential', notes);
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ state: 'confidential', review_status: 'rejected', admin_notes: notes, submittable: true });

    for (const address of [ownerEmail, manager.email]) {
      const mail = await eventually(async () => (await mailsTo(address)).find((m) => m.text.includes(notes)), 40000, 250);
      expect(mail.subject).toMatch(/was rejected$/);
    }
    expect((await mailsTo(developer.email)).some((m) => m.text.includes(notes))).toBe(false);
  });

  it('lets platform admins create a production version and promote without release notes', async () => {
    const { session, app } = await ownerWithApp();
    const admin = await signedInAdmin();
    const sandbox = await createSandbox(session, app.id);
    const promotedByAdmin = await admin.post<{ app_version_promotion: { changelog: string | null; manifest: AppVersion } }>(
      '/api/v1/admin/app_version_promotions',
      { app_version_promotion: { source_app_version_id: sandbox.id } },
    );
    expect(promotedByAdmin.status).toBe(201);
    expect(promotedByAdmin.body.app_version_promotion).toMatchObject({ changelog: null, manifest: { version: 1, state: 'confidential' } });
    const adminCreate = () =>
      admin.request<{ manifest: AppVersion }>('POST', '/api/v1/app_versions', {
        body: {
          app_version: {
            developer_app_id: app.id,
            environment_type: 'ProductionEnvironment',
            manifest: { content: JSON.stringify(sandbox.content) },
            semantic_version: '2.0.0',
          },
        },
        headers: { 'idempotency-key': `admin-${app.id}` },
      });
    const createdByAdmin = await adminCreate();
    expect(createdByAdmin.status).toBe(201);
    const repeated = await adminCreate();
    expect(repeated.status).toBe(201);
    expect(repeated.headers.get('idempotent-replayed')).toBe('true');
    expect(repeated.body.manifest.id).toBe(createdByAdmin.body.manifest.id);
    expect(createdByAdmin.body.manifest).toMatchObject({
      environment_type: 'ProductionEnvironment',
      version: 2,
      semantic_version: '2.0.0',
      submittable: true,
    });
    expect(
      (await session.post('/api/v1/admin/app_version_promotions', { app_version_promotion: { source_app_version_id: sandbox.id } })).status,
    ).toBe(403);
  });

  it("shows each app's highest sandbox and production versions in the apps list, as its version badge reads them", async () => {
    const { session, app } = await ownerWithApp();
    const admin = await signedInAdmin();
    const standing = async () => {
      const list = await session.get<components['schemas']['DeveloperAppSummary'][]>('/api/v1/developer_apps');
      expect(list.status).toBe(200);
      const row = list.body.find((a) => a.id === app.id)!;
      return { sandbox: row.newest_sandbox_version, production: row.newest_production_version, listing: row.marketplace_listing };
    };
    expect(await standing()).toEqual({ sandbox: null, production: null, listing: null });

    const first = await createSandbox(session, app.id);
    expect(await standing()).toMatchObject({ sandbox: { version: 1, semantic_version: '0.1.0', state: 'confidential' }, production: null });
    const production = await promote(session, first.id);
    expect((await standing()).production).toEqual({ version: 1, semantic_version: '0.1.0', state: 'confidential' });
    expect((await submit(session, production.id)).status).toBe(200);
    expect((await standing()).production).toEqual({ version: 1, semantic_version: '0.1.0', state: 'in_review' });
    expect((await review(admin, production.id, 'published', 'ok')).status).toBe(200);
    // The admin's write is not the developer's own: their next read may precede it, so wait for it.
    await eventually(async () => ((await standing()).production?.state === 'published' ? true : null), 15000);

    const second = await createSandbox(session, app.id);
    expect((await standing()).sandbox).toEqual({ version: 2, semantic_version: second.semantic_version, state: 'confidential' });
    const promoted = await promote(session, second.id, 'Second release');
    expect((await standing()).production).toEqual({ version: 2, semantic_version: promoted.semantic_version, state: 'confidential' });
    // A rollback is newer but lower: the highest version stays the one the badge compares.
    const rolledBack = await session.post('/api/v1/app_version_rollbacks', {
      app_version_rollback: { target_app_version_id: production.id, changelog: 'Back to 0.1.0' },
    });
    expect(rolledBack.status).toBe(201);
    expect((await standing()).production).toEqual({ version: 2, semantic_version: promoted.semantic_version, state: 'confidential' });
  });

  it('reads its own writes: the projection shows a version as the write answered it', async () => {
    const { session, app } = await ownerWithApp();
    const production = await promote(session, (await createSandbox(session, app.id)).id);
    const submitted = await submit(session, production.id);
    expect(submitted.status).toBe(200);
    const read = await session.get<{ data: AppVersion }>(`/api/v1/app_versioned_manifests/${production.id}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('x-portal-stale')).toBeNull();
    const { etag: _written, ...written } = submitted.body as AppVersion & { etag?: string };
    const { etag: _read, ...shown } = read.body.data as AppVersion & { etag?: string };
    expect(shown).toEqual(written);
  });
});
