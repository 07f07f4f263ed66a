import { randomUUID } from 'node:crypto';
import { loadOpenApiDocument } from '@portal/contracts';
import {
  ApiSession,
  eventually,
  signedInAdmin,
  signedUpDeveloper,
  STRONG_PASSWORD,
  testEnv,
  uniqueEmail,
  uniqueId,
  waitForMails,
  waitForMailsMatching,
  type ApiResponse,
} from '@portal/test-kit';

type Json = Record<string, unknown>;
interface Sandbox {
  id: string;
  status: 'pending' | 'live' | 'failed';
  live: boolean;
  busy: boolean;
  app_id: string | null;
  company_id: string | null;
  url: string | null;
  redirect_uri?: string;
  version?: number;
}
interface App {
  id: string;
  uid: string;
  name: string;
  internal_name: string;
  redirect_uri: string;
  role: string | null;
  owner: { id: string; email: string };
  collaborators: { id: string; role: string; developer: { email: string } }[];
  sandbox: Sandbox | null;
  thumbnail_url: string | null;
  deleted_at: string | null;
  contacts: Contact[];
  marketplace_enabled: boolean;
  marketplace_setting_enabled?: boolean;
  version: number;
}

interface Contact {
  id: string;
  name: string;
  email: string;
  links: { edit: string };
}

const SUPPORT_EMAIL = process.env.SUPPORT_EMAIL ?? 'support@portal.example.com';

const patch = <T = unknown>(session: ApiSession, path: string, body: unknown, headers: Record<string, string> = {}) =>
  session.request<T>('PATCH', path, { body, headers });
const put = <T = unknown>(session: ApiSession, path: string, body: unknown) => session.request<T>('PUT', path, { body });
const del = (session: ApiSession, path: string) => session.request('DELETE', path);

const createApp = async (session: ApiSession, name = uniqueId('App ')) => {
  const response = await session.post<App>('/api/v1/developer_apps', { internal_name: name });
  expect(response.status).toBe(201);
  return response.body;
};

const multipart = (session: ApiSession, method: string, path: string, form: FormData): Promise<ApiResponse<App>> =>
  session.sendForm<App>(method, path, form);

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const invitationLink = async (email: string) => {
  const [mail] = await waitForMailsMatching(email, (m) => /invited you to collaborate on /i.test(m.subject), 1, 40000);
  expect(mail?.subject).toMatch(/invited you to collaborate on /i);
  // The invitation names who invites (name and e-mail) and the app.
  expect(mail?.text).toMatch(/\S+ \S+ \(\S+@example\.com\) invited you to collaborate on the app "/);
  const match = /\/invitations\/([0-9a-f-]{36})\/accept\?token=([^\s"&<]+)/.exec(mail!.text);
  expect(match).not.toBeNull();
  return { invitationId: match![1]!, token: decodeURIComponent(match![2]!) };
};

/** Owner plus a developer collaborator who joined through the e-mailed invitation. */
const appWithCollaborator = async (role: 'developer' | 'admin' = 'developer') => {
  const owner = await signedUpDeveloper('owner');
  const app = await createApp(owner.session);
  const inviteeEmail = uniqueEmail('invitee');
  const invite = await owner.session.post<Json>('/api/v1/invitations', { developer_app_id: app.id, email: inviteeEmail, role });
  expect(invite.status).toBe(201);
  const { invitationId, token } = await invitationLink(inviteeEmail);
  const invitee = new ApiSession();
  const signUp = await invitee.signUp(inviteeEmail, STRONG_PASSWORD);
  expect(signUp.status).toBe(201);
  const accepted = await invitee.post<Json>(`/api/v1/invitations/${invitationId}/acceptance`, { token });
  expect(accepted.status).toBe(200);
  expect(accepted.body).toEqual({ developer_app_id: app.id, role });
  return { owner, app, invitee: { session: invitee, email: inviteeEmail, id: signUp.body.user.id }, link: { invitationId, token } };
};

describe('developer apps through the gateway', () => {
  it('creates an app with a pending sandbox and shows it in the list and the detail', async () => {
    const { session, email } = await signedUpDeveloper('apps');
    const name = uniqueId('My App ');
    const created = await session.post<App>('/api/v1/developer_apps', { internal_name: name });
    expect(created.status).toBe(201);
    expect(created.headers.get('x-portal-position')).toMatch(/^apps:\d+$/);
    expect(created.body).toMatchObject({ internal_name: name, role: 'owner', deleted_at: null, owner: { email } });
    expect(created.body.uid).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(created.body.sandbox).toMatchObject({ status: 'pending', live: false });

    const detail = await session.get<App>(`/api/v1/developer_apps/${created.body.id}`);
    expect(detail.status).toBe(200);
    expect(detail.headers.get('etag')).toBe(`W/"${created.body.version}"`);
    const list = await session.get<{ id: string; role: string }[]>('/api/v1/developer_apps');
    expect(list.body).toEqual([expect.objectContaining({ id: created.body.id, role: 'owner' })]);

    const permissions = await session.get<Json>(`/api/v1/developer_app_permissions?developer_app_id=${created.body.id}`);
    expect(permissions.body).toMatchObject({ role: 'owner', edit_settings: true, destroy: true, transfer_ownership: true });

    const activity = await session.get<{ type: string; summary: string; actor: { email: string } | null }[]>(
      `/api/v1/developer_apps/${created.body.id}/activity`,
    );
    expect(activity.status).toBe(200);
    expect(activity.body.map((a) => a.type).slice(-2)).toEqual(['apps.sandbox.requested', 'apps.app.created']);
    expect(activity.body.at(-1)).toMatchObject({ summary: `created the app "${name}"`, actor: { email } });
  });

  it('requires an app name, on one line', async () => {
    const { session } = await signedUpDeveloper('apps');
    const response = await session.post<{ fields: Json }>('/api/v1/developer_apps', { internal_name: '  ' });
    expect(response.status).toBe(422);
    expect(response.body.fields).toEqual({ internal_name: ['App name is required'] });
    const twoLines = await session.post<{ fields: Json }>('/api/v1/developer_apps', { internal_name: 'A\nB' });
    expect(twoLines.status).toBe(422);
    expect(twoLines.body.fields).toEqual({ internal_name: ['App name must be one line'] });
  });

  it('refuses an http redirect URI with the rule, saves https ones, and guards with If-Match', async () => {
    const { session } = await signedUpDeveloper('apps');
    const app = await createApp(session);
    const refused = await patch<{ fields: Json }>(session, `/api/v1/developer_apps/${app.id}`, {
      developer_app: { redirect_uri: 'https://ok.example.com/cb\nhttp://example.com' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.fields.redirect_uri).toEqual(['Line 2: "http://example.com" must use https (http is only allowed for localhost)']);

    const uris = 'https://app.example.com/callback\nhttp://localhost:3000/cb\nurn:ietf:wg:oauth:2.0:oob';
    const saved = await patch<App>(session, `/api/v1/developer_apps/${app.id}`, { developer_app: { redirect_uri: uris } });
    expect(saved.status).toBe(200);
    expect(saved.body.redirect_uri).toBe(uris);
    expect((await session.get<App>(`/api/v1/developer_apps/${app.id}`)).body.redirect_uri).toBe(uris);

    const stale = await patch(
      session,
      `/api/v1/developer_apps/${app.id}`,
      { developer_app: { internal_name: 'Stale' } },
      { 'if-match': 'W/"1"' },
    );
    expect(stale.status).toBe(412);
    const malformed = await patch(
      session,
      `/api/v1/developer_apps/${app.id}`,
      { developer_app: { internal_name: 'Bad' } },
      { 'if-match': 'v1' },
    );
    expect(malformed.status).toBe(400);
    const fresh = await patch<App>(
      session,
      `/api/v1/developer_apps/${app.id}`,
      { developer_app: { internal_name: 'Renamed' } },
      { 'if-match': saved.headers.get('etag')! },
    );
    expect(fresh.status).toBe(200);
    expect(fresh.body.internal_name).toBe('Renamed');

    // Deleting honours If-Match too: a stale version is refused and the app stays.
    const staleDelete = await session.request('DELETE', `/api/v1/developer_apps/${app.id}`, { headers: { 'if-match': 'W/"1"' } });
    expect(staleDelete.status).toBe(412);
    expect((await session.get<App>(`/api/v1/developer_apps/${app.id}`)).body.deleted_at ?? null).toBeNull();
    const deleted = await session.request('DELETE', `/api/v1/developer_apps/${app.id}`, {
      headers: { 'if-match': fresh.headers.get('etag')! },
    });
    expect(deleted.status).toBe(204);
  });

  it('uploads a logo as multipart (checked by content) and removes it', async () => {
    const { session } = await signedUpDeveloper('apps');
    const app = await createApp(session);
    const notAnImage = new FormData();
    notAnImage.append('developer_app[thumbnail]', new Blob([Buffer.from('GIF89a fake')]), 'logo.png');
    const refused = await multipart(session, 'PATCH', `/api/v1/developer_apps/${app.id}`, notAnImage);
    expect(refused.status).toBe(422);

    const form = new FormData();
    form.append('developer_app[internal_name]', 'With Logo');
    form.append('developer_app[thumbnail]', new Blob([PNG]), 'logo.png');
    const uploaded = await multipart(session, 'PATCH', `/api/v1/developer_apps/${app.id}`, form);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.internal_name).toBe('With Logo');
    expect(uploaded.body.thumbnail_url).toMatch(/^\/api\/v1\/developer_app_thumbnails\/.+\.png$/);
    const image = await fetch(new URL(uploaded.body.thumbnail_url!, testEnv.gatewayUrl));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    // Re-encoded: a PNG again, served so that no browser would run it as anything else.
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(0, 8)
        .equals(PNG.subarray(0, 8)),
    ).toBe(true);
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-security-policy')).toContain('sandbox');

    // A PNG with an HTML document appended keeps its pixels and loses the document.
    const polyglot = new FormData();
    polyglot.append(
      'developer_app[thumbnail]',
      new Blob([Buffer.concat([PNG, Buffer.from('<html><script>alert(1)</script></html>')])]),
      'logo.png',
    );
    const cleaned = await multipart(session, 'PATCH', `/api/v1/developer_apps/${app.id}`, polyglot);
    expect(cleaned.status).toBe(200);
    const served = Buffer.from(await (await fetch(new URL(cleaned.body.thumbnail_url!, testEnv.gatewayUrl))).arrayBuffer());
    expect(served.includes('<script')).toBe(false);
    expect(served.subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true);

    // Magic bytes without an image behind them are refused with the type message.
    const truncated = new FormData();
    truncated.append('developer_app[thumbnail]', new Blob([PNG.subarray(0, 20)]), 'logo.png');
    const broken = await multipart(session, 'PATCH', `/api/v1/developer_apps/${app.id}`, truncated);
    expect(broken.status).toBe(422);

    // A form with a bad part changes nothing: neither the name nor the logo.
    const halfBad = new FormData();
    halfBad.append('developer_app[internal_name]', 'Not Saved');
    halfBad.append('developer_app[thumbnail]', new Blob([PNG.subarray(0, 20)]), 'logo.png');
    expect((await multipart(session, 'PATCH', `/api/v1/developer_apps/${app.id}`, halfBad)).status).toBe(422);
    const badFlag = new FormData();
    badFlag.append('developer_app[internal_name]', 'Not Saved');
    badFlag.append('developer_app[remove_thumbnail]', '');
    const flagRefused = await multipart(session, 'PATCH', `/api/v1/developer_apps/${app.id}`, badFlag);
    expect(flagRefused.status).toBe(422);
    expect(flagRefused.body).toMatchObject({ fields: { remove_thumbnail: ['must be true or false'] } });
    const unchanged = await session.get<App>(`/api/v1/developer_apps/${app.id}`);
    expect(unchanged.body.internal_name).toBe('With Logo');
    expect(unchanged.body.thumbnail_url).toBe(cleaned.body.thumbnail_url);

    const removed = await patch<App>(session, `/api/v1/developer_apps/${app.id}`, { developer_app: { remove_thumbnail: true } });
    expect(removed.body.thumbnail_url).toBeNull();
  });

  it('soft-deletes: the owner no longer sees the app, and nobody else could', async () => {
    const { session } = await signedUpDeveloper('apps');
    const app = await createApp(session);
    expect((await del(session, `/api/v1/developer_apps/${app.id}`)).status).toBe(204);
    expect((await session.get(`/api/v1/developer_apps/${app.id}`)).status).toBe(404);
    expect((await session.get<unknown[]>('/api/v1/developer_apps')).body).toEqual([]);
  });
});

describe('collaborators and invitations', () => {
  it('e-mails an invitation; the invitee signs up, accepts, sees the app and gets 403 on settings changes', async () => {
    const { owner, app, invitee, link } = await appWithCollaborator('developer');
    const seen = await invitee.session.get<App>(`/api/v1/developer_apps/${app.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.role).toBe('developer');
    // The link opened again (a second click in the e-mail, an accept whose answer was lost) lands the member on the app.
    const acceptance = `/api/v1/invitations/${link.invitationId}/acceptance`;
    const again = await invitee.session.post<Json>(acceptance, { token: link.token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ developer_app_id: app.id, role: 'developer' });
    const stranger = await signedUpDeveloper('stranger');
    expect((await stranger.session.post(acceptance, { token: link.token })).status).toBe(404);
    expect((await invitee.session.get<{ id: string }[]>('/api/v1/developer_apps')).body.map((a) => a.id)).toEqual([app.id]);
    expect(
      (await patch(invitee.session, `/api/v1/developer_apps/${app.id}`, { developer_app: { internal_name: 'Mine now' } })).status,
    ).toBe(403);
    const flags = await invitee.session.get<Json>(`/api/v1/developer_app_permissions?developer_app_id=${app.id}`);
    expect(flags.body).toMatchObject({ role: 'developer', view_production_client_id: true, edit_settings: false, destroy: false });

    // The invitee's acceptance, seen by the owner's session once the read model has it.
    const collaborators = await eventually(async () => {
      const answer = await owner.session.get<App['collaborators']>(`/api/v1/collaborators?developer_app_id=${app.id}`);
      return answer.body.length === 2 ? answer : null;
    });
    expect(collaborators.body.map((c) => [c.role, c.developer.email])).toEqual([
      ['owner', owner.email],
      ['developer', invitee.email],
    ]);
    // Update permissions, then remove: never the owner, never oneself.
    const promoted = await patch<App['collaborators']>(owner.session, '/api/v1/collaborators', {
      developer_app_id: app.id,
      collaborators: [{ id: invitee.id, role: 'admin' }],
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body.find((c) => c.id === invitee.id)?.role).toBe('admin');
    expect((await del(invitee.session, `/api/v1/collaborators/${owner.id}?developer_app_id=${app.id}`)).status).toBe(403);
    expect((await del(invitee.session, `/api/v1/collaborators/${invitee.id}?developer_app_id=${app.id}`)).status).toBe(403);
    expect((await del(owner.session, `/api/v1/collaborators/${invitee.id}?developer_app_id=${app.id}`)).status).toBe(204);
    // The invitee's session did not make the change, so it sees it once the read model has it.
    await eventually(async () => (await invitee.session.get(`/api/v1/developer_apps/${app.id}`)).status === 404);
    // Removed since, the link no longer lets them in.
    expect((await invitee.session.post(acceptance, { token: link.token })).status).toBe(404);
  });

  it('kills a cancelled invitation link', async () => {
    const owner = await signedUpDeveloper('owner');
    const app = await createApp(owner.session);
    const email = uniqueEmail('cancelled');
    const invite = await owner.session.post<{ id: string }>('/api/v1/invitations', { developer_app_id: app.id, email, role: 'admin' });
    const pending = await owner.session.get<{ id: string; status: string }[]>(`/api/v1/invitations?developer_app_id=${app.id}`);
    expect(pending.body).toEqual([expect.objectContaining({ id: invite.body.id, status: 'pending', email })]);
    const cancelled = await patch<Json>(owner.session, `/api/v1/invitations/${invite.body.id}`, {
      developer_app_id: app.id,
      invitation: { status: 'canceled' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('canceled');
    const { invitationId, token } = await invitationLink(email);
    const invitee = new ApiSession();
    await invitee.signUp(email, STRONG_PASSWORD);
    expect((await invitee.post(`/api/v1/invitations/${invitationId}/acceptance`, { token })).status).toBe(404);
    expect((await invitee.get(`/api/v1/developer_apps/${app.id}`)).status).toBe(404);
  });

  it('refuses an invitation accepted by a developer signed in with another address', async () => {
    const owner = await signedUpDeveloper('owner');
    const app = await createApp(owner.session);
    const email = uniqueEmail('rightful');
    await owner.session.post('/api/v1/invitations', { developer_app_id: app.id, email, role: 'developer' });
    const { invitationId, token } = await invitationLink(email);
    const stranger = await signedUpDeveloper('stranger');
    expect((await stranger.session.post(`/api/v1/invitations/${invitationId}/acceptance`, { token })).status).toBe(403);
  });

  it('transfers ownership; the former owner becomes admin', async () => {
    const { owner, app, invitee } = await appWithCollaborator('developer');
    const transferred = await owner.session.post<App>(`/api/v1/developer_apps/${app.id}/ownership_transfers`, {
      collaborator_id: invitee.id,
    });
    expect(transferred.status).toBe(200);
    expect(transferred.body.owner.id).toBe(invitee.id);
    expect(transferred.body.role).toBe('admin');
    const roles = Object.fromEntries(transferred.body.collaborators.map((c) => [c.id, c.role]));
    expect(roles).toEqual({ [invitee.id]: 'owner', [owner.id]: 'admin' });
    expect((await owner.session.post(`/api/v1/developer_apps/${app.id}/ownership_transfers`, { collaborator_id: owner.id })).status).toBe(
      403,
    );
  });

  it('answers a keyed transfer sent again as made, not as "only the owner"; the key with another collaborator is a 422', async () => {
    const { owner, app, invitee } = await appWithCollaborator('developer');
    const transfer = (collaboratorId: string, key?: string) =>
      owner.session.request<App & { message?: string; fields?: Record<string, string[]> }>(
        'POST',
        `/api/v1/developer_apps/${app.id}/ownership_transfers`,
        { body: { collaborator_id: collaboratorId }, headers: key ? { 'idempotency-key': key } : {} },
      );
    const key = uniqueId('transfer-');
    const first = await transfer(invitee.id, key);
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await transfer(invitee.id, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.owner.id).toBe(invitee.id);
    expect(again.body.role).toBe('admin');
    const elsewhere = await transfer(owner.id, key);
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.fields?.['Idempotency-Key']).toEqual([
      'This Idempotency-Key was already used to create a transfer of ownership to another collaborator: send a new key',
    ]);
    // A new key (a new intention) is what it is: the former owner may no longer transfer.
    expect((await transfer(invitee.id, uniqueId('transfer-'))).status).toBe(403);

    // Handed back since: the first send repeated once more does not hand it over again.
    const back = await invitee.session.request('POST', `/api/v1/developer_apps/${app.id}/ownership_transfers`, {
      body: { collaborator_id: owner.id },
    });
    expect(back.status).toBe(200);
    const late = await transfer(invitee.id, key);
    expect(late.status).toBe(200);
    expect(late.headers.get('idempotent-replayed')).toBe('true');
    expect(late.body.owner.id).toBe(owner.id);
  });
});

describe('every app route enforces the role matrix', () => {
  const operations = () => {
    const doc = loadOpenApiDocument() as { paths: Record<string, Record<string, { tags?: string[]; operationId: string }>> };
    return Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method, op]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method) && op.tags?.includes('apps'))
        .map(([method, op]) => ({ path, method: method.toUpperCase(), operationId: op.operationId })),
    );
  };
  /** Not scoped to one app: the viewer's own list, creation, public logo files. */
  const UNSCOPED = new Set(['listDeveloperApps', 'createDeveloperApp', 'getDeveloperAppThumbnail']);
  /** Readable by every role on the app (spec §6 view rows) or by the invitee (acceptance, and its preview by the link's token). */
  const EVERY_ROLE = new Set([
    'getDeveloperApp',
    'getDeveloperAppPermissions',
    'listCollaborators',
    'getInvitationAcceptance',
    'acceptInvitation',
  ]);

  const bodies = (ids: { app: string; collaborator: string }): Record<string, unknown> => ({
    updateDeveloperApp: { developer_app: { internal_name: 'Nope' } },
    transferOwnership: { collaborator_id: ids.collaborator },
    updateCollaborators: { developer_app_id: ids.app, collaborators: [{ id: ids.collaborator, role: 'admin' }] },
    inviteCollaborator: { developer_app_id: ids.app, email: uniqueEmail('walk'), role: 'developer' },
    cancelInvitation: { developer_app_id: ids.app, invitation: { status: 'canceled' } },
    acceptInvitation: { token: 'not-a-token' },
    updateSandbox: { sandbox: { redirect_uri: 'https://walk.example.com/cb' } },
    adminUpdateDeveloperApp: { developer_app: { internal_name: 'Nope' } },
    adminUpdateDeveloperAppLogo: { developer_app: { remove_thumbnail: true } },
    adminAddDeveloperAppContact: { name: 'Walker', email: 'walker@example.com' },
    adminChangeDeveloperAppContact: { name: 'Walker' },
    adminChangeDeveloperAppOwner: { developer_id: ids.collaborator },
  });

  it('answers 404 on every route of an app to a developer without a role, and 403 to a developer collaborator for owner/admin actions', async () => {
    const { owner, app, invitee } = await appWithCollaborator('developer');
    const spare = await owner.session.post<{ id: string }>('/api/v1/invitations', {
      developer_app_id: app.id,
      email: uniqueEmail('pending'),
      role: 'developer',
    });
    const stranger = await signedUpDeveloper('stranger');
    const ids = { app: app.id, collaborator: invitee.id };
    const url = (path: string) =>
      (path.startsWith('/api/v1/sandboxes/')
        ? path.replace('{id}', app.sandbox!.id)
        : path.startsWith('/api/v1/invitations/')
          ? path.replace('{id}', spare.body.id)
          : path.startsWith('/api/v1/collaborators/')
            ? path.replace('{id}', owner.id)
            : path.replace('{id}', app.id).replace('{contact_id}', randomUUID())) +
      (['/api/v1/collaborators', '/api/v1/invitations', '/api/v1/collaborators/{id}', '/api/v1/developer_app_permissions'].includes(path)
        ? `?developer_app_id=${app.id}`
        : '');
    // The preview's key is the link's token, as the acceptance's: a wrong one hides the invitation.
    const query = (operationId: string) => (operationId === 'getInvitationAcceptance' ? '?token=not-a-token' : '');
    const call = (session: ApiSession, op: { path: string; method: string; operationId: string }) =>
      session.request(
        op.method,
        url(op.path) + query(op.operationId),
        ['GET', 'DELETE'].includes(op.method) ? {} : { body: bodies(ids)[op.operationId] ?? {} },
      );

    const scoped = operations().filter((op) => !UNSCOPED.has(op.operationId));
    expect(scoped.length).toBeGreaterThanOrEqual(20);
    const strangerAnswers: string[] = [];
    const collaboratorAnswers: string[] = [];
    for (const op of scoped) {
      // Admin routes are the platform admins' (403 for every developer); every other app route hides the app (404).
      strangerAnswers.push(`${op.operationId} ${(await call(stranger.session, op)).status}`);
      if (!EVERY_ROLE.has(op.operationId)) collaboratorAnswers.push(`${op.operationId} ${(await call(invitee.session, op)).status}`);
    }
    expect(strangerAnswers).toEqual(scoped.map((op) => `${op.operationId} ${op.path.startsWith('/api/v1/admin/') ? 403 : 404}`));
    expect(collaboratorAnswers).toEqual(scoped.filter((op) => !EVERY_ROLE.has(op.operationId)).map((op) => `${op.operationId} 403`));
    // Nothing changed on the way.
    const after = await owner.session.get<App>(`/api/v1/developer_apps/${app.id}`);
    expect(after.body.internal_name).toBe(app.internal_name);
    expect(after.body.deleted_at).toBeNull();
  });
});

describe('sandboxes', () => {
  it('builds: pending, then live with its credentials, and the owner gets "Your sandbox is ready"', async () => {
    const { session, email } = await signedUpDeveloper('sandbox');
    const app = await createApp(session);
    expect(app.sandbox?.status).toBe('pending');
    const live = await eventually(
      async () => {
        const sandbox = (await session.get<App>(`/api/v1/developer_apps/${app.id}`)).body.sandbox;
        return sandbox?.status === 'live' ? sandbox : null;
      },
      60000,
      500,
    );
    expect(live).toMatchObject({
      live: true,
      app_id: expect.any(String),
      company_id: expect.any(String),
      url: expect.stringMatching(/^https:/),
    });
    const ready = await waitForMailsMatching(email, (m) => m.subject === 'Your sandbox is ready', 1, 30000);
    expect(ready).toHaveLength(1);
    const sandboxPatch = await patch<Sandbox & { redirect_uri: string }>(session, `/api/v1/sandboxes/${live.id}`, {
      sandbox: { redirect_uri: 'https://sandbox.example.com/cb' },
    });
    expect(sandboxPatch.status).toBe(200);
    expect(sandboxPatch.body.redirect_uri).toBe('https://sandbox.example.com/cb');
  });

  it('guards sandbox changes with If-Match: a form read before another change answers 412 and changes nothing', async () => {
    const { session } = await signedUpDeveloper('sandbox-if-match');
    const app = await createApp(session);
    const read = (await session.get<App>(`/api/v1/developer_apps/${app.id}`)).body.sandbox!;
    expect(read.version).toEqual(expect.any(Number));
    const path = `/api/v1/sandboxes/${read.id}`;
    const first = await patch<Sandbox>(
      session,
      path,
      { sandbox: { redirect_uri: 'https://first.example.com/cb' } },
      { 'If-Match': `W/"${read.version}"` },
    );
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe(`W/"${first.body.version}"`);
    const stale = await patch(
      session,
      path,
      { sandbox: { redirect_uri: 'https://second.example.com/cb' } },
      { 'If-Match': `W/"${read.version}"` },
    );
    expect(stale.status).toBe(412);
    expect((await session.get<App>(`/api/v1/developer_apps/${app.id}`)).body.sandbox?.redirect_uri).toBe('https://first.example.com/cb');
    expect((await patch(session, path, { sandbox: { redirect_uri: 'https://x.example.com' } }, { 'If-Match': 'junk' })).status).toBe(400);
  });

  it('fails when forced, e-mails the team, and an admin can make a fake live one at once', async () => {
    const { session } = await signedUpDeveloper('failing');
    const app = await createApp(session, uniqueId('Doomed [sandbox-failure] '));
    await eventually(
      async () => (await session.get<App>(`/api/v1/developer_apps/${app.id}`)).body.sandbox?.status === 'failed',
      60000,
      500,
    );
    await eventually(async () => (await waitForMails(SUPPORT_EMAIL, 1, 1000)).find((m) => m.text.includes(app.id)), 30000, 500);
    expect((await session.post(`/api/v1/developer_apps/${app.id}/fake_sandbox`)).status).toBe(403);
    const platformAdmin = await signedInAdmin();
    const fake = await platformAdmin.post<Sandbox>(`/api/v1/developer_apps/${app.id}/fake_sandbox`);
    expect(fake.status).toBe(201);
    expect(fake.body).toMatchObject({ status: 'live', live: true });
    // The admin's change, seen by the owner's session once the read model has it.
    await eventually(async () => (await session.get<App>(`/api/v1/developer_apps/${app.id}`)).body.sandbox?.status === 'live');
  });
});

describe('admin app detail', () => {
  it('changes the owner, adds a contact, refuses the marketplace toggle while the setting is off, undeletes, uploads and removes the logo', async () => {
    const owner = await signedUpDeveloper('adminowner');
    const next = await signedUpDeveloper('nextowner');
    const app = await createApp(owner.session);
    const platformAdmin = await signedInAdmin();
    const path = `/api/v1/admin/developer_apps/${app.id}`;

    const loaded = await platformAdmin.get<App>(path);
    expect(loaded.status).toBe(200);
    expect(loaded.body).toMatchObject({ id: app.id, marketplace_setting_enabled: false, owner: { id: owner.id } });
    expect((await owner.session.get(path)).status).toBe(403);

    const changed = await put<App>(platformAdmin, `${path}/owner`, { developer_id: next.id });
    expect(changed.status).toBe(200);
    expect(changed.body.owner.id).toBe(next.id);
    expect(changed.body.collaborators.find((c) => c.id === owner.id)?.role).toBe('admin');

    const contact = await platformAdmin.post<Json>(`${path}/contacts`, { name: 'Integration Lead', email: 'lead@example.com' });
    expect(contact.status).toBe(201);
    expect((await platformAdmin.get<App>(path)).body.contacts).toEqual([
      expect.objectContaining({ name: 'Integration Lead', email: 'lead@example.com' }),
    ]);
    expect((await platformAdmin.post<{ fields: Json }>(`${path}/contacts`, { name: '', email: 'x' })).status).toBe(422);
    // The same contact sent again (a lost answer): one contact, and the form says why.
    const again = await platformAdmin.post<{ fields: Json }>(`${path}/contacts`, { name: 'Integration Lead', email: 'Lead@example.com' });
    expect(again.status).toBe(422);
    expect(again.body.fields).toEqual({ email: ['This address is already a contact of this app'] });
    expect((await platformAdmin.get<App>(path)).body.contacts).toHaveLength(1);

    const toggle = await patch<{ fields: Json }>(platformAdmin, path, { developer_app: { marketplace_enabled: true } });
    expect(toggle.status).toBe(422);
    expect(Object.keys(toggle.body.fields)).toEqual(['marketplace_enabled']);

    expect((await del(next.session, `/api/v1/developer_apps/${app.id}`)).status).toBe(204);
    // Another session's change: the admin sees it once the read model has it.
    await eventually(async () => (await platformAdmin.get<App>(path)).body.deleted_at !== null);
    const undeleted = await patch<App>(platformAdmin, path, { developer_app: { deleted_at: null } });
    expect(undeleted.status).toBe(200);
    expect(undeleted.body.deleted_at).toBeNull();
    await eventually(async () => (await next.session.get(`/api/v1/developer_apps/${app.id}`)).status === 200);

    const form = new FormData();
    form.append('developer_app[thumbnail]', new Blob([PNG]), 'logo.png');
    const uploaded = await multipart(platformAdmin, 'PUT', path, form);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.thumbnail_url).toMatch(/\.png$/);
    const removed = await put<App>(platformAdmin, path, { developer_app: { remove_thumbnail: true } });
    expect(removed.status).toBe(200);
    expect(removed.body.thumbnail_url).toBeNull();
  });

  it('changes and removes a contact (admins only), and the admin app view follows each', async () => {
    const owner = await signedUpDeveloper('contactowner');
    const app = await createApp(owner.session);
    const platformAdmin = await signedInAdmin();
    const path = `/api/v1/admin/developer_apps/${app.id}`;
    const contactsOf = async () => (await platformAdmin.get<App>(path)).body.contacts;
    const add = async (name: string, email: string) => {
      const added = await platformAdmin.post<Contact>(`${path}/contacts`, { name, email });
      expect(added.status).toBe(201);
      return added.body;
    };
    const lead = await add('Lead', 'lead@example.com');
    const ops = await add('Ops', 'ops@example.com');
    const contactPath = `${path}/contacts/${lead.id}`;

    const changed = await patch<Contact>(platformAdmin, contactPath, { name: ' Integration Lead ', email: 'lead@example.org' });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('x-portal-position')).toMatch(/^apps:\d+$/);
    const edit = `/admin/developer_apps/${app.id}/contacts/${lead.id}/edit`;
    expect(changed.body).toEqual({ id: lead.id, name: 'Integration Lead', email: 'lead@example.org', links: { edit } });
    // The same session's next read waits for its own write (read-your-writes): no polling.
    expect(await contactsOf()).toEqual([changed.body, ops]);
    // A field left out keeps its value; a change that changes nothing answers the contact as it is.
    expect((await patch<Contact>(platformAdmin, contactPath, { name: 'Lead' })).body).toMatchObject({
      name: 'Lead',
      email: 'lead@example.org',
    });
    expect((await patch<Contact>(platformAdmin, contactPath, { name: 'Lead', email: 'lead@example.org' })).body.name).toBe('Lead');

    // Another contact's address, in any case, is refused on the e-mail field; the contacts stay as they were.
    const taken = await patch<{ fields: Json }>(platformAdmin, contactPath, { email: 'OPS@example.com' });
    expect(taken.status).toBe(422);
    expect(taken.body.fields).toEqual({ email: ['This address is already a contact of this app'] });
    const invalid = await patch<{ fields: Json }>(platformAdmin, contactPath, { name: ' ', email: 'nope' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.fields).toEqual({ name: ['Name is required'], email: ['Please enter a valid email address'] });
    expect((await contactsOf()).map((c) => c.email)).toEqual(['lead@example.org', 'ops@example.com']);

    // An id the app has no contact under: 404 for both; developers (even the owner) are refused as on the add.
    const unknown = `${path}/contacts/${randomUUID()}`;
    expect((await patch(platformAdmin, unknown, { name: 'Nobody' })).status).toBe(404);
    expect((await del(platformAdmin, unknown)).status).toBe(404);
    expect((await patch(owner.session, contactPath, { name: 'Mine now' })).status).toBe(403);
    expect((await del(owner.session, contactPath)).status).toBe(403);

    const removed = await del(platformAdmin, contactPath);
    expect(removed.status).toBe(204);
    expect(removed.headers.get('x-portal-position')).toMatch(/^apps:\d+$/);
    expect(await contactsOf()).toEqual([ops]);
    // Gone: a second removal (a retry) or a change of it is a 404, and its address is free for the other contact.
    expect((await del(platformAdmin, contactPath)).status).toBe(404);
    expect((await patch(platformAdmin, contactPath, { name: 'Back again' })).status).toBe(404);
    expect((await patch(platformAdmin, `${path}/contacts/${ops.id}`, { email: 'lead@example.org' })).status).toBe(200);

    const activity = await platformAdmin.get<{ summary: string }[]>(`/api/v1/developer_apps/${app.id}/activity`);
    // The sandbox's build lands in between at its own time: only the contact lines, newest first (the no-op made none).
    expect(activity.body.map((a) => a.summary).filter((summary) => summary.includes(' contact '))).toEqual([
      'changed the contact lead@example.org',
      'removed the contact lead@example.org',
      'changed the contact lead@example.org',
      'changed the contact lead@example.org',
      'added the contact ops@example.com',
      'added the contact lead@example.com',
    ]);

    // A deleted app refuses both, as it refuses its other changes, until it is undeleted.
    expect((await del(owner.session, `/api/v1/developer_apps/${app.id}`)).status).toBe(204);
    expect((await patch(platformAdmin, `${path}/contacts/${ops.id}`, { name: 'Ops' })).status).toBe(409);
    expect((await del(platformAdmin, `${path}/contacts/${ops.id}`)).status).toBe(409);
  });

  it("renames an app: the public name follows as for a developer's rename, unless the admin gives it a value of its own", async () => {
    const owner = await signedUpDeveloper('adminrename');
    const app = await createApp(owner.session);
    const platformAdmin = await signedInAdmin();
    const path = `/api/v1/admin/developer_apps/${app.id}`;
    const renamed = uniqueId('Admin Renamed ');
    // The admin's form sends both names; the public one as it was shown.
    const followed = await patch<App>(platformAdmin, path, { developer_app: { internal_name: renamed, name: app.internal_name } });
    expect(followed.status).toBe(200);
    expect(followed.body).toMatchObject({ internal_name: renamed, name: renamed });
    const again = uniqueId('Admin Again ');
    const apart = await patch<App>(platformAdmin, path, { developer_app: { internal_name: again, name: 'Public Name' } });
    expect(apart.status).toBe(200);
    expect(apart.body).toMatchObject({ internal_name: again, name: 'Public Name' });
    const later = await patch<App>(platformAdmin, path, { developer_app: { internal_name: uniqueId('Later '), name: 'Public Name' } });
    expect(later.body.name).toBe('Public Name');
  });

  it("honours If-Match on the admin's save: the app's version for app fields, the sandbox's for sandbox-only changes", async () => {
    const owner = await signedUpDeveloper('admin-if-match');
    const app = await createApp(owner.session);
    const platformAdmin = await signedInAdmin();
    const path = `/api/v1/admin/developer_apps/${app.id}`;
    const read = (await platformAdmin.get<App>(path)).body;
    // The team renames the app meanwhile: the admin's form, read before, is refused and changes nothing.
    expect(
      (await patch(owner.session, `/api/v1/developer_apps/${app.id}`, { developer_app: { internal_name: uniqueId('Team ') } })).status,
    ).toBe(200);
    const stale = await patch(
      platformAdmin,
      path,
      { developer_app: { internal_name: 'Admin Stale' } },
      { 'If-Match': `W/"${read.version}"` },
    );
    expect(stale.status).toBe(412);
    expect((await platformAdmin.get<App>(path)).body.internal_name).not.toBe('Admin Stale');
    // The sandbox did not move, so the Sandbox tab's save with the sandbox's version goes through.
    const sandboxOnly = await patch<App>(
      platformAdmin,
      path,
      { developer_app: {}, sandbox_attributes: { redirect_uri: 'https://admin.example.com/cb' } },
      { 'If-Match': `W/"${read.sandbox!.version}"` },
    );
    expect(sandboxOnly.status).toBe(200);
    expect(sandboxOnly.body.sandbox?.redirect_uri).toBe('https://admin.example.com/cb');
    const staleSandbox = await patch(
      platformAdmin,
      path,
      { developer_app: {}, sandbox_attributes: { redirect_uri: 'https://late.example.com/cb' } },
      { 'If-Match': `W/"${read.sandbox!.version}"` },
    );
    expect(staleSandbox.status).toBe(412);
    expect((await patch(platformAdmin, path, { developer_app: { internal_name: 'x' } }, { 'If-Match': 'junk' })).status).toBe(400);
  });
});
