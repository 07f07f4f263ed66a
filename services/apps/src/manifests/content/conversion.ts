import {
  DEFAULT_SCHEMA_VERSION,
  isSchemaVersion,
  type ConfiguredComponent,
  type ConfiguredManifestContent,
  type ManifestContent,
  type Permissions,
  type PostInstallationInstruction,
  type SchemaVersion,
  type ToolLevels,
} from './types';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const asObject = (value: unknown): Json => (isObject(value) ? value : {});
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const toolLevels = (value: unknown): ToolLevels => ({ ...(asObject(value) as ToolLevels) });
const hasAny = (permissions: Permissions) => Object.keys(permissions.company).length + Object.keys(permissions.project).length > 0;

/** The schema version a content declares (default 3 when absent or unknown). */
export const schemaVersionOf = (content: ManifestContent): SchemaVersion =>
  isSchemaVersion(content.schema_version) ? content.schema_version : DEFAULT_SCHEMA_VERSION;

/** The oauth instances of a content (empty when absent or malformed). */
export const oauthInstances = (content: ManifestContent): unknown[] => asArray(asObject(asObject(content.components).oauth).instances);

/** The iframe instances of a content (empty when absent or malformed). */
export const iframeInstances = (content: ManifestContent): unknown[] => asArray(asObject(asObject(content.components).iframe).instances);

/**
 * The service-account permissions a manifest asks for: 4.1 keeps them at the top level, 3 inside the
 * oauth instances (merged, later instances win).
 */
export const permissionsOf = (content: ManifestContent): Permissions => {
  if (schemaVersionOf(content) === '4.1') {
    const top = asObject(content.permissions);
    return { company: toolLevels(top.company), project: toolLevels(top.project) };
  }
  const merged: Permissions = { company: {}, project: {} };
  for (const instance of oauthInstances(content)) {
    const permissions = asObject(asObject(instance).permissions);
    Object.assign(merged.company, toolLevels(permissions.company));
    Object.assign(merged.project, toolLevels(permissions.project));
  }
  return merged;
};

/** Whether the manifest asks for user-level authorization (authorization code). */
export const userLevelAuth = (content: ManifestContent): boolean => asObject(asObject(content.components).oauth).user_level === true;

const withoutEmpty = <T extends Json>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as T;

const iframeInstance = (type: 'sidepanel' | 'fullscreen', component: ConfiguredComponent, appName: string): Json =>
  withoutEmpty({
    type,
    name: component.name ?? appName,
    description: component.description ?? '',
    source_url: component.source_url,
    views: type === 'sidepanel' ? [...(component.views ?? [])] : undefined,
    user_configuration: structuredClone(component.user_configuration ?? { schema: { type: 'object', properties: {}, required: [] } }),
  });

const instruction = (value: PostInstallationInstruction | null | undefined): PostInstallationInstruction | undefined => {
  if (!value) return undefined;
  const page = value.page ? withoutEmpty({ label: value.page.label || undefined, url: value.page.url || undefined }) : undefined;
  const result = withoutEmpty({ notes: value.notes || undefined, page: page && Object.keys(page).length ? page : undefined });
  return Object.keys(result).length ? result : undefined;
};

/**
 * The manifest a Configuration Builder draft stands for. `app_manifest.uid`/`name` come from the
 * app and override anything else; empty post-installation fields are dropped (validation then asks
 * for them); the oauth block is written when permissions or user-level auth are on.
 */
export const manifestFromConfiguration = (
  configured: ConfiguredManifestContent,
  schemaVersion: SchemaVersion,
  app: { uid: string; name: string },
): ManifestContent => {
  const permissions: Permissions = {
    company: { ...(configured.permissions?.company ?? {}) },
    project: { ...(configured.permissions?.project ?? {}) },
  };
  const serviceAccount = hasAny(permissions);
  const instances: Json[] = [];
  if (configured.sidepanel) instances.push(iframeInstance('sidepanel', configured.sidepanel, app.name));
  if (configured.fullscreen) instances.push(iframeInstance('fullscreen', configured.fullscreen, app.name));
  const oauthInstance: Json = { grant_type: 'client_credentials' };
  if (schemaVersion === '3') oauthInstance.permissions = permissions;
  const content: ManifestContent = {
    app_manifest: { uid: app.uid, name: app.name },
    schema_version: schemaVersion,
    components: {
      oauth: { instances: serviceAccount ? [oauthInstance] : [], user_level: configured.oauth?.enabled === true },
      iframe: { instances },
    },
  };
  if (schemaVersion === '4.1' && serviceAccount) content.permissions = permissions;
  const post = instruction(configured.post_installation_instruction);
  if (post) content.post_installation_instruction = post;
  return content;
};

const configuredComponent = (instance: Json): ConfiguredComponent =>
  withoutEmpty({
    source_url: typeof instance.source_url === 'string' ? instance.source_url : '',
    views: instance.type === 'sidepanel' ? asArray(instance.views).filter((v): v is string => typeof v === 'string') : undefined,
    name: typeof instance.name === 'string' ? instance.name : undefined,
    description: typeof instance.description === 'string' ? instance.description : undefined,
    user_configuration: isObject(instance.user_configuration)
      ? (structuredClone(instance.user_configuration) as ConfiguredComponent['user_configuration'])
      : undefined,
  });

/** The Configuration Builder's view of a manifest (the first sidepanel and the first fullscreen). */
export const configurationFromManifest = (content: ManifestContent): ConfiguredManifestContent => {
  const instances = iframeInstances(content).filter(isObject);
  const sidepanel = instances.find((i) => i.type === 'sidepanel');
  const fullscreen = instances.find((i) => i.type === 'fullscreen');
  const configured: ConfiguredManifestContent = {
    permissions: permissionsOf(content),
    oauth: { enabled: userLevelAuth(content) },
  };
  if (sidepanel) configured.sidepanel = configuredComponent(sidepanel);
  if (fullscreen) configured.fullscreen = configuredComponent(fullscreen);
  const post = isObject(content.post_installation_instruction) ? content.post_installation_instruction : null;
  if (post) {
    const page = asObject(post.page);
    configured.post_installation_instruction = {
      notes: typeof post.notes === 'string' ? post.notes : '',
      page: { label: typeof page.label === 'string' ? page.label : '', url: typeof page.url === 'string' ? page.url : '' },
    };
  }
  return configured;
};

/** Overwrites the generated `app_manifest` block (uid and name always come from the app). */
export const withAppIdentity = (content: ManifestContent, app: { uid: string; name: string }): ManifestContent => ({
  ...content,
  app_manifest: { uid: app.uid, name: app.name },
});
