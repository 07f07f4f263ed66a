import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ApiSession, eventually, STRONG_PASSWORD, testEnv, uniqueEmail, uniqueId } from '@portal/test-kit';
import { Browser } from './oauth-browser.testing';

type OAuthApplication = { client_id: string; reset_count: number; has_secret: boolean; old_secret_valid_until: string | null };
type WithSecret = OAuthApplication & { client_secret: string };
type ErrorBody = { message: string; fields?: Record<string, string[]> };

const gateway = testEnv.gatewayUrl;

/** The apps service's id of each app a test created through the apps API, by client id. */
const appIds = new Map<string, string>();

/** An app's production client: through the apps API when the gateway routes it, else registered on identity directly. */
const clientFor = async (owner: ApiSession, ownerId: string): Promise<string> => {
  const created = await owner.post<{ id: string; uid?: string }>('/api/v1/developer_apps', { internal_name: uniqueId('OAuth app ') });
  if (created.status === 201) {
    const app = await eventually(async () => {
      const found = await owner.get<{ uid: string | null }>(`/api/v1/developer_apps/${created.body.id}`);
      return found.status === 200 && found.body.uid ? found.body.uid : null;
    }, 15000);
    await eventually(async () => (await owner.get(`/api/v1/oauth_applications/${app}`)).status === 200, 15000);
    appIds.set(app, created.body.id);
    return app;
  }
  const clientId = uniqueId('client-');
  const response = await fetch(new URL('/oauth_clients', testEnv.identityUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-internal-token': testEnv.internalToken },
    body: JSON.stringify({
      clientId,
      appId: randomUUID(),
      environment: 'production',
      ownerId,
      redirectUris: ['https://app.example.com/callback', 'http://localhost:3000/cb'],
      allowedCorsDomains: 'app.example.com',
    }),
  });
  expect(response.status).toBe(201);
  return clientId;
};

const basic = (clientId: string, secret: string): string =>
  `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`;

/** `POST /oauth/token` with client credentials and client_secret_basic, on the gateway's origin. */
const tokenWith = async (clientId: string, secret: string) => {
  const response = await fetch(new URL('/oauth/token', gateway), {
    method: 'POST',
    headers: { authorization: basic(clientId, secret), 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  return { status: response.status, body: (await response.json()) as { access_token?: string; error?: string } };
};

const introspect = async (clientId: string, secret: string, token: string) => {
  const response = await fetch(new URL('/oauth/token/introspection', gateway), {
    method: 'POST',
    headers: { authorization: basic(clientId, secret), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { active: boolean }).active;
};

const pkcePair = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

describe('OAuth credentials and the authorization server through the gateway', () => {
  let owner: ApiSession;
  let ownerId: string;

  beforeAll(async () => {
    owner = new ApiSession();
    const signUp = await owner.signUp(uniqueEmail('oauth-owner'), STRONG_PASSWORD);
    expect(signUp.status).toBe(201);
    ownerId = signUp.body.user.id;
  });

  it('publishes discovery and JWKS under /oauth on the gateway origin, without implicit flows', async () => {
    const discovery = (await (await fetch(new URL('/oauth/.well-known/openid-configuration', gateway))).json()) as Record<string, unknown>;
    expect(discovery.issuer).toMatch(/\/oauth$/);
    expect(discovery.token_endpoint).toBe(`${gateway.replace(/\/$/, '')}/oauth/token`);
    expect(discovery.authorization_endpoint).toBe(`${gateway.replace(/\/$/, '')}/oauth/authorize`);
    expect(discovery.grant_types_supported).toEqual(expect.arrayContaining(['client_credentials', 'authorization_code']));
    expect(discovery.response_types_supported).not.toContain('token');
    const jwks = (await (await fetch(new URL('/oauth/jwks', gateway))).json()) as { keys: { d?: string; kty: string }[] };
    expect(jwks.keys.length).toBeGreaterThan(0);
    expect(jwks.keys.every((k) => k.d === undefined)).toBe(true);
  });

  it('shows the first secret once, needs confirmation later, and a reset kills the old secret and its tokens', async () => {
    const clientId = await clientFor(owner, ownerId);
    const before = await owner.get<OAuthApplication>(`/api/v1/oauth_applications/${clientId}`);
    expect(before.body).toMatchObject({ client_id: clientId, reset_count: 0, has_secret: false });
    expect((await tokenWith(clientId, 'anything')).status).toBe(401);

    const first = await owner.post<WithSecret>(`/api/v1/oauth_applications/${clientId}/reset_secret`, {});
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body).toMatchObject({ client_id: clientId, reset_count: 1, has_secret: true });
    const oldSecret = first.body.client_secret;
    const issued = await tokenWith(clientId, oldSecret);
    expect(issued.status).toBe(200);
    const oldToken = issued.body.access_token!;
    expect(await introspect(clientId, oldSecret, oldToken)).toBe(true);

    const unconfirmed = await owner.post<ErrorBody>(`/api/v1/oauth_applications/${clientId}/reset_secret`, {});
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.body.fields?.confirm?.[0]).toMatch(/confirm/i);

    const second = await owner.post<WithSecret>(`/api/v1/oauth_applications/${clientId}/reset_secret`, { confirm: true });
    expect(second.status).toBe(200);
    expect(second.body.reset_count).toBe(2);
    const newSecret = second.body.client_secret;
    expect(newSecret).not.toBe(oldSecret);

    const refused = await tokenWith(clientId, oldSecret);
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe('invalid_client');
    expect((await tokenWith(clientId, newSecret)).status).toBe(200);
    expect(await introspect(clientId, newSecret, oldToken)).toBe(false);

    const after = await owner.get<Record<string, unknown>>(`/api/v1/oauth_applications/${clientId}`);
    expect(JSON.stringify(after.body)).not.toContain(newSecret);
  });

  it('answers 429 after too many failed client authentications from one caller, without touching other clients', async () => {
    const clientId = await clientFor(owner, ownerId);
    const other = await clientFor(owner, ownerId);
    const secret = (await owner.post<WithSecret>(`/api/v1/oauth_applications/${other}/reset_secret`, {})).body.client_secret;
    // OAUTH_CLIENT_MAX_FAILURES defaults to 10 in a 15-minute window.
    for (let attempt = 0; attempt < 10; attempt++) expect((await tokenWith(clientId, `wrong-${attempt}`)).status).toBe(401);
    const throttled = await fetch(new URL('/oauth/token', gateway), {
      method: 'POST',
      headers: { authorization: basic(clientId, 'wrong-again'), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await throttled.json()) as { error: string }).error).toBe('invalid_client');
    // The body form of client authentication is counted the same way.
    const posted = await fetch(new URL('/oauth/token', gateway), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: 'wrong' }).toString(),
    });
    expect(posted.status).toBe(429);
    expect((await tokenWith(other, secret)).status).toBe(200);
  });

  it('throttles failed client authentications at the pushed-authorization-request endpoint like the token endpoint', async () => {
    const clientId = await clientFor(owner, ownerId);
    const par = (secret: string) =>
      fetch(new URL('/oauth/request', gateway), {
        method: 'POST',
        headers: { authorization: basic(clientId, secret), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          response_type: 'code',
          client_id: clientId,
          redirect_uri: 'https://app.example.com/callback',
          scope: 'openid',
        }).toString(),
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) statuses.push((await par(`wrong-${attempt}`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('lets a client introspect only its own tokens', async () => {
    const a = await clientFor(owner, ownerId);
    const b = await clientFor(owner, ownerId);
    const secretA = (await owner.post<WithSecret>(`/api/v1/oauth_applications/${a}/reset_secret`, {})).body.client_secret;
    const secretB = (await owner.post<WithSecret>(`/api/v1/oauth_applications/${b}/reset_secret`, {})).body.client_secret;
    const tokenA = (await tokenWith(a, secretA)).body.access_token!;
    expect(await introspect(a, secretA, tokenA)).toBe(true);
    expect(await introspect(b, secretB, tokenA)).toBe(false);
  });

  it('advertises exactly the client authentication methods it accepts', async () => {
    const discovery = (await (await fetch(new URL('/oauth/.well-known/openid-configuration', gateway))).json()) as Record<string, unknown>;
    expect(discovery.token_endpoint_auth_methods_supported).toEqual(['client_secret_basic', 'client_secret_post', 'none']);
    expect(discovery.token_endpoint_auth_signing_alg_values_supported).toBeUndefined();
    expect(JSON.stringify(discovery)).not.toContain('HS256');
  });

  it('rotates with a grace period in which both secrets work, until the old one is revoked with its tokens', async () => {
    const clientId = await clientFor(owner, ownerId);
    const notYet = await owner.post<ErrorBody>(`/api/v1/oauth_applications/${clientId}/rotate_secret`, { grace_hours: 24 });
    expect(notYet.status).toBe(409);
    const oldSecret = (await owner.post<WithSecret>(`/api/v1/oauth_applications/${clientId}/reset_secret`, {})).body.client_secret;
    expect((await owner.post(`/api/v1/oauth_applications/${clientId}/rotate_secret`, { grace_hours: 0 })).status).toBe(422);

    const rotated = await owner.post<WithSecret>(`/api/v1/oauth_applications/${clientId}/rotate_secret`, { grace_hours: 24 });
    expect(rotated.status).toBe(200);
    expect(Date.parse(rotated.body.old_secret_valid_until!)).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const newSecret = rotated.body.client_secret;
    const oldToken = (await tokenWith(clientId, oldSecret)).body.access_token!;
    const newToken = (await tokenWith(clientId, newSecret)).body.access_token!;
    expect(oldToken).toEqual(expect.any(String));
    expect(newToken).toEqual(expect.any(String));
    expect((await owner.post(`/api/v1/oauth_applications/${clientId}/rotate_secret`, { grace_hours: 1 })).status).toBe(409);

    const revoked = await owner.post<OAuthApplication>(`/api/v1/oauth_applications/${clientId}/revoke_old_secret`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.old_secret_valid_until).toBeNull();
    expect((await tokenWith(clientId, oldSecret)).status).toBe(401);
    expect((await tokenWith(clientId, newSecret)).status).toBe(200);
    expect(await introspect(clientId, newSecret, oldToken)).toBe(false);
    expect(await introspect(clientId, newSecret, newToken)).toBe(true);
    expect((await owner.post(`/api/v1/oauth_applications/${clientId}/revoke_old_secret`)).status).toBe(409);
  });

  it('hides an app from developers without a role (404), and needs a session and the CSRF token', async () => {
    const clientId = await clientFor(owner, ownerId);
    const stranger = new ApiSession();
    expect((await stranger.signUp(uniqueEmail('oauth-stranger'), STRONG_PASSWORD)).status).toBe(201);
    expect((await stranger.get(`/api/v1/oauth_applications/${clientId}`)).status).toBe(404);
    expect((await stranger.post(`/api/v1/oauth_applications/${clientId}/reset_secret`, {})).status).toBe(404);
    expect((await stranger.post(`/api/v1/oauth_applications/${clientId}/rotate_secret`, { grace_hours: 1 })).status).toBe(404);
    expect((await new ApiSession().post(`/api/v1/oauth_applications/${clientId}/reset_secret`, {})).status).toBe(401);
    expect((await owner.post(`/api/v1/oauth_applications/${clientId}/reset_secret`, {}, { csrf: false })).status).toBe(403);
    expect((await owner.get(`/api/v1/oauth_applications/nope-${uniqueId()}`)).status).toBe(404);
  });

  it('passes OAuth errors through untouched and never serves the web client under /oauth', async () => {
    const unknown = await fetch(new URL('/oauth/token', gateway), {
      method: 'POST',
      headers: { authorization: basic('no-such-client', 'x'), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    expect(unknown.status).toBe(401);
    expect(((await unknown.json()) as { error: string }).error).toBe('invalid_client');
    const forged = await fetch(new URL('/oauth/jwks', gateway), { headers: { 'x-internal-token': 'forged', 'x-actor-id': randomUUID() } });
    expect(forged.status).toBe(200);
    expect((await fetch(new URL('/oauth/nothing-here', gateway))).headers.get('content-type')).not.toMatch(/text\/html/);
  });

  it('runs authorization code with PKCE for a public client: sign-in through the portal session, consent, code, token', async () => {
    const email = uniqueEmail('oauth-user');
    const user = new ApiSession();
    expect((await user.signUp(email, STRONG_PASSWORD)).status).toBe(201);
    const clientId = uniqueId('public-');
    const redirectUri = 'http://localhost:3000/callback';
    const registered = await fetch(new URL('/oauth_clients', testEnv.identityUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-token': testEnv.internalToken },
      body: JSON.stringify({ clientId, appId: randomUUID(), environment: 'production', confidential: false, redirectUris: [redirectUri] }),
    });
    expect(registered.status).toBe(201);

    const browser = new Browser();
    const { verifier, challenge } = pkcePair();
    const authorize = (extra: Record<string, string>) =>
      `/oauth/authorize?${new URLSearchParams({ client_id: clientId, response_type: 'code', redirect_uri: redirectUri, scope: 'openid', state: 's1', ...extra })}`;

    // PKCE is required for public clients, and a wrong verifier gets no token.
    const withoutPkce = await browser.follow(await browser.go('GET', authorize({})));
    expect(withoutPkce).toBeInstanceOf(URL);
    expect((withoutPkce as URL).searchParams.get('error')).toBe('invalid_request');

    // Signed out, the interaction sends the developer to the portal's sign-in.
    const start = await browser.go('GET', authorize({ code_challenge: challenge, code_challenge_method: 'S256' }));
    expect(start.status).toBe(303);
    const interaction = start.headers.get('location')!;
    expect(interaction).toMatch(/^\/oauth\/interaction\//);
    const signedOut = await browser.go('GET', interaction);
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toMatch(/^\/sign_in\?return_to=/);

    // Signed in to the portal (same browser), the login is taken from the session and consent is asked.
    const session = await fetch(new URL('/api/v1/session', gateway), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: STRONG_PASSWORD }),
    });
    expect(session.status).toBe(200);
    const [portalCookie] = session.headers.getSetCookie()[0]!.split(';');
    browser.setCookie('portal_session', portalCookie!.split('=')[1]!);
    const consentPage = await browser.follow(await browser.go('GET', interaction));
    expect(consentPage).toBeInstanceOf(Response);
    const html = await (consentPage as Response).text();
    expect(html).toContain(clientId);
    const confirmAction = /action="([^"]+\/confirm)"/.exec(html)![1]!;

    const done = await browser.follow(await browser.go('POST', confirmAction, new URLSearchParams()));
    expect(done).toBeInstanceOf(URL);
    const callback = done as URL;
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
    expect(callback.searchParams.get('state')).toBe('s1');
    const code = callback.searchParams.get('code')!;
    expect(code).toEqual(expect.any(String));

    const exchange = (codeVerifier: string) =>
      fetch(new URL('/oauth/token', gateway), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: clientId,
          code_verifier: codeVerifier,
        }),
      });
    const wrong = await exchange(pkcePair().verifier);
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toBe('invalid_grant');
    const tokens = await exchange(verifier);
    expect(tokens.status).toBe(200);
    const body = (await tokens.json()) as { access_token: string; id_token: string };
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.id_token.split('.')).toHaveLength(3);
    // A code is good once.
    expect((await exchange(verifier)).status).toBe(400);
  });

  it('runs authorization code for a confidential client with its secret, and a reset kills the tokens it got', async () => {
    const email = uniqueEmail('oauth-conf');
    const user = new ApiSession();
    const signUp = await user.signUp(email, STRONG_PASSWORD);
    expect(signUp.status).toBe(201);
    const clientId = await clientFor(user, signUp.body.user.id);
    const redirectUri = 'https://app.example.com/callback';
    if (
      !(
        await user.get<OAuthApplication & { redirect_uris: string[] }>(`/api/v1/oauth_applications/${clientId}`)
      ).body.redirect_uris.includes(redirectUri)
    ) {
      // Created through the apps API: give the app the redirect URI there.
      const appId = appIds.get(clientId)!;
      expect(
        (await user.request('PATCH', `/api/v1/developer_apps/${appId}`, { body: { developer_app: { redirect_uri: redirectUri } } })).status,
      ).toBe(200);
      await eventually(async () => {
        const view = await user.get<{ redirect_uris: string[] }>(`/api/v1/oauth_applications/${clientId}`);
        return view.body.redirect_uris.includes(redirectUri);
      }, 15000);
    }
    const secret = (await user.post<WithSecret>(`/api/v1/oauth_applications/${clientId}/reset_secret`, {})).body.client_secret;

    const browser = new Browser();
    const session = await fetch(new URL('/api/v1/session', gateway), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: STRONG_PASSWORD }),
    });
    browser.setCookie('portal_session', session.headers.getSetCookie()[0]!.split(';')[0]!.split('=')[1]!);
    const query = new URLSearchParams({
      client_id: clientId,
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: 'openid',
      state: 's2',
    });
    const consent = await browser.follow(await browser.go('GET', `/oauth/authorize?${query}`));
    const html = await (consent as Response).text();
    const done = (await browser.follow(
      await browser.go('POST', /action="([^"]+\/confirm)"/.exec(html)![1]!, new URLSearchParams()),
    )) as URL;
    const code = done.searchParams.get('code')!;
    const exchange = await fetch(new URL('/oauth/token', gateway), {
      method: 'POST',
      headers: { authorization: basic(clientId, secret), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    });
    expect(exchange.status).toBe(200);
    const accessToken = ((await exchange.json()) as { access_token: string }).access_token;
    expect(await introspect(clientId, secret, accessToken)).toBe(true);

    const next = (await user.post<WithSecret>(`/api/v1/oauth_applications/${clientId}/reset_secret`, { confirm: true })).body.client_secret;
    expect(await introspect(clientId, next, accessToken)).toBe(false);
  });

  it('gives a built sandbox its own client, whose secret works at the token endpoint (apps service)', async () => {
    const created = await owner.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Sandbox app ') });
    if (created.status !== 201) return; // the apps service is not routed in this deployment
    type Sandbox = { id: string; live: boolean; app_id: string | null };
    const sandbox = await eventually(async () => {
      const app = await owner.get<{ sandbox: Sandbox }>(`/api/v1/developer_apps/${created.body.id}`);
      return app.body.sandbox?.live && app.body.sandbox.app_id ? app.body.sandbox : null;
    }, 60000);
    const client = await eventually(async () => {
      const found = await owner.get<OAuthApplication & { environment: string }>(`/api/v1/oauth_applications/${sandbox.app_id}`);
      return found.status === 200 ? found.body : null;
    }, 15000);
    expect(client).toMatchObject({ client_id: sandbox.app_id, environment: 'sandbox', reset_count: 0 });
    const reset = await owner.post<{ app_id: string; app_secret: string }>(`/api/v1/sandboxes/${sandbox.id}/reset_secret`, {});
    expect(reset.status).toBe(200);
    expect((await tokenWith(sandbox.app_id!, reset.body.app_secret)).status).toBe(200);

    // The sandbox client learns nothing about the production client's tokens (introspection is per client).
    const production = (await owner.get<{ uid: string }>(`/api/v1/developer_apps/${created.body.id}`)).body.uid;
    const productionSecret = (await owner.post<WithSecret>(`/api/v1/oauth_applications/${production}/reset_secret`, {})).body.client_secret;
    const productionToken = (await tokenWith(production, productionSecret)).body.access_token!;
    expect(await introspect(production, productionSecret, productionToken)).toBe(true);
    expect(await introspect(sandbox.app_id!, reset.body.app_secret, productionToken)).toBe(false);
  }, 90000);

  it("lets browsers call the token endpoint only from the app's allowed CORS domains", async () => {
    const clientId = uniqueId('cors-');
    const registered = await fetch(new URL('/oauth_clients', testEnv.identityUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-token': testEnv.internalToken },
      body: JSON.stringify({ clientId, appId: randomUUID(), environment: 'production', ownerId, allowedCorsDomains: 'spa.example.com' }),
    });
    expect(registered.status).toBe(201);
    const secret = (await owner.post<WithSecret>(`/api/v1/oauth_applications/${clientId}/reset_secret`, {})).body.client_secret;
    const from = (origin: string) =>
      fetch(new URL('/oauth/token', gateway), {
        method: 'POST',
        headers: { authorization: basic(clientId, secret), 'content-type': 'application/x-www-form-urlencoded', origin },
        body: 'grant_type=client_credentials',
      });
    const allowed = await from('https://spa.example.com');
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://spa.example.com');
    const refused = await from('https://evil.example.com');
    expect(refused.status).toBe(400);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });
});
