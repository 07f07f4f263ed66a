import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { REST_API_PATH } from '@portal/contracts';
import { COMPANIES, PROJECTS, type Project } from './reference-data';

/**
 * A stand-in for the platform API on local runs, so the whole path (an app's token → the quota
 * proxy → the API) is real: a few sample companies and projects, and `/rest/v1.0/me` telling the
 * caller what the proxy forwarded. Production sets PLATFORM_API_URL to the real API instead.
 * It follows the reference's documents where that is cheap (contracts/platform/groups): a required
 * `Platform-Company-Id` is required here too, lists are paged with `Total`/`Per-Page`, and errors have
 * the documented shape, so an integrator trying it locally learns what the real API will ask.
 */
export interface ReferenceAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

const BASE = REST_API_PATH;
const PROJECT_PATH = new RegExp(`^${BASE.replace(/\./g, '\\.')}/projects/(\\d+)$`);
const MAX_PER_PAGE = 300;
const DEFAULT_PER_PAGE = 100;

/** The overview's error body: `message`, and `errors` listing it. */
const failure = (status: number, message: string): ReferenceAnswer => ({ status, body: { message, errors: [message] } });

/** The company a request acts for (`Platform-Company-Id`, an integer in the documents), or the 400 saying what is wrong. */
const companyOf = (headers: IncomingHttpHeaders): number | ReferenceAnswer => {
  const raw = headers['platform-company-id'];
  if (raw === undefined || raw === '') {
    return failure(400, 'The Platform-Company-Id header is required: the id of the company the request acts for.');
  }
  const value = Array.isArray(raw) ? raw.join(', ') : raw;
  if (!/^[1-9]\d{0,15}$/.test(value.trim())) {
    return failure(400, `The Platform-Company-Id header must be a company id (a positive integer), not "${value.slice(0, 40)}".`);
  }
  return Number(value.trim());
};

/** A positive integer query parameter within `max`, its default when absent, or the 400. */
const boundedInteger = (params: URLSearchParams, name: string, fallback: number, max: number): number | ReferenceAnswer => {
  const raw = params.get(name);
  if (raw === null) return fallback;
  const value = Number(raw);
  return /^\d+$/.test(raw) && value >= 1 && value <= max
    ? value
    : failure(400, `${name} must be a whole number from 1 to ${max}, not "${raw.slice(0, 40)}".`);
};

const newestFirst = (a: Project, b: Project): number => b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** `GET /projects`: the company's projects, newest first, paged (`Total` and `Per-Page` headers), `filters[active]` applied. */
const listProjects = (company: number, params: URLSearchParams): ReferenceAnswer => {
  const page = boundedInteger(params, 'page', 1, Number.MAX_SAFE_INTEGER);
  if (typeof page !== 'number') return page;
  const perPage = boundedInteger(params, 'per_page', DEFAULT_PER_PAGE, MAX_PER_PAGE);
  if (typeof perPage !== 'number') return perPage;
  const active = params.get('filters[active]');
  if (active !== null && active !== 'true' && active !== 'false') {
    return failure(400, `filters[active] must be true or false, not "${active.slice(0, 40)}".`);
  }
  const matching = PROJECTS.filter((p) => p.company.id === company && (active === null || p.active === (active === 'true'))).sort(
    newestFirst,
  );
  return {
    status: 200,
    body: matching.slice((page - 1) * perPage, page * perPage),
    headers: { total: String(matching.length), 'per-page': String(perPage) },
  };
};

/** What the reference API answers one request (pure: the server below only writes it out). */
export const answerReference = (method: string, rawUrl: string, headers: IncomingHttpHeaders): ReferenceAnswer => {
  const url = new URL(rawUrl, 'http://upstream.local');
  const path = url.pathname.replace(/\/$/, '');
  if (method !== 'GET' && method !== 'HEAD') return failure(405, 'The reference API is read-only');
  if (path === `${BASE}/companies`) return { status: 200, body: COMPANIES };
  if (path === `${BASE}/me`) {
    return { status: 200, body: { environment: headers['platform-environment'] ?? null, app_id: headers['platform-app-id'] ?? null } };
  }
  const project = PROJECT_PATH.exec(path);
  if (path !== `${BASE}/projects` && !project) return failure(404, 'Not found');
  const company = companyOf(headers);
  if (typeof company !== 'number') return company;
  if (!project) return listProjects(company, url.searchParams);
  // Another company's project is not visible to the caller: the same 404 as none at all.
  const found = PROJECTS.find((p) => p.id === Number(project[1]) && p.company.id === company);
  return found ? { status: 200, body: found } : failure(404, 'Project not found');
};

const handleReference = (req: IncomingMessage, res: ServerResponse): void => {
  req.resume();
  const answer = answerReference(req.method ?? 'GET', req.url ?? '/', req.headers);
  const json = JSON.stringify(answer.body);
  res.writeHead(answer.status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
    ...answer.headers,
  });
  res.end(json);
};

export const startReferenceUpstream = (port: number): Promise<Server> =>
  new Promise((resolve, reject) => {
    const server = createServer({ keepAliveTimeout: 65_000 }, handleReference);
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
