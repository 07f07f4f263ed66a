import { isSandboxServer, PUBLIC_PLATFORM_SERVERS, serverIds } from '@portal/contracts/src/platform-servers';
import { PLATFORM_SERVERS, QUICK_START_SERVER, oauthEndpoints, quickStartCommands } from './platformAccess';

// A new integrator's QA pass (2026-12-03): the overview described only the authorization code flow at a made-up host,
// never `resource=urn:platform:api`, the Platform-Company-Id header, the `{server}` segment or the discovery URL.
describe("the overview's quick start", () => {
  const { token, call } = quickStartCommands('https://portal.example.com', 'https://api.platform.example/');

  it("asks this portal's token endpoint for a client-credentials token for the platform API, with Basic auth", () => {
    expect(token).toContain('curl -s -u "$CLIENT_ID:$CLIENT_SECRET"');
    expect(token).toContain('-d grant_type=client_credentials');
    expect(token).toContain('-d resource=urn:platform:api');
    expect(token).toContain('https://portal.example.com/oauth/token');
    expect(token).toMatch(/^TOKEN=\$\(/);
  });

  it('calls the configured API host through the platform route, naming a server, with the token and the company header', () => {
    expect(call).toContain('curl https://api.platform.example/platform/Integrator_Sandbox/rest/v1.0/projects');
    expect(call).toContain('-H "Authorization: Bearer $TOKEN"');
    expect(call).toContain('-H "Platform-Company-Id: $COMPANY_ID"');
  });

  it('names the issuer and both discovery addresses on the portal origin', () => {
    expect(oauthEndpoints('http://localhost:8080')).toEqual({
      issuer: 'http://localhost:8080/oauth',
      token: 'http://localhost:8080/oauth/token',
      authorize: 'http://localhost:8080/oauth/authorize',
      discovery: 'http://localhost:8080/oauth/.well-known/openid-configuration',
      metadata: 'http://localhost:8080/.well-known/oauth-authorization-server/oauth',
    });
  });
});

describe('the servers the reference names (the contract catalogue)', () => {
  it("lists the spec's six servers with their environments, never the QA host's Staging", () => {
    // The catalogue itself is pinned to the spec's names and order in contracts/src/platform-servers.unit.test.ts.
    expect(PLATFORM_SERVERS.map((server) => server.id)).toEqual(serverIds(PUBLIC_PLATFORM_SERVERS));
    expect(PLATFORM_SERVERS.map((server) => server.id)).not.toContain('Staging');
    expect(PLATFORM_SERVERS[0]).toEqual({ id: 'Production_US01', environment: 'Production, United States' });
  });

  it('has the quick start call a sandbox (the one "try it" offers first)', () => {
    expect(isSandboxServer(QUICK_START_SERVER)).toBe(true);
  });
});
