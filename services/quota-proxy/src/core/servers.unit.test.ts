import { PUBLIC_PLATFORM_SERVERS, serverIds } from '@portal/contracts';
import { configuredServers } from './servers';

describe('the bucket servers a deployment enables', () => {
  const saved = { servers: process.env.QUOTA_SERVERS, qa: process.env.QUOTA_QA_HOST };
  afterEach(() => {
    for (const [name, value] of [
      ['QUOTA_SERVERS', saved.servers],
      ['QUOTA_QA_HOST', saved.qa],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it("are the contract catalogue's six by default, in the spec's order, and Staging alone on the QA host", () => {
    delete process.env.QUOTA_SERVERS;
    delete process.env.QUOTA_QA_HOST;
    // The catalogue itself is pinned to the spec's names and order in contracts/src/platform-servers.unit.test.ts.
    expect(configuredServers()).toEqual(serverIds(PUBLIC_PLATFORM_SERVERS));
    expect(configuredServers()).toHaveLength(6);
    process.env.QUOTA_QA_HOST = 'true';
    expect(configuredServers()).toEqual(['Staging']);
  });

  it('are the listed ones when QUOTA_SERVERS names them', () => {
    process.env.QUOTA_SERVERS = ' Production_US01, Integrator_Sandbox ,';
    process.env.QUOTA_QA_HOST = 'true';
    expect(configuredServers()).toEqual(['Production_US01', 'Integrator_Sandbox']);
  });
});
