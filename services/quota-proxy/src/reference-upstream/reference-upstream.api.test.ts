import { platformClient, testEnv } from '@portal/test-kit';

// A new integrator's QA pass (2026-12-03): through the quota proxy, GET /projects without Platform-Company-Id answered
// 200 with every company's projects, although the reference marks the header required.
describe('the reference platform API behind the quota proxy', () => {
  let token: string;
  const projects = (headers: Record<string, string> = {}, query = '') =>
    fetch(`${testEnv.quotaProxyUrl}/platform/Production_US02/rest/v1.0/projects${query}`, {
      headers: { authorization: `Bearer ${token}`, ...headers },
    });

  beforeAll(async () => {
    token = await (await platformClient('reference-api')).token();
  }, 60000);

  it('answers 400 with a message in the documented shape when Platform-Company-Id is missing', async () => {
    for (const query of ['', '?company_id=1001']) {
      const response = await projects({}, query);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { message: string; errors: string[] };
      expect(body.message).toBe('The Platform-Company-Id header is required: the id of the company the request acts for.');
      expect(body.errors).toEqual([body.message]);
    }
  });

  it("answers only that company's projects, with the paging headers", async () => {
    const response = await projects({ 'platform-company-id': '1002' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { company: { id: number }; created_at: string }[];
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((project) => project.company.id === 1002 && project.created_at)).toBe(true);
    expect(response.headers.get('total')).toBe(String(body.length));
    expect(response.headers.get('per-page')).toBe('100');
  });
});
