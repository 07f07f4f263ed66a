import { randomUUID } from 'node:crypto';
import { testEnv, uniqueId } from '@portal/test-kit';
import { Client } from 'pg';

const internal = async <T>(
  path: string,
  body: unknown,
  actorId?: string,
  extra: Record<string, string> = {},
): Promise<{ status: number; body: T; replayed: boolean }> => {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-internal-token': testEnv.internalToken, ...extra };
  if (actorId) headers['x-actor-id'] = actorId;
  const response = await fetch(new URL(path, testEnv.identityUrl), { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T, replayed: response.headers.get('idempotent-replayed') === 'true' };
};

const basic = (clientId: string, secret: string) => `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;

const token = async (clientId: string, secret: string) => {
  const response = await fetch(new URL('/oauth/token', testEnv.gatewayUrl), {
    method: 'POST',
    headers: { authorization: basic(clientId, secret), 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  return { status: response.status, accessToken: ((await response.json()) as { access_token?: string }).access_token };
};

const active = async (clientId: string, secret: string, accessToken: string): Promise<boolean> => {
  const response = await fetch(new URL('/oauth/token/introspection', testEnv.gatewayUrl), {
    method: 'POST',
    headers: { authorization: basic(clientId, secret), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: accessToken }).toString(),
  });
  return ((await response.json()) as { active: boolean }).active;
};

describe('a rotation grace period that runs out', () => {
  it('stops the old secret and its tokens without any job, and keeps only hashes in identity', async () => {
    const ownerId = randomUUID();
    const clientId = uniqueId('grace-');
    expect((await internal('/oauth_clients', { clientId, appId: randomUUID(), environment: 'production', ownerId })).status).toBe(201);
    const first = await internal<{ client_secret: string }>(`/oauth_clients/${clientId}/reset_secret`, {}, ownerId);
    const rotated = await internal<{ client_secret: string }>(`/oauth_clients/${clientId}/rotate_secret`, { grace_hours: 1 }, ownerId);
    expect(rotated.status).toBe(200);
    const oldToken = (await token(clientId, first.body.client_secret)).accessToken!;
    expect(await active(clientId, rotated.body.client_secret, oldToken)).toBe(true);

    const db = new Client({ connectionString: testEnv.postgresUrl('portal_identity') });
    await db.connect();
    try {
      // The hour passes.
      await db.query(
        `UPDATE oauth_client_secrets SET expires_at = now() - interval '1 second' WHERE client_id = $1 AND expires_at IS NOT NULL`,
        [clientId],
      );
      expect((await token(clientId, first.body.client_secret)).status).toBe(401);
      expect((await token(clientId, rotated.body.client_secret)).status).toBe(200);
      expect(await active(clientId, rotated.body.client_secret, oldToken)).toBe(false);

      const { rows } = await db.query<{ text: string }>(
        `SELECT coalesce((SELECT string_agg(secret_hash, ' ') FROM oauth_client_secrets WHERE client_id = $1), '') || ' ' ||
                coalesce((SELECT string_agg(id_hash || payload::text, ' ') FROM oauth_store WHERE client_id = $1), '') AS text`,
        [clientId],
      );
      const stored = rows[0]!.text;
      expect(stored).toMatch(/\$argon2id\$/);
      for (const plain of [first.body.client_secret, rotated.body.client_secret, oldToken]) expect(stored).not.toContain(plain);
    } finally {
      await db.end();
    }
  });
});

describe('a rotation sent again with its Idempotency-Key after a lost answer', () => {
  it('issues its new secret again (the unseen one stops), keeps the old one working, and is over once the old is revoked', async () => {
    const ownerId = randomUUID();
    const clientId = uniqueId('rotate-again-');
    expect((await internal('/oauth_clients', { clientId, appId: randomUUID(), environment: 'production', ownerId })).status).toBe(201);
    const inUse = (await internal<{ client_secret: string }>(`/oauth_clients/${clientId}/reset_secret`, {}, ownerId)).body.client_secret;
    const key = { 'idempotency-key': randomUUID() };
    const rotate = (graceHours: number) =>
      internal<{ client_secret: string; old_secret_valid_until: string; message?: string; fields?: Record<string, string[]> }>(
        `/oauth_clients/${clientId}/rotate_secret`,
        { grace_hours: graceHours },
        ownerId,
        key,
      );
    const lost = await rotate(24);
    expect(lost.status).toBe(200);
    expect(lost.replayed).toBe(false);
    const again = await rotate(24);
    expect(again.status).toBe(200);
    expect(again.replayed).toBe(true);
    expect(again.body.client_secret).not.toBe(lost.body.client_secret);
    expect(again.body.old_secret_valid_until).toBe(lost.body.old_secret_valid_until);
    expect((await token(clientId, lost.body.client_secret)).status).toBe(401);
    expect((await token(clientId, again.body.client_secret)).status).toBe(200);
    expect((await token(clientId, inUse)).status).toBe(200);

    const otherGrace = await rotate(1);
    expect(otherGrace.status).toBe(422);
    expect(otherGrace.body.fields?.['Idempotency-Key']).toEqual([
      'This Idempotency-Key was already used to create a rotation with another grace period: send a new key',
    ]);
    // Without the key, the rotation running is what it is.
    expect((await internal(`/oauth_clients/${clientId}/rotate_secret`, { grace_hours: 24 }, ownerId)).status).toBe(409);

    expect((await internal(`/oauth_clients/${clientId}/revoke_old_secret`, {}, ownerId)).status).toBe(200);
    const over = await rotate(24);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('This rotation is over (its old secret was revoked, or its grace ended): start a new one');
    expect((await token(clientId, again.body.client_secret)).status).toBe(200);
  });
});

describe('a first secret generated again with its Idempotency-Key after a lost answer', () => {
  it('is generated once more without the confirmation, and the unseen one stops working', async () => {
    const ownerId = randomUUID();
    const clientId = uniqueId('generate-again-');
    expect((await internal('/oauth_clients', { clientId, appId: randomUUID(), environment: 'production', ownerId })).status).toBe(201);
    const key = { 'idempotency-key': randomUUID() };
    const generate = () =>
      internal<{ client_secret: string; reset_count: number; fields?: Record<string, string[]> }>(
        `/oauth_clients/${clientId}/reset_secret`,
        {},
        ownerId,
        key,
      );
    const lost = await generate();
    expect(lost.status).toBe(200);
    expect(lost.replayed).toBe(false);
    const again = await generate();
    expect(again.status).toBe(200);
    expect(again.replayed).toBe(true);
    expect((await token(clientId, lost.body.client_secret)).status).toBe(401);
    expect((await token(clientId, again.body.client_secret)).status).toBe(200);
    // Without the key, a reset of a secret that exists asks for the confirmation, as always.
    const unkeyed = await internal<{ fields?: Record<string, string[]> }>(`/oauth_clients/${clientId}/reset_secret`, {}, ownerId);
    expect(unkeyed.status).toBe(422);
    expect(unkeyed.body.fields?.confirm).toEqual(['Please confirm that the current secret and every token issued with it stop working']);
  });
});
