import { platformApiPath } from '@portal/contracts/src/platform-servers';

/** Documents available under /reference. */
export interface ReferenceDoc {
  path: string;
  title: string;
}

export const REST_DOCS_BASE = '/reference/rest/docs';

/** The server segment's placeholder in a base URL (an OpenAPI server variable on the group pages). */
export const SERVER_VARIABLE = '{server}';

/**
 * The Rest API's base URL for the configured developer API host: every call goes through the platform's gateway
 * (the quota proxy, which meters it), which takes the server (environment) first, `/platform/{server}/rest/v1.0`.
 */
export const restApiBase = (developerApiUrl: string, server: string = SERVER_VARIABLE): string =>
  joinUrl(developerApiUrl, platformApiPath(server));

export const referenceDocs: readonly ReferenceDoc[] = [{ path: 'rest/docs/rest-api-overview', title: 'Rest API overview' }];

export const overviewSections = [
  { id: 'introduction', title: 'Introduction' },
  { id: 'quick-start', title: 'Quick start: client credentials' },
  { id: 'base-url', title: 'Base URL' },
  { id: 'authentication', title: 'Authentication' },
  { id: 'requests', title: 'Requests and responses' },
  { id: 'pagination', title: 'Pagination' },
  { id: 'errors', title: 'Errors' },
  { id: 'rate-limits', title: 'Rate limits' },
] as const;

export const overviewSectionIds = overviewSections.map((s) => s.id);

/** Normalises the splat of /reference/* ("rest/docs/rest-api-overview/" → "rest/docs/rest-api-overview"). */
export function normaliseDocPath(splat: string | undefined): string {
  return (splat ?? '').replace(/^\/+|\/+$/g, '').replace(/\/{2,}/g, '/');
}

export function findDoc(splat: string | undefined): ReferenceDoc | undefined {
  const path = normaliseDocPath(splat);
  return referenceDocs.find((d) => d.path === path);
}

/** Joins a base URL and a path with exactly one slash. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The resource group a `/reference/rest/docs/<id>` splat names, if it has that shape. */
export function groupIdOf(splat: string | undefined): string | null {
  const match = /^rest\/docs\/([a-z0-9-]+)$/.exec(normaliseDocPath(splat));
  return match ? match[1]! : null;
}
