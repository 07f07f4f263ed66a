import { rateLimitsOf } from './rate-limits';

describe('the rate-limit usage of an app', () => {
  it("puts each bucket under its client's environment, production first, with count as the template's limit", () => {
    const template = { name: 'main', fill_type: 'count', interval_ms: 3_600_000, limit: 7200, remaining: 7190, reset_ms: 1000 };
    expect(
      rateLimitsOf(
        [
          { clientId: 'prod', environment: 'production' },
          { clientId: 'sb', environment: 'sandbox' },
        ],
        [
          { client_id: 'sb', server: 'Integrator_Sandbox', bucket_name: 'B', templates: [template] },
          { client_id: 'prod', server: 'Production_US02', bucket_name: 'A2', templates: [] },
          { client_id: 'prod', server: 'Production_US01', bucket_name: 'A1', templates: [template] },
          { client_id: 'someone-else', server: 'Production_US01', bucket_name: 'X', templates: [] },
        ],
      ),
    ).toEqual([
      {
        environment: 'production',
        client_id: 'prod',
        server: 'Production_US01',
        bucket_name: 'A1',
        templates: [{ name: 'main', count: 7200, window_ms: 3_600_000, remaining: 7190, reset_ms: 1000 }],
      },
      { environment: 'production', client_id: 'prod', server: 'Production_US02', bucket_name: 'A2', templates: [] },
      {
        environment: 'sandbox',
        client_id: 'sb',
        server: 'Integrator_Sandbox',
        bucket_name: 'B',
        templates: [{ name: 'main', count: 7200, window_ms: 3_600_000, remaining: 7190, reset_ms: 1000 }],
      },
    ]);
  });
});
