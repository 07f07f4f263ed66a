import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * A stand-in for the platform API on local runs, so the whole path (an app's token → the quota
 * proxy → the API) is real: a few sample companies and projects, and `/rest/v1.0/me` telling the
 * caller what the proxy forwarded. Production sets PLATFORM_API_URL to the real API instead.
 */
const COMPANIES = [
  { id: 1001, name: 'Harbor Construction Co.' },
  { id: 1002, name: 'Summit Builders' },
  { id: 1003, name: 'Granite & Steel Contractors' },
];
const PROJECTS = COMPANIES.flatMap((company, c) =>
  ['Riverside Tower', 'North Campus', 'Bridge Retrofit'].map((name, p) => ({
    id: 5000 + c * 10 + p,
    company_id: company.id,
    name: `${name} (${company.name.split(' ')[0]})`,
    stage: ['Bidding', 'Course of Construction', 'Closeout'][p],
  })),
);

const send = (res: ServerResponse, status: number, body: unknown): void => {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  res.end(json);
};

export const handleReference = (req: IncomingMessage, res: ServerResponse): void => {
  const url = new URL(req.url ?? '/', 'http://upstream.local');
  const path = url.pathname.replace(/\/$/, '');
  req.resume();
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, { message: 'The reference API is read-only' });
  if (path === '/rest/v1.0/companies') return send(res, 200, COMPANIES);
  if (path === '/rest/v1.0/projects') {
    const company = Number(url.searchParams.get('company_id') ?? req.headers['platform-company-id']);
    return send(res, 200, Number.isFinite(company) && company > 0 ? PROJECTS.filter((p) => p.company_id === company) : PROJECTS);
  }
  const project = /^\/rest\/v1\.0\/projects\/(\d+)$/.exec(path);
  if (project) {
    const found = PROJECTS.find((p) => p.id === Number(project[1]));
    return found ? send(res, 200, found) : send(res, 404, { message: 'Project not found' });
  }
  if (path === '/rest/v1.0/me') {
    return send(res, 200, { environment: req.headers['platform-environment'] ?? null, app_id: req.headers['platform-app-id'] ?? null });
  }
  return send(res, 404, { message: 'Not found' });
};

export const startReferenceUpstream = (port: number): Promise<Server> =>
  new Promise((resolve, reject) => {
    const server = createServer({ keepAliveTimeout: 65_000 }, handleReference);
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
