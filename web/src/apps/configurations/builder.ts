// The Configuration Builder's pure logic (spec §2, §4 "Editor and configuration behaviour", §5):
// the draft it edits, its conversion to and from `configured_manifest_content`, the form rules
// with the spec's messages, and the user-level authorization rules. No React, no fetches.

import { componentUrlProblem, viewProblem } from '@portal/contracts/src/rules/manifest-components';
import { isLevel, type Level, type PermissionSet, type Scope, type ScopeLevels } from '../permissions/grid';

export type ComponentType = 'sidepanel' | 'fullscreen';
export const COMPONENT_TYPES: readonly ComponentType[] = ['sidepanel', 'fullscreen'];
export const MESSAGES = {
  required: 'This field is required',
  view: 'At least one view is required',
  url: 'A valid URL is required',
  missingFields: 'Please fill in the required fields below before creating a version.',
  parameter: 'Key, name, and description are required to add another parameter',
  postInstallation: 'All post installation instruction fields must be present',
  empty: 'At least one of fullscreen or sidepanel must be present',
} as const;

/** One configuration parameter an installer fills in (type is always string). */
export interface Parameter {
  key: string;
  name: string;
  description: string;
  required: boolean;
}

export interface ComponentDraft {
  type: ComponentType;
  source_url: string;
  views: string[];
  description: string;
  name?: string;
  parameters: Parameter[];
}

export interface PostInstallationDraft {
  notes: string;
  label: string;
  url: string;
}

export interface Draft {
  components: ComponentDraft[];
  /** User-level authorization (authorization code) = `oauth.enabled`. */
  userLevel: boolean;
  /** Service-account (client credentials) permissions are on. */
  serviceAccount: boolean;
  permissions: PermissionSet;
  post: PostInstallationDraft;
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

/** `configured_manifest_content` (spec §3). */
export interface ConfiguredContent {
  sidepanel?: ConfiguredComponent | null;
  fullscreen?: ConfiguredComponent | null;
  permissions?: Partial<PermissionSet>;
  oauth?: { enabled?: boolean };
  post_installation_instruction?: { notes?: string; page?: { label?: string; url?: string } } | null;
}

export const emptyDraft = (): Draft => ({
  components: [],
  userLevel: false,
  serviceAccount: false,
  permissions: { company: {}, project: {} },
  post: { notes: '', label: '', url: '' },
});

export const emptyComponent = (type: ComponentType = 'sidepanel'): ComponentDraft => ({
  type,
  source_url: '',
  views: [],
  description: '',
  parameters: [],
});

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const levelsOf = (value: unknown): ScopeLevels => {
  const levels: ScopeLevels = {};
  if (isObject(value)) for (const [tool, level] of Object.entries(value)) if (isLevel(level)) levels[tool] = level;
  return levels;
};

/** Tools granted more than `none`. */
export const grantedTools = (levels: ScopeLevels): string[] => Object.keys(levels).filter((tool) => levels[tool] !== 'none');
export const hasPermissions = (permissions: PermissionSet): boolean =>
  grantedTools(permissions.company).length > 0 || grantedTools(permissions.project).length > 0;

export function parametersFromSchema(schema: unknown): Parameter[] {
  if (!isObject(schema) || !isObject(schema.properties)) return [];
  const required = Array.isArray(schema.required) ? schema.required.filter((k): k is string => typeof k === 'string') : [];
  return Object.entries(schema.properties).map(([key, property]) => ({
    key,
    name: isObject(property) ? text(property.name) : '',
    description: isObject(property) ? text(property.description) : '',
    required: required.includes(key),
  }));
}

export function schemaFromParameters(parameters: readonly Parameter[]): ConfigurationSchema {
  const properties: ConfigurationSchema['properties'] = {};
  for (const p of parameters) properties[p.key] = { type: 'string', name: p.name, description: p.description };
  return { type: 'object', properties, required: parameters.filter((p) => p.required).map((p) => p.key) };
}

function componentFrom(type: ComponentType, value: unknown): ComponentDraft | null {
  if (!isObject(value)) return null;
  const schema = isObject(value.user_configuration) ? value.user_configuration.schema : undefined;
  return {
    type,
    source_url: text(value.source_url),
    views: type === 'sidepanel' && Array.isArray(value.views) ? value.views.filter((v): v is string => typeof v === 'string') : [],
    description: text(value.description),
    ...(typeof value.name === 'string' ? { name: value.name } : {}),
    parameters: parametersFromSchema(schema),
  };
}

/** The draft a version's configured content (or `next_version_content`) stands for. */
export function draftFromConfigured(configured: unknown): Draft {
  const draft = emptyDraft();
  if (!isObject(configured)) return draft;
  for (const type of COMPONENT_TYPES) {
    const component = componentFrom(type, configured[type]);
    if (component) draft.components.push(component);
  }
  const permissions = isObject(configured.permissions) ? configured.permissions : {};
  draft.permissions = { company: levelsOf(permissions.company), project: levelsOf(permissions.project) };
  draft.serviceAccount = hasPermissions(draft.permissions);
  draft.userLevel = isObject(configured.oauth) && configured.oauth.enabled === true;
  const post = configured.post_installation_instruction;
  if (isObject(post)) {
    const page = isObject(post.page) ? post.page : {};
    draft.post = { notes: text(post.notes), label: text(page.label), url: text(page.url) };
  }
  return draft;
}

const componentContent = (c: ComponentDraft): ConfiguredComponent => ({
  source_url: c.source_url.trim(),
  ...(c.type === 'sidepanel' ? { views: [...c.views] } : {}),
  ...(c.name ? { name: c.name } : {}),
  ...(c.description.trim() ? { description: c.description.trim() } : {}),
  user_configuration: { schema: schemaFromParameters(c.parameters) },
});

const onlyGranted = (levels: ScopeLevels): ScopeLevels =>
  Object.fromEntries(grantedTools(levels).map((tool) => [tool, levels[tool]] as const)) as ScopeLevels;

/** The `configured_manifest_content` sent with a new version; empty post-installation fields are dropped. */
export function configuredFromDraft(draft: Draft): ConfiguredContent {
  const configured: ConfiguredContent = {};
  for (const c of draft.components) configured[c.type] = componentContent(c);
  configured.permissions = draft.serviceAccount
    ? { company: onlyGranted(draft.permissions.company), project: onlyGranted(draft.permissions.project) }
    : { company: {}, project: {} };
  configured.oauth = { enabled: draft.userLevel };
  const notes = draft.post.notes.trim();
  const label = draft.post.label.trim();
  const url = draft.post.url.trim();
  if (notes || label || url) {
    const page = { ...(label ? { label } : {}), ...(url ? { url } : {}) };
    configured.post_installation_instruction = { ...(notes ? { notes } : {}), ...(label || url ? { page } : {}) };
  }
  return configured;
}

/** The configured content a manifest template (or any manifest content) stands for. */
export function configuredFromManifest(content: unknown): ConfiguredContent {
  if (!isObject(content)) return {};
  const components = isObject(content.components) ? content.components : {};
  const oauth = isObject(components.oauth) ? components.oauth : {};
  const iframe = isObject(components.iframe) ? components.iframe : {};
  const instances = Array.isArray(iframe.instances) ? iframe.instances.filter(isObject) : [];
  const oauthInstance = (Array.isArray(oauth.instances) ? oauth.instances.filter(isObject) : [])[0];
  const permissions = isObject(content.permissions)
    ? content.permissions
    : isObject(oauthInstance?.permissions)
      ? oauthInstance.permissions
      : {};
  const configured: ConfiguredContent = {
    permissions: { company: levelsOf(permissions.company), project: levelsOf(permissions.project) },
    oauth: { enabled: oauth.user_level === true },
  };
  for (const type of COMPONENT_TYPES) {
    const instance = instances.find((i) => i.type === type);
    if (instance) configured[type] = instance as unknown as ConfiguredComponent;
  }
  if (isObject(content.post_installation_instruction)) {
    configured.post_installation_instruction = content.post_installation_instruction as ConfiguredContent['post_installation_instruction'];
  }
  return configured;
}

/** Spec §4: the draft resets from the newest version's `next_version_content`, else the newest template. */
export function draftSource(nextVersionContent: unknown, templates: Record<string, unknown> | undefined): Draft {
  if (isObject(nextVersionContent)) return draftFromConfigured(nextVersionContent);
  if (!templates) return emptyDraft();
  const newest = Object.keys(templates).sort(compareVersionStrings).at(-1);
  return newest ? draftFromConfigured(configuredFromManifest(templates[newest])) : emptyDraft();
}

function compareVersionStrings(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

// ---- §5 rules -------------------------------------------------------------------------------

export type ComponentErrors = Partial<Record<'type' | 'source_url' | 'views', string>>;

export function isValidUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Component form: type required; URL required, parseable and https (http on localhost); a sidepanel needs a view,
 * each a view path. The URL and view rules are the contract's, so the form and the server's validation agree.
 */
export function componentErrors(component: Partial<ComponentDraft>): ComponentErrors {
  const errors: ComponentErrors = {};
  if (!component.type) errors.type = MESSAGES.required;
  const url = component.source_url?.trim() ?? '';
  const urlProblem = url ? componentUrlProblem(url) : MESSAGES.required;
  if (urlProblem) errors.source_url = urlProblem;
  if (component.type === 'sidepanel') {
    const views = (component.views ?? []).map((v) => v.trim()).filter(Boolean);
    const viewsProblem = views.length === 0 ? MESSAGES.view : views.map(viewProblem).find((p) => p !== null);
    if (viewsProblem) errors.views = viewsProblem;
  }
  return errors;
}

/** Parameter modal: key, name and description are all needed; a key may appear once. */
export function parameterError(parameter: Parameter, others: readonly Parameter[] = []): string | null {
  if (!parameter.key.trim() || !parameter.name.trim() || !parameter.description.trim()) return MESSAGES.parameter;
  if (others.some((p) => p.key === parameter.key.trim())) return `The key "${parameter.key.trim()}" is already used`;
  return null;
}

export type PostErrors = Partial<Record<'block' | 'notes' | 'label' | 'url', string>>;

/** Post-installation instructions: all three present or all absent; the URL must be valid. */
export function postInstallationErrors(post: PostInstallationDraft): PostErrors {
  const fields = { notes: post.notes.trim(), label: post.label.trim(), url: post.url.trim() };
  const present = Object.values(fields).filter(Boolean).length;
  const errors: PostErrors = {};
  if (present > 0 && present < 3) {
    errors.block = MESSAGES.postInstallation;
    for (const key of ['notes', 'label', 'url'] as const) if (!fields[key]) errors[key] = MESSAGES.required;
  }
  if (fields.url && !isValidUrl(fields.url)) errors.url = MESSAGES.url;
  return errors;
}

/** Whole manifest: something must be configured, unless an empty save is allowed. */
export function isEmptyDraft(draft: Draft): boolean {
  const post = draft.post;
  return (
    draft.components.length === 0 &&
    !(draft.serviceAccount && hasPermissions(draft.permissions)) &&
    !draft.userLevel &&
    !(post.notes.trim() || post.label.trim() || post.url.trim())
  );
}

export interface DraftErrors {
  /** The banner above the cards. */
  banner: string | null;
  /** The whole-manifest message. */
  manifest: string | null;
  post: PostErrors;
  components: ComponentErrors[];
}

export function draftErrors(draft: Draft, allowEmpty: boolean): DraftErrors {
  const post = postInstallationErrors(draft.post);
  const components = draft.components.map(componentErrors);
  const manifest = !allowEmpty && isEmptyDraft(draft) ? MESSAGES.empty : null;
  const fieldsMissing = Object.keys(post).length > 0 || components.some((c) => Object.keys(c).length > 0);
  return { banner: fieldsMissing ? MESSAGES.missingFields : null, manifest, post, components };
}

export const hasDraftErrors = (errors: DraftErrors): boolean => errors.banner !== null || errors.manifest !== null;

// ---- component edits --------------------------------------------------------------------------

/**
 * Puts a component in the draft (new, or replacing the one at `index`). Changing a component's type
 * removes the old type's entry (one component per type); a fullscreen drops its views.
 */
export function putComponent(draft: Draft, component: ComponentDraft, index: number | null): Draft {
  const next: ComponentDraft = { ...component, views: component.type === 'fullscreen' ? [] : component.views.filter((v) => v.trim()) };
  const others = draft.components.filter((c, i) => i !== index && c.type !== next.type);
  const components = [...others, next].sort((a, b) => COMPONENT_TYPES.indexOf(a.type) - COMPONENT_TYPES.indexOf(b.type));
  return { ...draft, components };
}

export const removeComponent = (draft: Draft, type: ComponentType): Draft => ({
  ...draft,
  components: draft.components.filter((c) => c.type !== type),
});

/** The component types the add-component modal may offer (FedRAMP: no sidepanel). */
export function availableTypes(draft: Draft, restricted: boolean, editing?: ComponentType): ComponentType[] {
  return COMPONENT_TYPES.filter((type) => !(restricted && type === 'sidepanel')).filter(
    (type) => type === editing || !draft.components.some((c) => c.type === type),
  );
}

// ---- user-level authorization rules ------------------------------------------------------------

/**
 * Whether the user-level (authorization code) option is locked in its current state: the current
 * version says so (`auth_code_locked`: the published production version has it on, turning it off
 * would break installs), or the explicit-OAuth feature flag is off (then it is locked by default).
 */
export function isAuthCodeLocked(options: { authCodeLocked: boolean; explicitOAuth: boolean }): boolean {
  return options.authCodeLocked || !options.explicitOAuth;
}

export type AuthChange = { draft: Draft; confirm: false } | { draft: Draft; confirm: true };

/**
 * The user-level checkbox. Locked: nothing changes. Unchecking while service-account permissions
 * are on asks for confirmation first (`confirm: true`; apply `draft` once the user agrees).
 */
export function setUserLevel(draft: Draft, enabled: boolean, locked: boolean): AuthChange {
  if (locked) return { draft, confirm: false };
  const next = { ...draft, userLevel: enabled };
  if (!enabled && draft.userLevel && draft.serviceAccount) return { draft: next, confirm: true };
  return { draft: next, confirm: false };
}

/** Enabling service-account permissions turns user-level on unless it is locked. */
export function setServiceAccount(draft: Draft, enabled: boolean, locked: boolean): Draft {
  const next = { ...draft, serviceAccount: enabled };
  if (enabled && !draft.userLevel && !locked) next.userLevel = true;
  if (!enabled) next.permissions = { company: {}, project: {} };
  return next;
}

export function setPermission(draft: Draft, scope: Scope, tool: string, level: Level): Draft {
  const levels = { ...draft.permissions[scope] };
  if (level === 'none') delete levels[tool];
  else levels[tool] = level;
  return { ...draft, permissions: { ...draft.permissions, [scope]: levels } };
}

// ---- versions ----------------------------------------------------------------------------------

const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;
export const isSemanticVersion = (value: string): boolean => SEMVER.test(value.trim());

/** The suggested next version: the current one with its minor number bumped (default 0.1.0). */
export function suggestVersion(current: string | null | undefined): string {
  const match = current ? SEMVER.exec(current.trim()) : null;
  if (!match) return '0.1.0';
  return `${match[1]}.${Number(match[2]) + 1}.0`;
}

/** The label of a component type, as the builder's rows and the component form name it. */
export const TYPE_LABEL_KEYS: Record<ComponentType, string> = { sidepanel: 'config.typeSidepanel', fullscreen: 'config.typeFullscreen' };
