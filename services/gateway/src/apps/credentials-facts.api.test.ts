import { randomUUID } from 'node:crypto';
import { PgEventStore } from '@portal/eventsourcing';
import { ApiSession, eventually, signedInAdmin, signedUpDeveloper, testEnv, uniqueId } from '@portal/test-kit';
import { Pool } from 'pg';

interface AdminApp {
  id: string;
  uid: string;
  owner_id: string;
  has_production_credentials: boolean;
  external_platform_owner_id: string | null;
  owner_mismatch: boolean;
}
interface ActivityEntry {
  id: string;
  type: string;
  summary: string;
  actor: { id: string; email: string | null } | null;
  occurred_at: string;
}

const createApp = async (session: ApiSession) => {
  const response = await session.post<{ id: string; uid: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Creds ') });
  expect(response.status).toBe(201);
  return response.body;
};

/**
 * The admin view; `after` is another session's write (`x-portal-after`), which the gateway waits
 * for (at most 2 s, so callers still retry with `eventually` on a busy machine).
 */
const adminView = async (session: ApiSession, appId: string, after?: string | null) => {
  const response = await session.request<AdminApp>('GET', `/api/v1/admin/developer_apps/${appId}`, {
    headers: after ? { 'x-portal-after': after } : {},
  });
  expect(response.status).toBe(200);
  return response.body;
};

/** Identity registers the production client from apps.app.created; the projection follows. */
const registered = (session: ApiSession, appId: string, ownerId: string) =>
  eventually(async () => {
    const app = await adminView(session, appId);
    return app.external_platform_owner_id === ownerId ? app : null;
  }, 20000);

describe('production credentials facts on the admin app page', () => {
  it('says no production credentials until the owner generates the first secret; Activity lists resets and rotations', async () => {
    const owner = await signedUpDeveloper('credsowner');
    const app = await createApp(owner.session);
    const platformAdmin = await signedInAdmin();

    expect(await registered(platformAdmin, app.id, owner.id)).toMatchObject({
      has_production_credentials: false,
      external_platform_owner_id: owner.id,
      owner_mismatch: false,
    });

    const generated = await owner.session.post<{ client_secret: string }>(`/api/v1/oauth_applications/${app.uid}/reset_secret`, {});
    expect(generated.status).toBe(200);
    const position = generated.headers.get('x-portal-position');
    expect(position).toMatch(/^identity:\d+$/);
    await eventually(async () => (await adminView(platformAdmin, app.id, position)).has_production_credentials, 20000);

    const reset = await owner.session.post(`/api/v1/oauth_applications/${app.uid}/reset_secret`, { confirm: true });
    expect(reset.status).toBe(200);
    const rotated = await owner.session.post(`/api/v1/oauth_applications/${app.uid}/rotate_secret`, { grace_hours: 2 });
    expect(rotated.status).toBe(200);
    expect((await owner.session.post(`/api/v1/oauth_applications/${app.uid}/revoke_old_secret`)).status).toBe(200);

    const activity = await owner.session.get<ActivityEntry[]>(`/api/v1/developer_apps/${app.id}/activity`);
    expect(activity.status).toBe(200);
    const ownerEntries = activity.body.filter((e) => e.type.startsWith('identity.oauth_client.'));
    expect(ownerEntries.map((e) => e.summary)).toEqual([
      'revoked the old production client secret',
      expect.stringMatching(/^started a production client secret rotation \(old secret valid until \d{4}-\d\d-\d\d \d\d:\d\d UTC\)$/),
      'reset the production client secret',
      'generated the production client secret',
    ]);
    for (const entry of ownerEntries) expect(entry.actor).toMatchObject({ id: owner.id, email: owner.email });
    // The registration only echoes the app's creation, which the list already shows.
    expect(activity.body.some((e) => e.type === 'identity.oauth_client.registered')).toBe(false);
    expect(activity.body.at(-1)?.type).toBe('apps.app.created');
    const times = activity.body.map((e) => e.occurred_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('follows an ownership change without reporting a mismatch', async () => {
    const owner = await signedUpDeveloper('credsfrom');
    const next = await signedUpDeveloper('credsto');
    const app = await createApp(owner.session);
    const platformAdmin = await signedInAdmin();
    await registered(platformAdmin, app.id, owner.id);

    const changed = await platformAdmin.request('PUT', `/api/v1/admin/developer_apps/${app.id}/owner`, { body: { developer_id: next.id } });
    expect(changed.status).toBe(200);
    // Identity learns the transfer from apps.app.ownership_transferred, then the projection from identity: the answer
    // waits for that, so it never reports the platform's catching up as a mismatch.
    expect(changed.body).toMatchObject({ owner: { id: next.id }, external_platform_owner_id: next.id, owner_mismatch: false });
    expect(await registered(platformAdmin, app.id, next.id)).toMatchObject({ owner_id: next.id, owner_mismatch: false });

    const activity = await next.session.get<ActivityEntry[]>(`/api/v1/developer_apps/${app.id}/activity`);
    expect(activity.body.filter((e) => e.type === 'apps.app.ownership_transferred')).toHaveLength(1);
    // The client's owner change echoes the transfer: not listed twice.
    expect(activity.body.some((e) => e.type === 'identity.oauth_client.owner_changed')).toBe(false);
  });

  it('reports a mismatch when the platform side records another owner', async () => {
    const owner = await signedUpDeveloper('credsmismatch');
    const app = await createApp(owner.session);
    const platformAdmin = await signedInAdmin();
    await registered(platformAdmin, app.id, owner.id);

    // The platform records someone else: an event in identity's store, through the real kit, so
    // the outbox relay publishes it and the projection applies it like any other.
    const platformOwner = randomUUID();
    const pool = new Pool({ connectionString: testEnv.postgresUrl('portal_identity'), max: 1 });
    let position: number;
    try {
      const store = new PgEventStore(pool, 'identity');
      const streamId = `oauth_client-${app.uid}`;
      const { version } = await store.readStream(streamId);
      expect(version).toBeGreaterThan(0);
      const appended = await store.appendToStream(
        streamId,
        [
          {
            type: 'identity.oauth_client.owner_changed',
            data: { clientId: app.uid, appId: app.id, ownerId: platformOwner, changedAt: new Date().toISOString() },
          },
        ],
        { expectedVersion: version, context: { correlationId: uniqueId('mismatch-'), causationId: null, actorId: null } },
      );
      position = appended.lastPosition;
    } finally {
      await pool.end();
    }

    const view = await eventually(async () => {
      const current = await adminView(platformAdmin, app.id, `identity:${position}`);
      return current.owner_mismatch ? current : null;
    }, 20000);
    expect(view).toMatchObject({ owner_id: owner.id, external_platform_owner_id: platformOwner, owner_mismatch: true });

    const activity = await owner.session.get<ActivityEntry[]>(`/api/v1/developer_apps/${app.id}/activity`);
    // Not necessarily first: the sandbox build may land after it.
    expect(activity.body.find((e) => e.type === 'identity.oauth_client.owner_changed')).toMatchObject({
      type: 'identity.oauth_client.owner_changed',
      summary: 'changed the owner the platform records for the production client',
      actor: null,
    });
  });
});
