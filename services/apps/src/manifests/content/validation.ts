import { componentUrlProblem, viewProblem } from '@portal/contracts';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import { manifestSchema, tools } from './catalogue';
import { iframeInstances, oauthInstances, permissionsOf, schemaVersionOf, userLevelAuth } from './conversion';
import {
  isSchemaVersion,
  levelId,
  PERMISSION_LEVELS,
  SCHEMA_VERSIONS,
  type ManifestContent,
  type ManifestError,
  type PermissionLevel,
  type SchemaVersion,
  type ValidationContext,
} from './types';

/** The spec's messages (section 5 and 8), word for word. */
export const MESSAGES = {
  required: 'This field is required',
  viewRequired: 'At least one view is required',
  validUrl: 'A valid URL is required',
  postInstallation: 'All post installation instruction fields must be present',
  wholeManifest: 'At least one of fullscreen or sidepanel must be present',
  invalidJson: 'Invalid JSON, could not parse manifest',
} as const;

/** Messages the spec leaves unworded (documented in docs/decisions.md). */
export const unknownTool = (tool: string) => `Unknown tool "${tool}"`;
export const levelNotAllowed = (friendlyName: string, level: string) => `${friendlyName} does not allow the ${level} level`;
export const SIDEPANEL_NOT_AVAILABLE = 'Side panels are not available in this edition';
export const unknownSchemaVersion = () => `Must be one of: ${SCHEMA_VERSIONS.join(', ')}`;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const escape = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');
const at = (...tokens: (string | number)[]) => tokens.map((t) => `/${escape(String(t))}`).join('');

/** An http(s) URL `new URL` accepts: a link (the post-installation page); a framed component's is stricter. */
export const isValidUrl = (value: string): boolean => {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
};

const validators = new Map<SchemaVersion, ValidateFunction>();
const validatorFor = (version: SchemaVersion): ValidateFunction => {
  let validate = validators.get(version);
  if (!validate) {
    const ajv = new Ajv2020({ allErrors: true, strict: true });
    validate = ajv.compile(manifestSchema(version));
    validators.set(version, validate);
  }
  return validate;
};

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

/** An ajv error as a readable message at the pointer of the offending value. */
const fromAjv = (error: ErrorObject): ManifestError => {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { message: MESSAGES.required, pointer: `${error.instancePath}/${escape(String(params.missingProperty))}` };
    case 'additionalProperties':
      return {
        message: `Unknown field "${String(params.additionalProperty)}"`,
        pointer: `${error.instancePath}/${escape(String(params.additionalProperty))}`,
      };
    case 'type':
      return { message: `Must be ${article(String(params.type))}`, pointer: error.instancePath };
    case 'const':
      return { message: `Must be ${JSON.stringify(params.allowedValue)}`, pointer: error.instancePath };
    case 'enum':
      return { message: `Must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`, pointer: error.instancePath };
    case 'uniqueItems':
      return { message: 'Must not repeat items', pointer: error.instancePath };
    default:
      return { message: `Invalid value: ${error.message ?? error.keyword}`, pointer: error.instancePath };
  }
};

const schemaErrors = (content: ManifestContent, version: SchemaVersion): ManifestError[] => {
  const validate = validatorFor(version);
  return validate(content) ? [] : (validate.errors ?? []).map(fromAjv);
};

const componentErrors = (content: ManifestContent, context: ValidationContext): ManifestError[] => {
  const errors: ManifestError[] = [];
  iframeInstances(content).forEach((instance, index) => {
    if (!isObject(instance)) return;
    const base = ['components', 'iframe', 'instances', index] as const;
    const url = instance.source_url;
    if (typeof url === 'string' && !filled(url)) errors.push({ message: MESSAGES.required, pointer: at(...base, 'source_url') });
    else if (typeof url === 'string') {
      // https only (http on localhost): the platform frames it inside an https page.
      const problem = componentUrlProblem(url);
      if (problem) errors.push({ message: problem, pointer: at(...base, 'source_url') });
    }
    if (instance.type !== 'sidepanel') return;
    if (context.edition === 'restricted') errors.push({ message: SIDEPANEL_NOT_AVAILABLE, pointer: at(...base, 'type') });
    const views = Array.isArray(instance.views) ? instance.views : [];
    if (views.filter(filled).length === 0) errors.push({ message: MESSAGES.viewRequired, pointer: at(...base, 'views') });
    views.forEach((view, v) => {
      const problem = filled(view) ? viewProblem(view) : null;
      if (problem) errors.push({ message: problem, pointer: at(...base, 'views', v) });
    });
  });
  return errors;
};

const postInstallationErrors = (content: ManifestContent): ManifestError[] => {
  const post = content.post_installation_instruction;
  if (!isObject(post)) return [];
  const page = isObject(post.page) ? post.page : {};
  const urlPointer = at('post_installation_instruction', 'page', 'url');
  const fields = [
    { value: post.notes, pointer: at('post_installation_instruction', 'notes') },
    { value: page.label, pointer: at('post_installation_instruction', 'page', 'label') },
    { value: page.url, pointer: urlPointer },
  ];
  const present = fields.filter((f) => filled(f.value));
  const errors: ManifestError[] = [];
  if (present.length > 0 && present.length < fields.length) {
    errors.push({ message: MESSAGES.postInstallation, pointer: at('post_installation_instruction') });
    for (const field of fields) if (!filled(field.value)) errors.push({ message: MESSAGES.required, pointer: field.pointer });
  }
  if (filled(page.url) && !isValidUrl(page.url)) errors.push({ message: MESSAGES.validUrl, pointer: urlPointer });
  return errors;
};

/** Where a scope's permissions sit: top level in 4.1, in each oauth instance in 3. */
const permissionLocations = (content: ManifestContent): { scope: 'company' | 'project'; tools: Json; base: (string | number)[] }[] => {
  const locations: { scope: 'company' | 'project'; tools: Json; base: (string | number)[] }[] = [];
  const add = (permissions: unknown, base: (string | number)[]) => {
    if (!isObject(permissions)) return;
    for (const scope of ['company', 'project'] as const)
      if (isObject(permissions[scope])) locations.push({ scope, tools: permissions[scope], base: [...base, scope] });
  };
  if (schemaVersionOf(content) === '4.1') add(content.permissions, ['permissions']);
  else
    oauthInstances(content).forEach(
      (instance, i) => isObject(instance) && add(instance.permissions, ['components', 'oauth', 'instances', i, 'permissions']),
    );
  return locations;
};

const permissionErrors = (content: ManifestContent): ManifestError[] => {
  const catalogue = new Map(tools().map((t) => [t.name, t]));
  const errors: ManifestError[] = [];
  for (const location of permissionLocations(content)) {
    for (const [name, level] of Object.entries(location.tools)) {
      const pointer = at(...location.base, name);
      const tool = catalogue.get(name);
      if (!tool) errors.push({ message: unknownTool(name), pointer });
      else if (PERMISSION_LEVELS.includes(level as PermissionLevel) && tool.disabled_uals.includes(levelId(level as PermissionLevel)))
        errors.push({ message: levelNotAllowed(tool.friendly_name, String(level)), pointer });
    }
  }
  return errors;
};

/** Whole manifest: a fullscreen or sidepanel, permissions, post-installation instructions or user-level auth. */
const hasSomething = (content: ManifestContent): boolean => {
  const embedded = iframeInstances(content).some((i) => isObject(i) && (i.type === 'fullscreen' || i.type === 'sidepanel'));
  const permissions = permissionsOf(content);
  const granted = Object.keys(permissions.company).length + Object.keys(permissions.project).length > 0;
  const post = isObject(content.post_installation_instruction) && Object.keys(content.post_installation_instruction).length > 0;
  return embedded || granted || post || userLevelAuth(content);
};

/**
 * Parses submitted content: an object, or a string of JSON. Anything else is the spec's
 * "Invalid JSON, could not parse manifest" for the whole manifest.
 */
export const parseManifestContent = (raw: unknown): { content: ManifestContent } | { error: ManifestError } => {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return { error: { message: MESSAGES.invalidJson, pointer: '' } };
    }
  }
  return isObject(value) ? { content: value } : { error: { message: MESSAGES.invalidJson, pointer: '' } };
};

/**
 * Every problem of a manifest: the version's JSON Schema (ajv, mapped to readable messages) plus the
 * spec's rules. Where a rule and the schema flag the same value, the rule's message is kept. Empty
 * means the manifest passes.
 */
export const validateManifest = (raw: unknown, context: ValidationContext): ManifestError[] => {
  const parsed = parseManifestContent(raw);
  if ('error' in parsed) return [parsed.error];
  const content = parsed.content;
  const rules: ManifestError[] = [];
  if (content.schema_version !== undefined && !isSchemaVersion(content.schema_version))
    rules.push({ message: unknownSchemaVersion(), pointer: '/schema_version' });
  rules.push(...componentErrors(content, context), ...postInstallationErrors(content), ...permissionErrors(content));
  if (!context.allowEmpty && !hasSomething(content)) rules.push({ message: MESSAGES.wholeManifest, pointer: '' });
  const ruled = new Set(rules.map((e) => e.pointer));
  const schema = schemaErrors(content, schemaVersionOf(content)).filter((e) => !ruled.has(e.pointer));
  const seen = new Set<string>();
  return [...schema, ...rules].filter((e) => {
    const key = `${e.pointer}\u0000${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};
