import { testEnv } from '@portal/test-kit';

// A new integrator's QA pass (2026-12-03): the root discovery addresses answered the web client's index.html with 200.
const gateway = testEnv.gatewayUrl;
const get = (path: string) => fetch(new URL(path, gateway), { redirect: 'manual', headers: { accept: 'application/json' } });

type Metadata = { issuer: string; token_endpoint: string; grant_types_supported: string[] };

describe('OAuth discovery at the site root (RFC 8414 §3, OpenID Connect Discovery)', () => {
  let issuer: string;

  beforeAll(async () => {
    issuer = ((await (await get('/oauth/.well-known/openid-configuration')).json()) as Metadata).issuer;
    expect(issuer).toMatch(/\/oauth$/);
  });

  it("serves the issuer's metadata at the RFC 8414 address of an issuer with a path", async () => {
    for (const path of ['/.well-known/oauth-authorization-server/oauth', '/.well-known/openid-configuration/oauth']) {
      const response = await get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const metadata = (await response.json()) as Metadata;
      expect(metadata.issuer).toBe(issuer);
      // Endpoints follow the host asked (identity builds them from X-Forwarded-Host), the issuer is fixed.
      expect(metadata.token_endpoint).toBe(new URL('/oauth/token', gateway).toString());
      expect(metadata.grant_types_supported).toContain('client_credentials');
    }
  });

  it('redirects the root addresses to the documents of the issuer, which is not the root', async () => {
    const expected: [string, string][] = [
      ['/.well-known/openid-configuration', '/oauth/.well-known/openid-configuration'],
      ['/.well-known/oauth-authorization-server', '/.well-known/oauth-authorization-server/oauth'],
    ];
    for (const [path, target] of expected) {
      const response = await get(path);
      expect({ path, status: response.status, location: response.headers.get('location') }).toEqual({
        path,
        status: 308,
        location: target,
      });
      const followed = await fetch(new URL(path, gateway));
      expect(followed.status).toBe(200);
      expect(((await followed.json()) as Metadata).issuer).toBe(issuer);
    }
  });

  it("answers any other well-known address with the API's 404, never the web client", async () => {
    for (const path of ['/.well-known/webfinger?resource=acct:x@example.com', '/.well-known/jwks.json', '/.well-known/', '/.well-known']) {
      const response = await fetch(new URL(path, gateway), { headers: { accept: 'text/html' } });
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ message: 'Not found', errors: ['Not found'] });
    }
  });
});
