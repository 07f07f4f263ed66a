import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse } from 'yaml';
import { platformApiPath } from './platform-servers';

/**
 * The platform REST API documents the portal's reference and changelog are rendered from
 * (`contracts/platform/`, see its README). Loaded once and checked: a malformed entry fails
 * `npm run check` and the gateway's start, never a page.
 */
export const PLATFORM_DIR = join(__dirname, '..', 'platform');

export type DocVisibility = 'public' | 'internal';
export const CHANGELOG_TYPES = ['fix', 'new', 'feature', 'refinement', 'deprecated', 'sunset'] as const;
export type ChangelogType = (typeof CHANGELOG_TYPES)[number];

export interface ResourceGroup {
  id: string;
  name: string;
  summary: string;
  visibility: DocVisibility;
  order: number;
  /** The OpenAPI 3.1 document as written (operations may carry their own `x-doc.visibility`). */
  document: Record<string, unknown>;
}

export interface ChangelogEntry {
  id: string;
  summary: string;
  description: string;
  endpoint: string | null;
  type: ChangelogType;
  breaking: boolean;
  datestamp: string;
  versions: string[];
  link: string | null;
  visibility: DocVisibility;
}

export interface ServiceBranch {
  sha: string;
  name: string;
  description: string;
  entries: ChangelogEntry[];
}

export interface PlatformDocs {
  groups: ResourceGroup[];
  changelog: ChangelogEntry[];
  branches: ServiceBranch[];
}

type Raw = Record<string, unknown>;

const fail = (where: string, problem: string): never => {
  throw new Error(`contracts/platform ${where}: ${problem}`);
};

const visibilityOf = (raw: unknown, where: string): DocVisibility => {
  const value = (raw as { visibility?: unknown } | undefined)?.visibility ?? 'public';
  return value === 'public' || value === 'internal'
    ? value
    : fail(where, `x-doc.visibility must be public or internal, not ${String(value)}`);
};

const text = (raw: Raw, key: string, where: string, optional = false): string | null => {
  const value = raw[key];
  if (value === undefined || value === null || value === '') return optional ? null : fail(where, `${key} is required`);
  return typeof value === 'string' ? value : fail(where, `${key} must be a string`);
};

export const parseChangelogEntry = (raw: Raw, where: string): ChangelogEntry => {
  const id = text(raw, 'id', where)!;
  const at = `${where} ${id}`;
  const type = text(raw, 'type', at)!;
  if (!(CHANGELOG_TYPES as readonly string[]).includes(type)) fail(at, `type must be one of ${CHANGELOG_TYPES.join(', ')}`);
  const datestamp = text(raw, 'datestamp', at)!;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(datestamp) || Number.isNaN(Date.parse(datestamp))) fail(at, 'datestamp must be YYYY-MM-DD');
  if (typeof raw.breaking !== 'boolean') fail(at, 'breaking must be true or false');
  const versions = raw.versions;
  if (!Array.isArray(versions) || versions.length === 0 || versions.some((v) => typeof v !== 'string'))
    fail(at, 'versions must list strings');
  return {
    id,
    summary: text(raw, 'summary', at)!,
    description: text(raw, 'description', at)!,
    endpoint: text(raw, 'endpoint', at, true),
    type: type as ChangelogType,
    breaking: raw.breaking as boolean,
    datestamp,
    versions: versions as string[],
    link: text(raw, 'link', at, true),
    visibility: visibilityOf(raw['x-doc'], at),
  };
};

/** A group's server is the platform API's, with the `{server}` variable: the same path the reference and the proxy use. */
const checkServers = (servers: unknown, where: string): void => {
  const expected = platformApiPath('{server}');
  const urls = Array.isArray(servers) ? servers.map((server) => (server as Raw | null)?.url) : [];
  if (urls.length === 0) fail(where, `servers must name the platform API (…${expected})`);
  for (const url of urls) {
    if (typeof url !== 'string' || !url.endsWith(expected)) fail(where, `a server url must end with ${expected}, not ${String(url)}`);
  }
};

export const parseGroup = (file: string, raw: Raw): ResourceGroup => {
  const where = `groups/${file}`;
  if (typeof raw.openapi !== 'string' || !raw.openapi.startsWith('3.')) fail(where, 'must be an OpenAPI 3 document');
  const info = (raw.info ?? {}) as Raw;
  const xDoc = (raw['x-doc'] ?? {}) as Raw;
  if (typeof raw.paths !== 'object' || raw.paths === null) fail(where, 'paths are required');
  checkServers(raw.servers, where);
  return {
    id: basename(file, '.yaml'),
    name: text(info, 'title', `${where} info`)!,
    summary: text(info, 'description', `${where} info`)!,
    visibility: visibilityOf(xDoc, where),
    order: typeof xDoc.order === 'number' ? xDoc.order : 100,
    document: raw,
  };
};

const readYaml = (file: string): Raw => parse(readFileSync(join(PLATFORM_DIR, file), 'utf8')) as Raw;

export const loadPlatformDocs = (): PlatformDocs => {
  const groups = readdirSync(join(PLATFORM_DIR, 'groups'))
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => parseGroup(file, readYaml(join('groups', file))))
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
  const changelog = ((readYaml('changelog.yaml').entries ?? []) as Raw[]).map((raw) => parseChangelogEntry(raw, 'changelog.yaml'));
  const branches = ((readYaml('branches.yaml').branches ?? []) as Raw[]).map((raw) => ({
    sha: text(raw, 'sha', 'branches.yaml')!,
    name: text(raw, 'name', 'branches.yaml')!,
    description: text(raw, 'description', 'branches.yaml')!,
    entries: ((raw.entries ?? []) as Raw[]).map((entry) => parseChangelogEntry(entry, `branches.yaml ${String(raw.sha)}`)),
  }));
  const ids = [...changelog, ...branches.flatMap((b) => b.entries)].map((e) => e.id);
  const duplicate = ids.find((id, i) => ids.indexOf(id) !== i);
  if (duplicate) fail('changelog', `entry id ${duplicate} is used twice`);
  return { groups, changelog, branches };
};
