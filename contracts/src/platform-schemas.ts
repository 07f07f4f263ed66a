import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { loadPlatformDocs } from './platform-docs';

let ajv: Ajv2020 | null = null;

/** Every resource group's document under `platform:{group id}`, so `#/components/schemas/…` refs resolve inside it. */
const compile = (): Ajv2020 => {
  // Not strict: the documents carry OpenAPI's own keys (paths, x-doc, …) around the schemas.
  const instance = new Ajv2020({ allErrors: true, strict: false });
  addFormats(instance);
  for (const group of loadPlatformDocs().groups) instance.addSchema(group.document, `platform:${group.id}`);
  return instance;
};

/**
 * Problems of a record against a schema a resource group documents (`contracts/platform/groups/{group}.yaml`,
 * `components.schemas.{schema}`); empty when it conforms. The reference platform API's tests hold its sample
 * answers to the reference pages with it.
 */
export const platformSchemaProblems = (group: string, schema: string, value: unknown): string[] => {
  ajv ??= compile();
  const validate = ajv.getSchema(`platform:${group}#/components/schemas/${schema}`);
  if (!validate) return [`no schema ${schema} in contracts/platform/groups/${group}.yaml`];
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
};
