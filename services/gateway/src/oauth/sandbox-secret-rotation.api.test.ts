import { eventually, signedUpDeveloper, testEnv, uniqueId } from '@portal/test-kit';

/*
 * Issue 10: sandbox secrets rotate with the same grace period as production ones. The sandbox's
 * client id (its app ID) goes through the same rotate/revoke endpoints: during the grace period
 * both secrets get tokens; revoking the old one ends it.
 */
const token = async (clientId: string, secret: string) => {
  const response = await fetch(new URL('/oauth/token', testEnv.gatewayUrl), {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  return response.status;
};

describe('sandbox secret rotation', () => {
  it('keeps the old sandbox secret working for the grace period, until it is revoked', async () => {
    const owner = await signedUpDeveloper('sandbox-rotation');
    const created = await owner.session.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Rotation App ') });
    expect(created.status).toBe(201);
    const sandbox = await eventually(async () => {
      const app = await owner.session.get<{ sandbox: { id: string; live: boolean; app_id: string | null } | null }>(
        `/api/v1/developer_apps/${created.body.id}`,
      );
      return app.body.sandbox?.live && app.body.sandbox.app_id ? app.body.sandbox : null;
    }, 60000);
    const clientId = sandbox.app_id!;
    const first = await owner.session.post<{ app_id: string; app_secret: string }>(`/api/v1/sandboxes/${sandbox.id}/reset_secret`, {});
    expect(first.status).toBe(200);
    expect(first.body.app_id).toBe(clientId);

    const rotated = await owner.session.post<{ client_secret: string; old_secret_valid_until: string | null }>(
      `/api/v1/oauth_applications/${encodeURIComponent(clientId)}/rotate_secret`,
      { grace_hours: 2 },
    );
    expect(rotated.status).toBe(200);
    const graceEnd = Date.parse(rotated.body.old_secret_valid_until!);
    expect(graceEnd - Date.now()).toBeGreaterThan(2 * 3600_000 - 120_000);
    expect(await token(clientId, first.body.app_secret)).toBe(200);
    expect(await token(clientId, rotated.body.client_secret)).toBe(200);

    const revoked = await owner.session.post(`/api/v1/oauth_applications/${encodeURIComponent(clientId)}/revoke_old_secret`, {});
    expect(revoked.status).toBe(200);
    expect(await token(clientId, first.body.app_secret)).toBe(401);
    expect(await token(clientId, rotated.body.client_secret)).toBe(200);
  });
});
