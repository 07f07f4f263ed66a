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
    expect(configuredServers()).toEqual([
      'Production_US01',
      'Production_US02',
      'Production_UK01',
      'Monthly_Sandbox_US01',
      'Monthly_Sandbox_US02',
      'Integrator_Sandbox',
    ]);
    process.env.QUOTA_QA_HOST = 'true';
    expect(configuredServers()).toEqual(['Staging']);
  });

  it('are the listed ones when QUOTA_SERVERS names them', () => {
    process.env.QUOTA_SERVERS = ' Production_US01, Integrator_Sandbox ,';
    process.env.QUOTA_QA_HOST = 'true';
    expect(configuredServers()).toEqual(['Production_US01', 'Integrator_Sandbox']);
  });
});
