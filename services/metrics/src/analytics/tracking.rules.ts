import type { FieldErrors } from '@portal/decider';
import type { TrackedProperties } from './analytics.events';

export const KEY_MAX_LENGTH = 100;
export const MAX_PROPERTIES = 20;
export const MAX_PROPERTIES_BYTES = 2048;

const KEY_PATTERN = /^[a-z0-9_.:-]+$/;
/** Property names whose values must never be stored (events are kept forever and leave on Kafka). */
const SECRET_LOOKING = /secret|token|password/i;

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Field errors for an event to track, keyed by the API's field names (empty when it is fine). */
export const trackingProblems = (key: unknown, properties: unknown): FieldErrors => {
  const fields: FieldErrors = {};
  if (typeof key !== 'string' || key.trim() === '') fields.key = ['Key is required'];
  else if (key.length > KEY_MAX_LENGTH) fields.key = [`Key must be at most ${KEY_MAX_LENGTH} characters`];
  else if (!KEY_PATTERN.test(key)) fields.key = ['Key may only contain lower-case letters, digits and the characters _ . : -'];
  if (properties !== undefined && properties !== null) {
    if (!isPlainObject(properties)) fields.additional_properties = ['Additional properties must be an object'];
    else if (Object.keys(properties).length > MAX_PROPERTIES)
      fields.additional_properties = [`Additional properties may have at most ${MAX_PROPERTIES} properties`];
    else if (Buffer.byteLength(JSON.stringify(properties), 'utf8') > MAX_PROPERTIES_BYTES)
      fields.additional_properties = [`Additional properties must be at most ${MAX_PROPERTIES_BYTES / 1024} KB as JSON`];
  }
  return fields;
};

/** Drops every property (at any depth) whose name looks like it holds a secret, a token or a password. */
export const withoutSecrets = (properties: TrackedProperties): TrackedProperties =>
  Object.fromEntries(
    Object.entries(properties)
      .filter(([name]) => !SECRET_LOOKING.test(name))
      .map(([name, value]) => [name, scrub(value)]),
  );

const scrub = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(scrub);
  if (isPlainObject(value)) return withoutSecrets(value);
  return value;
};
