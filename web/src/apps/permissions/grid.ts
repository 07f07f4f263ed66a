// Pure rules of the permission builder: level ids, cell availability, sorting, reading and writing
// the permissions of schema 3 (inside the oauth instance) and 4.1 (top level).

export const LEVELS = ['none', 'readonly', 'standard', 'admin'] as const;
export type Level = (typeof LEVELS)[number];
export type Scope = 'company' | 'project';
export type ScopeLevels = Record<string, Level>;
export interface PermissionSet {
  company: ScopeLevels;
  project: ScopeLevels;
}
export interface ToolInfo {
  name: string;
  friendly_name: string;
  disabled_uals: number[];
}

export const LEVEL_ID: Record<Level, number> = { none: 1, readonly: 2, standard: 3, admin: 4 };

export const isLevel = (value: unknown): value is Level => typeof value === 'string' && (LEVELS as readonly string[]).includes(value);

/**
 * A tool's name as the permission grid shows it ("Action Plans"), for the places that list granted tools by their
 * manifest key (`action_plans`). The key itself while the catalogue loads or for a tool it does not know.
 */
export const toolLabel = (tools: readonly ToolInfo[] | undefined, name: string): string =>
  tools?.find((tool) => tool.name === name)?.friendly_name ?? name;

export const cellDisabled = (tool: ToolInfo, level: Level): boolean => level !== 'none' && tool.disabled_uals.includes(LEVEL_ID[level]);

/**
 * Tools sorted by friendly name (`tool`) or by the granted level (`level`, ties by name); a minus
 * prefix sorts descending; unsorted keeps the catalogue's order (see lib/sortCycle).
 */
export function sortTools(tools: readonly ToolInfo[], levels: ScopeLevels, sort: string | undefined): ToolInfo[] {
  if (!sort) return [...tools];
  const sign = sort.startsWith('-') ? -1 : 1;
  const key = sort.replace(/^-/, '');
  const byName = (a: ToolInfo, b: ToolInfo) => a.friendly_name.localeCompare(b.friendly_name);
  return [...tools].sort((a, b) => {
    if (key === 'level') {
      const diff = LEVEL_ID[levels[a.name] ?? 'none'] - LEVEL_ID[levels[b.name] ?? 'none'];
      if (diff !== 0) return sign * diff;
      return byName(a, b);
    }
    return sign * byName(a, b);
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function readScope(value: unknown): ScopeLevels {
  if (value === undefined) return {};
  if (!isRecord(value)) throw new Error('bad scope');
  const out: ScopeLevels = {};
  for (const [tool, level] of Object.entries(value)) {
    if (!isLevel(level)) throw new Error('bad level');
    if (level !== 'none') out[tool] = level;
  }
  return out;
}

/** The permissions a manifest grants; throws when they cannot be read ("Error parsing existing permissions"). */
export function readPermissions(content: unknown): PermissionSet {
  if (!isRecord(content)) throw new Error('not an object');
  let raw: unknown;
  if (content.schema_version === '4.1') raw = content.permissions;
  else {
    const components = isRecord(content.components) ? content.components : {};
    const oauth = isRecord(components.oauth) ? components.oauth : {};
    const instances = Array.isArray(oauth.instances) ? oauth.instances : [];
    raw = isRecord(instances[0]) ? instances[0].permissions : undefined;
  }
  if (raw === undefined) return { company: {}, project: {} };
  if (!isRecord(raw)) throw new Error('bad permissions');
  return { company: readScope(raw.company), project: readScope(raw.project) };
}

/** The manifest with these permissions written where its schema keeps them (the rest untouched). */
export function writePermissions(content: Record<string, unknown>, permissions: PermissionSet): Record<string, unknown> {
  const value = { company: { ...permissions.company }, project: { ...permissions.project } };
  if (content.schema_version === '4.1') return { ...content, permissions: value };
  const components = isRecord(content.components) ? content.components : {};
  const oauth = isRecord(components.oauth) ? components.oauth : {};
  const instances =
    Array.isArray(oauth.instances) && oauth.instances.length > 0 ? [...oauth.instances] : [{ grant_type: 'client_credentials' }];
  instances[0] = { ...(isRecord(instances[0]) ? instances[0] : {}), permissions: value };
  return { ...content, components: { ...components, oauth: { ...oauth, instances } } };
}
