import catalogue from '@portal/contracts/manifests/tools.json';

/**
 * What a published listing's app can access once installed, in words a customer reads before "Allow and install":
 * the tools its release version's manifest asks for (company and project, with their levels), the components it
 * adds, and whether it connects to the platform API with OAuth. Pure: the manifest in, the summary out.
 */

export type AccessLevel = 'readonly' | 'standard' | 'admin';
export type AccessComponent = 'fullscreen' | 'sidepanel';

export interface ToolAccess {
  /** The tool's id in the manifest (`budget`). */
  tool: string;
  /** Its friendly name in the platform's tool catalogue (`Budget`); the id itself for a tool the catalogue lacks. */
  name: string;
  level: AccessLevel;
}

export interface RequestedAccess {
  company: ToolAccess[];
  project: ToolAccess[];
  components: AccessComponent[];
  oauth: boolean;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const asObject = (value: unknown): Json => (isObject(value) ? value : {});
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Levels by word and by id (none=1, readonly=2, standard=3, admin=4); `none` (and anything else) grants nothing. */
const LEVELS: Record<string, AccessLevel> = {
  readonly: 'readonly',
  standard: 'standard',
  admin: 'admin',
  '2': 'readonly',
  '3': 'standard',
  '4': 'admin',
};

const FRIENDLY_NAMES: ReadonlyMap<string, string> = new Map(
  (catalogue as { name: string; friendly_name: string }[]).map((tool) => [tool.name, tool.friendly_name]),
);

/** A tool's friendly name (the permission grid's), or its id when the catalogue does not know it. */
export const toolName = (tool: string): string => FRIENDLY_NAMES.get(tool) ?? tool;

/** One scope's tools (a map of tool id to level) as the summary lists them: granted ones only, by name. */
export const toolAccess = (levels: unknown): ToolAccess[] =>
  Object.entries(asObject(levels))
    .map(([tool, level]) => ({ tool, level: LEVELS[String(level)] }))
    .filter((entry): entry is { tool: string; level: AccessLevel } => entry.level !== undefined)
    .map(({ tool, level }) => ({ tool, name: toolName(tool), level }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || (a.tool < b.tool ? -1 : a.tool > b.tool ? 1 : 0));

const withComponents = (present: Record<AccessComponent, boolean>): AccessComponent[] =>
  (['fullscreen', 'sidepanel'] as const).filter((component) => present[component]);

/**
 * From the Configuration Builder's view of the version (`configured_manifest_content`), the same for every schema
 * version: `permissions {company, project}`, `fullscreen` / `sidepanel`, `oauth {enabled}`.
 */
export const accessFromConfiguration = (configured: Json): RequestedAccess => {
  const permissions = asObject(configured.permissions);
  return {
    company: toolAccess(permissions.company),
    project: toolAccess(permissions.project),
    components: withComponents({ fullscreen: isObject(configured.fullscreen), sidepanel: isObject(configured.sidepanel) }),
    oauth: asObject(configured.oauth).enabled === true,
  };
};

/**
 * From the manifest itself (a version stored without its configured content): schema 4.1 keeps the permissions at
 * the top level, schema 3 (the default) inside the oauth instances (merged, later instances win); the components are
 * the iframe instances' types; OAuth is `components.oauth.user_level`.
 */
export const accessFromManifest = (content: Json): RequestedAccess => {
  const components = asObject(content.components);
  const oauth = asObject(components.oauth);
  const permissions = { company: {} as Json, project: {} as Json };
  if (content.schema_version === '4.1') {
    const top = asObject(content.permissions);
    Object.assign(permissions.company, asObject(top.company));
    Object.assign(permissions.project, asObject(top.project));
  } else {
    for (const instance of asArray(oauth.instances)) {
      const own = asObject(asObject(instance).permissions);
      Object.assign(permissions.company, asObject(own.company));
      Object.assign(permissions.project, asObject(own.project));
    }
  }
  const types = asArray(asObject(components.iframe).instances).map((instance) => asObject(instance).type);
  return {
    company: toolAccess(permissions.company),
    project: toolAccess(permissions.project),
    components: withComponents({ fullscreen: types.includes('fullscreen'), sidepanel: types.includes('sidepanel') }),
    oauth: oauth.user_level === true,
  };
};

/** The version's access: from its configured content when it has one, else from its manifest. */
export const requestedAccess = (content: unknown, configured: unknown): RequestedAccess =>
  isObject(configured) ? accessFromConfiguration(configured) : accessFromManifest(asObject(content));

/** A listing whose release version's manifest the read models do not hold: nothing can be said (not "nothing asked"). */
export const UNKNOWN_ACCESS = {
  app_version_id: null,
  semantic_version: null,
  company: [],
  project: [],
  components: [],
  oauth: false,
} as const;
