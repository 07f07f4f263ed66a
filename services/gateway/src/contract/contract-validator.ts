import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { FieldErrors } from '@portal/decider';
import { bodyProblem } from '@portal/service-runtime';

type Json = Record<string, unknown>;

interface Operation {
  body: ValidateFunction | null;
  /**
   * The body's one wrapping object (`{developer: {…}}`), whose fields the services name bare (`first_name`): the
   * contract's errors name them so too, so a form shows them under the field like the service's own.
   */
  wrapper: string | null;
  bodyRequired: boolean;
  /** The operation also accepts multipart/form-data (file uploads): its controller checks those parts. */
  multipart: boolean;
  query: ValidateFunction | null;
  path: ValidateFunction | null;
}

const DOC_ID = 'openapi.json';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * Validates requests against the OpenAPI document, the contract the web client is generated from.
 * Operations are keyed by method and Fastify route template (`/api/v1/x/:id` for `/api/v1/x/{id}`).
 */
export class ContractValidator {
  private readonly operations = new Map<string, Operation>();

  constructor(document: Json) {
    const rewritten = rewriteRefs(document) as Json;
    const bodies = new Ajv2020({ allErrors: true, strict: false });
    const params = new Ajv2020({ allErrors: true, strict: false, coerceTypes: 'array' });
    for (const ajv of [bodies, params]) {
      addFormats(ajv);
      ajv.addSchema({ $id: DOC_ID, components: rewritten.components }, DOC_ID);
    }
    for (const [template, item] of Object.entries((rewritten.paths ?? {}) as Record<string, Json>)) {
      const shared = (item.parameters ?? []) as Json[];
      for (const method of METHODS) {
        const operation = item[method] as Json | undefined;
        if (!operation) continue;
        const parameters = [...shared, ...((operation.parameters ?? []) as Json[])].map((p) => resolved(p, rewritten));
        const requestBody = operation.requestBody as Json | undefined;
        const jsonSchema = (requestBody?.content as Json | undefined)?.['application/json'] as Json | undefined;
        this.operations.set(key(method, toRouteTemplate(template)), {
          body: jsonSchema?.schema ? bodies.compile(jsonSchema.schema as Json) : null,
          wrapper: jsonSchema?.schema ? wrapperOf(jsonSchema.schema as Json, rewritten) : null,
          bodyRequired: requestBody?.required === true,
          multipart: Boolean((requestBody?.content as Json | undefined)?.['multipart/form-data']),
          query: compileParameters(params, parameters, 'query'),
          path: compileParameters(params, parameters, 'path'),
        });
      }
    }
  }

  has(method: string, routeTemplate: string): boolean {
    return this.operations.has(key(method, routeTemplate));
  }

  routes(): string[] {
    return [...this.operations.keys()];
  }

  /** Field errors for the request (empty when it conforms); query values are coerced in place. */
  validate(
    method: string,
    routeTemplate: string,
    request: { body: unknown; query: unknown; params: unknown; headers?: Record<string, unknown> },
  ): FieldErrors | null {
    const operation = this.operations.get(key(method, routeTemplate));
    if (!operation) return null;
    // No prototype: a field named `__proto__` (a reserved body key) is then a key like any other.
    const fields: FieldErrors = Object.create(null) as FieldErrors;
    // No operation has a `__proto__` parameter: dropped like any unknown one, before anything copies the query.
    if (request.query && typeof request.query === 'object' && Object.hasOwn(request.query, '__proto__')) {
      delete (request.query as Record<string, unknown>)['__proto__'];
    }
    // A parameter no store can keep (a NUL, an unpaired surrogate) is refused like the same character in a body.
    for (const values of [request.params, request.query]) {
      const problem = bodyProblem(values ?? {});
      if (problem) (fields[problem.field] ??= []).push(`${problem.field} ${problem.message}`);
    }
    if (operation.path && !operation.path(request.params ?? {})) collect(fields, operation.path.errors);
    if (operation.query && !operation.query(request.query ?? {})) collect(fields, operation.query.errors);
    const multipart = String(request.headers?.['content-type'] ?? '').startsWith('multipart/form-data');
    if (operation.body && !(multipart && operation.multipart)) {
      // No payload leaves the body undefined; a JSON `null` is a body, and of the wrong type for an object schema.
      if (request.body === undefined) {
        if (operation.bodyRequired) fields.body = ['A JSON request body is required'];
      } else if (!operation.body(request.body)) {
        collect(fields, operation.body.errors, operation.wrapper);
      }
    }
    return fields;
  }
}

const key = (method: string, template: string): string => `${method.toUpperCase()} ${template}`;

export const toRouteTemplate = (openApiPath: string): string => openApiPath.replace(/\{([^}]+)\}/g, ':$1');

/**
 * A schema marked `x-presence-checked-by-service` lists its required fields for readers and generated clients,
 * but the service answers a missing one with the spec's own message: the check here leaves presence to it.
 */
const PRESENCE_BY_SERVICE = 'x-presence-checked-by-service';

const rewriteRefs = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value && typeof value === 'object') {
    const presenceByService = (value as Json)[PRESENCE_BY_SERVICE] === true;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !(presenceByService && k === 'required'))
        .map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `${DOC_ID}${v}` : rewriteRefs(v)]),
    );
  }
  return value;
};

const compileParameters = (ajv: Ajv2020, parameters: Json[], location: 'query' | 'path'): ValidateFunction | null => {
  const relevant = parameters.filter((p) => p.in === location);
  if (relevant.length === 0) return null;
  return ajv.compile({
    type: 'object',
    properties: Object.fromEntries(relevant.map((p) => [p.name as string, (p.schema ?? {}) as Json])),
    required: relevant.filter((p) => p.required === true).map((p) => p.name as string),
  });
};

/** Abbreviations a form writes in capitals ("App ID", not "App id"). */
const ABBREVIATIONS: Record<string, string> = { id: 'ID', uid: 'UID', url: 'URL', uri: 'URI', ids: 'IDs', uris: 'URIs' };

/**
 * `first_name` or `firstName` (the last segment of a path) as a form labels it: "First name"; a bracketed
 * query parameter by the name inside its brackets (`filters[search]`: "Search").
 */
const labelOf = (field: string): string => {
  const last = field.split('.').pop() ?? field;
  const words = (/\[([^\]]+)\]$/.exec(last)?.[1] ?? last)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
    .split(' ')
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** How many of an enum's values an error names. */
const MAX_NAMED_VALUES = 12;

/** Each JSON type as a message names it (`boolean` as its two values, so "true, false or null" reads). */
const TYPE_WORDS: Record<string, string[]> = {
  string: ['a string'],
  integer: ['a whole number'],
  number: ['a number'],
  boolean: ['true', 'false'],
  array: ['a list'],
  object: ['an object'],
  null: ['null'],
};

/** A format as its reader knows it, with the shape it is written in where that is not obvious. */
const FORMAT_WORDS: Record<string, string> = {
  uuid: 'a UUID',
  'date-time': 'a date and time (ISO 8601, e.g. 2026-01-31T09:30:00Z)',
  date: 'a date (YYYY-MM-DD)',
  uri: 'an absolute URL',
  email: 'an e-mail address',
};

const either = (words: string[]): string => (words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`);
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Every message in words a reader of the form or of the API answer understands: the services' wording for lengths
 * ("First name is at most 100 characters"), the allowed values of an enum, a type or format by name ("must be a UUID",
 * not ajv's `must match format "uuid"`); ajv's own words only for the rare keywords without one here.
 */
const messageOf = (field: string, error: ErrorObject): string => {
  const params = error.params as { limit?: number; type?: string | string[]; format?: string; pattern?: string; allowedValue?: unknown };
  const limit = params.limit;
  if (error.keyword === 'maxLength') return `${labelOf(field)} is at most ${limit} characters`;
  if (error.keyword === 'minLength')
    return limit === 1 ? `${labelOf(field)} is required` : `${labelOf(field)} is at least ${limit} characters`;
  // ajv says "must be equal to one of the allowed values" and leaves the values to its params: name them.
  if (error.keyword === 'enum') {
    const allowed = ((error.params as { allowedValues?: unknown[] }).allowedValues ?? []).map((value) => JSON.stringify(value));
    // A long list (regions, countries) is cut: the message names the field's kind of value, not a catalogue.
    const shown = allowed.length > MAX_NAMED_VALUES ? [...allowed.slice(0, MAX_NAMED_VALUES), `… (${allowed.length} in all)`] : allowed;
    return `${field} must be one of: ${shown.join(', ')}`;
  }
  switch (error.keyword) {
    case 'type':
      return `${field} must be ${either([params.type ?? []].flat().flatMap((type) => TYPE_WORDS[type] ?? [type]))}`;
    case 'format':
      return `${field} must be ${FORMAT_WORDS[params.format ?? ''] ?? `a valid ${params.format}`}`;
    case 'pattern':
      return `${field} is not in the accepted form (${params.pattern})`;
    case 'minimum':
      return `${field} must be at least ${limit}`;
    case 'maximum':
      return `${field} must be at most ${limit}`;
    case 'exclusiveMinimum':
      return `${field} must be more than ${limit}`;
    case 'exclusiveMaximum':
      return `${field} must be less than ${limit}`;
    case 'minItems':
      return `${field} must have at least ${plural(limit ?? 0, 'item')}`;
    case 'maxItems':
      return `${field} must have at most ${plural(limit ?? 0, 'item')}`;
    case 'uniqueItems':
      return `${field} must not list the same value twice`;
    case 'const':
      return `${field} must be ${JSON.stringify(params.allowedValue)}`;
    default:
      return `${field} ${error.message ?? 'is invalid'}`;
  }
};

const collect = (fields: FieldErrors, errors: ErrorObject[] | null | undefined, wrapper: string | null = null): void => {
  for (const error of errors ?? []) {
    const at = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
    // A missing or unknown property is named under the object it belongs to (`website_link.href`).
    const named = (property: string): string => (at ? `${at}.${property}` : property);
    const path =
      error.keyword === 'required'
        ? named(String((error.params as { missingProperty: string }).missingProperty))
        : error.keyword === 'additionalProperties'
          ? named(String((error.params as { additionalProperty: string }).additionalProperty))
          : at || 'body';
    const field = wrapper !== null && path.startsWith(`${wrapper}.`) ? path.slice(wrapper.length + 1) : path;
    const message =
      error.keyword === 'additionalProperties'
        ? `${field} is not a known field`
        : error.keyword === 'required'
          ? `${field} is required`
          : messageOf(field, error);
    (fields[field] ??= []).push(message);
  }
};

/** Follows a `$ref` of the rewritten document (`openapi.json#/components/…`). */
const resolved = (schema: Json, document: Json): Json => {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith(`${DOC_ID}#/`)) return schema;
  return ref
    .slice(`${DOC_ID}#/`.length)
    .split('/')
    .reduce<Json>((node, segment) => (node?.[segment] ?? {}) as Json, document);
};

/** The name of a body schema's only property when that property is an object (the `{developer: {…}}` shape). */
const wrapperOf = (schema: Json, document: Json): string | null => {
  const body = resolved(schema, document);
  const properties = (body.properties ?? {}) as Record<string, Json>;
  const names = Object.keys(properties);
  if (names.length !== 1) return null;
  const inner = resolved(properties[names[0]!]!, document);
  return inner.type === 'object' || inner.properties !== undefined ? names[0]! : null;
};
