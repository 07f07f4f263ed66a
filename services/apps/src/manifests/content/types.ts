/** Manifest schema versions the platform knows (3 is the default). */
export const SCHEMA_VERSIONS = ['3', '4.1'] as const;
export type SchemaVersion = (typeof SCHEMA_VERSIONS)[number];
export const DEFAULT_SCHEMA_VERSION: SchemaVersion = '3';

export const isSchemaVersion = (value: unknown): value is SchemaVersion => SCHEMA_VERSIONS.includes(value as SchemaVersion);

/** Service-account permission levels; their ids are the position + 1 (none=1 ... admin=4). */
export const PERMISSION_LEVELS = ['none', 'readonly', 'standard', 'admin'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];
export const levelId = (level: PermissionLevel): number => PERMISSION_LEVELS.indexOf(level) + 1;

export type ToolLevels = Record<string, PermissionLevel>;
export interface Permissions {
  company: ToolLevels;
  project: ToolLevels;
}

export interface Tool {
  name: string;
  friendly_name: string;
  /** Level ids (1-4) the tool does not allow. */
  disabled_uals: number[];
}

export interface ConfigurationSchema {
  type: 'object';
  properties: Record<string, { type: 'string'; name: string; description: string }>;
  required: string[];
}

export interface ConfiguredComponent {
  source_url: string;
  views?: string[];
  name?: string;
  description?: string;
  user_configuration?: { schema: ConfigurationSchema };
}

export interface PostInstallationInstruction {
  notes?: string;
  page?: { label?: string; url?: string };
}

/** What the Configuration Builder edits (spec section 3). */
export interface ConfiguredManifestContent {
  sidepanel?: ConfiguredComponent | null;
  fullscreen?: ConfiguredComponent | null;
  permissions?: Partial<Permissions>;
  oauth?: { enabled?: boolean };
  post_installation_instruction?: PostInstallationInstruction | null;
}

/** The JSON a version holds; loosely typed because submitted content is checked, not trusted. */
export type ManifestContent = Record<string, unknown>;

/** One problem, with an RFC 6901 pointer into the submitted content ("" = the whole manifest). */
export interface ManifestError {
  message: string;
  pointer: string;
}

export interface ValidationContext {
  environment: 'sandbox' | 'production';
  edition: 'standard' | 'restricted';
  /** An empty save is allowed: the whole-manifest rule is skipped. */
  allowEmpty: boolean;
}

export interface Snippets {
  oauth: unknown;
  iframe: unknown;
  fullscreen: unknown;
  sidepanel: unknown;
}
