import { platformSchemaProblems } from '@portal/contracts';
import { answerReference } from './reference-upstream';

// A new integrator's QA pass (2026-12-03): without Platform-Company-Id, GET /projects answered every company's
// projects, and the records had neither `created_at` nor the documented `company`.
const get = (url: string, company?: string) => answerReference('GET', url, company === undefined ? {} : { 'platform-company-id': company });
type Project = { id: number; company: { id: number }; created_at: string; active: boolean };

describe('the reference platform API follows the reference documents', () => {
  it('refuses GET /projects and /projects/{id} without a valid Platform-Company-Id, with the documented error shape', () => {
    for (const url of ['/rest/v1.0/projects', '/rest/v1.0/projects?company_id=1001', '/rest/v1.0/projects/5000']) {
      const answer = get(url);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        message: 'The Platform-Company-Id header is required: the id of the company the request acts for.',
        errors: ['The Platform-Company-Id header is required: the id of the company the request acts for.'],
      });
    }
    for (const company of ['abc', '0', '-5', '1001, 1002', '1.5']) {
      const answer = get('/rest/v1.0/projects', company);
      expect({ company, status: answer.status }).toEqual({ company, status: 400 });
      expect((answer.body as { message: string }).message).toMatch(/^The Platform-Company-Id header must be a company id/);
    }
  });

  it("lists only that company's projects, newest first, paged with Total and Per-Page", () => {
    const answer = get('/rest/v1.0/projects', '1001');
    expect(answer.status).toBe(200);
    const projects = answer.body as Project[];
    expect(projects.length).toBeGreaterThan(1);
    expect(projects.every((p) => p.company.id === 1001)).toBe(true);
    expect(projects.map((p) => p.created_at)).toEqual(
      projects
        .map((p) => p.created_at)
        .sort()
        .reverse(),
    );
    expect(answer.headers).toEqual({ total: String(projects.length), 'per-page': '100' });

    const second = get('/rest/v1.0/projects?page=2&per_page=1', '1001');
    expect(second.body).toEqual([projects[1]]);
    expect(second.headers).toEqual({ total: String(projects.length), 'per-page': '1' });
    expect((get('/rest/v1.0/projects?filters[active]=false', '1002').body as Project[]).every((p) => !p.active)).toBe(true);
    expect(get('/rest/v1.0/projects', '4242').body).toEqual([]);
    for (const query of ['per_page=301', 'page=0', 'per_page=x', 'filters[active]=yes']) {
      expect({ query, status: get(`/rest/v1.0/projects?${query}`, '1001').status }).toEqual({ query, status: 400 });
    }
  });

  it("shows a project only to its own company: another company's is a 404", () => {
    expect(get('/rest/v1.0/projects/5000', '1001').status).toBe(200);
    expect(get('/rest/v1.0/projects/5000', '1002')).toEqual({
      status: 404,
      body: { message: 'Project not found', errors: ['Project not found'] },
    });
  });

  it('answers records in the documented schemas (Project, Company)', () => {
    for (const company of ['1001', '1002', '1003']) {
      for (const project of get('/rest/v1.0/projects', company).body as Project[]) {
        expect(platformSchemaProblems('projects', 'Project', project)).toEqual([]);
        expect(platformSchemaProblems('projects', 'Project', get(`/rest/v1.0/projects/${project.id}`, company).body)).toEqual([]);
      }
    }
    const companies = get('/rest/v1.0/companies');
    expect(companies.status).toBe(200);
    for (const company of companies.body as unknown[]) expect(platformSchemaProblems('companies', 'Company', company)).toEqual([]);
  });

  it('needs no company for the companies list and /me, and keeps the error shape elsewhere', () => {
    expect(answerReference('GET', '/rest/v1.0/me', { 'platform-environment': 'Integrator_Sandbox', 'platform-app-id': 'a1' })).toEqual({
      status: 200,
      body: { environment: 'Integrator_Sandbox', app_id: 'a1' },
    });
    expect(get('/rest/v1.0/nothing')).toEqual({ status: 404, body: { message: 'Not found', errors: ['Not found'] } });
    expect(answerReference('POST', '/rest/v1.0/projects', {}).status).toBe(405);
  });
});
