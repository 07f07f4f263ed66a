import { platformClient, testEnv, type PlatformClient } from '@portal/test-kit';
import { NOT_A_SANDBOX } from './sandbox-proxy';

const call = (path: string, token?: string) =>
  fetch(new URL(path, testEnv.gatewayUrl), { headers: token ? { authorization: `Bearer ${token}` } : {} });

/** The API reference's "try it": the sandbox servers of the platform API through the portal's origin and the quota proxy. */
describe('the sandbox API on the portal origin (try it)', () => {
  let app: PlatformClient;
  let token: string;

  beforeAll(async () => {
    app = await platformClient('try-it');
    token = await app.token();
  });

  it('relays a sandbox call with the caller token to the quota proxy, rate-limit headers included', async () => {
    const answer = await call('/platform/Integrator_Sandbox/rest/v1.0/companies', token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('ratelimit-policy')).toMatch(/q=\d+/);
    expect(Array.isArray(await answer.json())).toBe(true);
  });

  it('answers the proxy 401 without a token and refuses production servers', async () => {
    expect((await call('/platform/Monthly_Sandbox_US01/rest/v1.0/companies')).status).toBe(401);
    const production = await call('/platform/Production_US01/rest/v1.0/companies', token);
    expect(production.status).toBe(404);
    expect(await production.json()).toMatchObject({ message: NOT_A_SANDBOX });
  });
});
