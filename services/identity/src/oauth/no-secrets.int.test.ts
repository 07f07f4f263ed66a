import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ApiSession, STRONG_PASSWORD, authenticatorCode, testEnv, uniqueEmail, uniqueId } from '@portal/test-kit';
import mongoose from 'mongoose';
import { Client } from 'pg';

const LOG_DIR = resolve(__dirname, '..', '..', '..', '..', '.data', 'logs');
const gateway = testEnv.gatewayUrl;

const basic = (clientId: string, secret: string): string => `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;

const accessToken = async (clientId: string, secret: string): Promise<string> => {
  const response = await fetch(new URL('/oauth/token', gateway), {
    method: 'POST',
    headers: { authorization: basic(clientId, secret), 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
};

/**
 * The events of one store holding any of `needles`, picked out by Postgres: a store may hold hundreds
 * of thousands of events (the lists benchmark's scale seed), too many to carry over as one string.
 */
const eventsHolding = async (db: Client, needles: string[]): Promise<string[]> => {
  const { rows } = await db.query<{ text: string }>(
    `SELECT e.text FROM (SELECT data::text || metadata::text AS text FROM es_events) e
      WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) n WHERE strpos(e.text, n) > 0)`,
    [needles],
  );
  return rows.map((r) => r.text);
};

/** Two-step verification's secrets: the key, the recovery codes and a sign-in challenge, all through the gateway. */
const twoFactorSecrets = async (): Promise<string[]> => {
  const email = uniqueEmail('2fa-scan');
  const developer = new ApiSession();
  expect((await developer.signUp(email, STRONG_PASSWORD)).status).toBe(201);
  const { secret } = (await developer.post<{ secret: string }>('/api/v1/me/two_factor/setup')).body;
  const on = await developer.post<{ recoveryCodes: string[] }>('/api/v1/me/two_factor', {
    code: authenticatorCode(secret),
    currentPassword: STRONG_PASSWORD,
  });
  expect(on.status).toBe(200);
  const step = await new ApiSession().post<{ challenge: string }>('/api/v1/session', { email, password: STRONG_PASSWORD });
  expect(step.status).toBe(202);
  const signIn = await new ApiSession().post('/api/v1/session/two_factor', {
    challenge: step.body.challenge,
    code: on.body.recoveryCodes[0],
  });
  expect(signIn.status).toBe(200);
  return [secret, ...on.body.recoveryCodes, step.body.challenge];
};

/**
 * Runs the secret flows (first secret, confirmed reset, rotation, revocation, tokens from each
 * secret), then looks for every plaintext secret and access token in the event stores, the read
 * models and the service logs. Only argon2id hashes and SHA-256 keys may exist anywhere.
 */
describe('no OAuth or two-step secret or token leaves identity', () => {
  it('finds none of the secrets, recovery codes or access tokens in es_events, the read models or the logs', async () => {
    const owner = new ApiSession();
    const signUp = await owner.signUp(uniqueEmail('oauth-scan'), STRONG_PASSWORD);
    expect(signUp.status).toBe(201);
    const clientId = uniqueId('scan-');
    const registered = await fetch(new URL('/oauth_clients', testEnv.identityUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-token': testEnv.internalToken },
      body: JSON.stringify({ clientId, appId: randomUUID(), environment: 'production', ownerId: signUp.body.user.id }),
    });
    expect(registered.status).toBe(201);

    const secrets: string[] = [];
    const tokens: string[] = [];
    const path = (action: string) => `/api/v1/oauth_applications/${clientId}/${action}`;
    for (const [action, body] of [
      ['reset_secret', {}],
      ['reset_secret', { confirm: true }],
      ['rotate_secret', { grace_hours: 2 }],
    ] as const) {
      const answer = await owner.post<{ client_secret: string }>(path(action), body);
      expect(answer.status).toBe(200);
      secrets.push(answer.body.client_secret);
      tokens.push(await accessToken(clientId, answer.body.client_secret));
    }
    tokens.push(await accessToken(clientId, secrets[1]!));
    expect((await owner.post(path('revoke_old_secret'))).status).toBe(200);
    secrets.push(...(await twoFactorSecrets()));
    // Let the outbox publish and the consumers log whatever they would.
    await new Promise((r) => setTimeout(r, 1500));
    const needles = [...secrets, ...tokens];
    const found = (text: string): string[] => needles.filter((n) => text.includes(n)).map((n) => `${n.slice(0, 4)}…`);
    const leaks: string[] = [];

    const admin = new Client({ connectionString: testEnv.postgresUrl('postgres') });
    await admin.connect();
    const { rows: databases } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'portal_%'");
    await admin.end();
    for (const { datname } of databases) {
      const db = new Client({ connectionString: testEnv.postgresUrl(datname) });
      await db.connect();
      try {
        for (const leak of found((await eventsHolding(db, needles)).join('\n'))) leaks.push(`${datname}.es_events: ${leak}`);
        // The scan sees what it should: the client's own id is in identity's events.
        if (datname === 'portal_identity') expect((await eventsHolding(db, [clientId])).length).toBeGreaterThan(0);
      } catch (error) {
        if ((error as { code?: string }).code !== '42P01') throw error;
      } finally {
        await db.end();
      }
    }
    expect(databases.map((d) => d.datname)).toContain('portal_identity');
    const identityDb = new Client({ connectionString: testEnv.postgresUrl('portal_identity') });
    await identityDb.connect();
    try {
      const { rows } = await identityDb.query<{ text: string }>("SELECT string_agg(f::text, '\n') AS text FROM developer_second_factors f");
      for (const leak of found(rows[0]?.text ?? '')) leaks.push(`portal_identity.developer_second_factors: ${leak}`);
    } finally {
      await identityDb.end();
    }

    const mongo = await mongoose.createConnection(testEnv.mongoUrl).asPromise();
    try {
      for (const { name } of await mongo.db!.listCollections().toArray()) {
        for await (const document of mongo.db!.collection(name).find({}).batchSize(1000)) {
          for (const leak of found(JSON.stringify(document))) leaks.push(`mongo ${name}: ${leak}`);
        }
      }
    } finally {
      await mongo.close();
    }

    const logs = readdirSync(LOG_DIR).filter((f) => f.endsWith('.log'));
    expect(logs).toEqual(expect.arrayContaining(['identity.log', 'gateway.log']));
    for (const file of logs) {
      for (const leak of found(readFileSync(join(LOG_DIR, file), 'utf8'))) leaks.push(`${file}: ${leak}`);
    }

    expect(leaks).toEqual([]);
  });
});
