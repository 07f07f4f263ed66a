import { ValidationError } from '@portal/decider';

/** Deeper than any body an operation takes; deeper ones are attacks on the parser and the stores. */
export const MAX_JSON_DEPTH = 32;

/** The content type of every JSON answer the services write themselves (a string body, an edge answer). */
export const JSON_TYPE = 'application/json; charset=utf-8';

export const NOT_ALLOWED_CHARACTER = 'contains a character that is not allowed (NUL or an unpaired surrogate)';
export const TOO_DEEP = `is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;
export const RESERVED_NAME = 'is a reserved name, not a field';

const badRequest = (message: string): Error => Object.assign(new Error(message), { statusCode: 400 });

/** `a.b[2].c`: where a problem is, in the words of the body itself. */
const childPath = (path: string, key: string | number): string =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;

/** A string PostgreSQL (text, jsonb) and every JSON consumer can keep: no NUL, no lone surrogate. */
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const storable = (text: string): boolean => !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);

/**
 * The first thing in a parsed body no store may keep, as a field error: a NUL character or an
 * unpaired UTF-16 surrogate in any key or string, or nesting past MAX_JSON_DEPTH. A 422 naming the
 * field, instead of the 503 a database refusing the value used to cause. A `__proto__` key (the
 * start of prototype poisoning, once some code copies the body with Object.assign) is refused the same
 * way: the body is well-formed JSON, so 422 naming the key, not 400.
 */
export function bodyProblem(value: unknown, path = '', depth = 0): { field: string; message: string } | null {
  if (typeof value === 'string') return storable(value) ? null : { field: path || 'body', message: NOT_ALLOWED_CHARACTER };
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_JSON_DEPTH) return { field: path || 'body', message: TOO_DEEP };
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const problem = bodyProblem(item, childPath(path, index), depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key === '__proto__') return { field: childPath(path, key), message: RESERVED_NAME };
    if (!storable(key)) return { field: childPath(path, printable(key)), message: NOT_ALLOWED_CHARACTER };
    const problem = bodyProblem(item, childPath(path, key), depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** A key as a field name that can itself be stored and shown: the offending characters become `?`. */
const printable = (key: string): string =>
  Array.from(key, (c) => (c === '\u0000' || (c.length === 1 && c.charCodeAt(0) >= 0xd800 && c.charCodeAt(0) <= 0xdfff) ? '?' : c)).join('');

/**
 * Parses a JSON body and refuses what no store may keep (see bodyProblem). An empty body is no body
 * (undefined): curl and generated clients send `Content-Type: application/json` on a DELETE without one,
 * and an operation that needs a body says so itself ("A JSON request body is required", 422).
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
  const problem = bodyProblem(value);
  if (problem) throw new ValidationError({ [problem.field]: [problem.message] });
  return value;
}
