import { configuredManifest, eventually, signedUpDeveloper, STRONG_PASSWORD, testEnv, uniqueId } from '@portal/test-kit';
import { errors, generators, Issuer, type Client } from 'openid-client';
import { Browser } from './oauth-browser.testing';

/*
 * Issue 10, acceptance 6, with a standard OAuth client library (openid-client) against the portal's
 * authorization server: the grant follows the app's manifest. User-level authorization → authorization
 * code (+ PKCE) through the portal's sign-in and consent, client credentials refused with
 * `unauthorized_client`; a service-account-only manifest → the opposite.
 */
const gateway = testEnv.gatewayUrl;
const REDIRECT_URI = 'https://app.example.com/callback';

type OAuthApplication = { grant_types: string[]; redirect_uris: string[] };

const configured = (userLevel: boolean) =>
  configuredManifest({ userLevel, permissions: userLevel ? { company: {}, project: {} } : { company: { rfis: 'readonly' }, project: {} } });

/** An app with a redirect URI whose sandbox version (promoted to production) asks for `userLevel`; its production client and secret. */
const appWithManifest = async (userLevel: boolean) => {
  const owner = await signedUpDeveloper('grant');
  const created = await owner.session.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Grant App ') });
  expect(created.status).toBe(201);
  const appId = created.body.id;
  const uid = await eventually(async () => {
    const app = await owner.session.get<{ uid: string | null }>(`/api/v1/developer_apps/${appId}`);
    return app.status === 200 ? app.body.uid : null;
  }, 15000);
  expect(
    (await owner.session.request('PATCH', `/api/v1/developer_apps/${appId}`, { body: { developer_app: { redirect_uri: REDIRECT_URI } } }))
      .status,
  ).toBe(200);
  const version = await owner.session.post<{ manifest: { id: string } }>('/api/v1/app_versioned_manifests', {
    developer_app_id: appId,
    environment_type: 'Sandbox',
    configured_manifest_content: configured(userLevel),
  });
  expect(version.status).toBe(201);
  const promoted = await owner.session.post('/api/v1/app_version_promotions', {
    app_version_promotion: { source_app_version_id: version.body.manifest.id, changelog: 'First release' },
  });
  expect(promoted.status).toBe(201);
  // Identity follows apps.manifest.grant_type_changed for the production client.
  const expected = userLevel ? ['authorization_code', 'refresh_token'] : ['client_credentials'];
  await eventually(async () => {
    const view = await owner.session.get<OAuthApplication>(`/api/v1/oauth_applications/${uid}`);
    return view.status === 200 && view.body.redirect_uris.includes(REDIRECT_URI) && sameGrants(view.body.grant_types, expected);
  }, 20000);
  const secret = await owner.session.post<{ client_secret: string }>(`/api/v1/oauth_applications/${uid}/reset_secret`, {});
  expect(secret.status).toBe(200);
  return { owner, appId, uid: uid!, secret: secret.body.client_secret };
};

const sameGrants = (a: string[], b: string[]) => a.length === b.length && a.every((g) => b.includes(g));

const clientOf = async (uid: string, secret: string): Promise<Client> => {
  const issuer = await Issuer.discover(`${gateway.replace(/\/$/, '')}/oauth`);
  return new issuer.Client({
    client_id: uid,
    client_secret: secret,
    redirect_uris: [REDIRECT_URI],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
  });
};

/** The portal's sign-in for `browser`: the session cookie the web client would hold. */
const signInBrowser = async (browser: Browser, email: string) => {
  const session = await fetch(new URL('/api/v1/session', gateway), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: STRONG_PASSWORD }),
  });
  expect(session.status).toBe(200);
  browser.setCookie('portal_session', session.headers.getSetCookie()[0]!.split(';')[0]!.split('=')[1]!);
};

const oauthError = async (attempt: Promise<unknown>): Promise<string | undefined> => {
  try {
    await attempt;
  } catch (error) {
    if (error instanceof errors.OPError) return error.error;
    throw error;
  }
  return undefined;
};

describe('the grant follows the manifest (openid-client against /oauth)', () => {
  it('user-level authorization: authorization code + PKCE through sign-in and consent; client credentials refused', async () => {
    const { owner, appId, uid, secret } = await appWithManifest(true);
    const client = await clientOf(uid, secret);
    const verifier = generators.codeVerifier();
    const state = generators.state();
    const url = client.authorizationUrl({
      scope: 'openid',
      state,
      code_challenge: generators.codeChallenge(verifier),
      code_challenge_method: 'S256',
    });

    // Signed out the interaction sends the developer to the portal's sign-in; signed in, consent.
    const browser = new Browser();
    const start = await browser.go('GET', url);
    expect(start.status).toBe(303);
    const interaction = start.headers.get('location')!;
    const signedOut = await browser.go('GET', interaction);
    expect(signedOut.headers.get('location')).toMatch(/^\/sign_in\?return_to=/);
    await signInBrowser(browser, owner.email);
    const consent = await browser.follow(await browser.go('GET', interaction));
    expect(consent).toBeInstanceOf(Response);
    const html = await (consent as Response).text();
    const confirm = /action="([^"]+\/confirm)"/.exec(html)![1]!;
    const callback = await browser.follow(await browser.go('POST', confirm, new URLSearchParams()));
    expect(callback).toBeInstanceOf(URL);

    const params = client.callbackParams((callback as URL).toString());
    const tokens = await client.callback(REDIRECT_URI, params, { code_verifier: verifier, state });
    expect(tokens.access_token).toEqual(expect.any(String));
    expect(tokens.claims().sub).toBe(owner.id);

    expect(await oauthError(client.grant({ grant_type: 'client_credentials' }))).toBe('unauthorized_client');

    // The app page names the grant (the projection follows identity's client events).
    await eventually(async () => {
      const app = await owner.session.get<{ grant_type: string; grant_types: string[] }>(`/api/v1/developer_apps/${appId}`);
      return app.body.grant_type === 'authorization_code' && !app.body.grant_types.includes('client_credentials');
    }, 15000);
  });

  it('service-account only: client credentials get a token; the authorization code flow is refused', async () => {
    const { owner, appId, uid, secret } = await appWithManifest(false);
    const client = await clientOf(uid, secret);
    const tokens = await client.grant({ grant_type: 'client_credentials' });
    expect(tokens.access_token).toEqual(expect.any(String));

    const verifier = generators.codeVerifier();
    const url = client.authorizationUrl({
      scope: 'openid',
      code_challenge: generators.codeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const browser = new Browser();
    await signInBrowser(browser, owner.email);
    const answer = await browser.follow(await browser.go('GET', url));
    // Refused before any redirect URI is trusted: the error comes back as the protocol's JSON, or on the redirect.
    const error = answer instanceof URL ? answer.searchParams.get('error') : ((await answer.json()) as { error?: string }).error;
    expect(error).toBe('unauthorized_client');

    await eventually(async () => {
      const app = await owner.session.get<{ grant_type: string; grant_types: string[] }>(`/api/v1/developer_apps/${appId}`);
      return app.body.grant_type === 'client_credentials' && sameGrants(app.body.grant_types, ['client_credentials']);
    }, 15000);
  });
});
