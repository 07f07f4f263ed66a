import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { loadEventSchemas } from './loaders';

const ENVELOPE_ID = 'https://portal.example.com/events/envelope.schema.json';

let cache: { envelope: ValidateFunction; byType: Map<string, ValidateFunction> } | null = null;

const compile = () => {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  ajv.addKeyword('x-event-type').addKeyword('x-schema-version');
  addFormats(ajv);
  const schemas = loadEventSchemas();
  for (const schema of schemas) ajv.addSchema(schema);
  const byType = new Map<string, ValidateFunction>();
  for (const schema of schemas) {
    const eventType = (schema as { 'x-event-type'?: string })['x-event-type'];
    if (eventType) byType.set(eventType, ajv.getSchema(String(schema.$id))!);
  }
  return { envelope: ajv.getSchema(ENVELOPE_ID)!, byType };
};

const describe = (errors: ErrorObject[] | null | undefined): string[] =>
  (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);

/** Problems of an emitted event against the published contract (empty when it conforms). */
export const eventContractProblems = (event: { type?: unknown; data?: unknown }): string[] => {
  cache ??= compile();
  const problems: string[] = [];
  if (!cache.envelope(event)) problems.push(...describe(cache.envelope.errors).map((p) => `envelope ${p}`));
  const validate = cache.byType.get(String(event.type));
  if (!validate) return [...problems, `no schema for event type ${String(event.type)}`];
  if (!validate(event.data)) problems.push(...describe(validate.errors).map((p) => `data ${p}`));
  return problems;
};
