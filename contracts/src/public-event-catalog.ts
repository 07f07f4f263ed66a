import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { components } from './generated/openapi';
import { CONTRACTS_ROOT } from './loaders';

/** What `GET /api/v1/portal_events` answers: built here in the contract's own shape, sent as it is. */
export type PortalEventCatalog = components['schemas']['PortalEventCatalog'];
type PortalEventField = components['schemas']['PortalEventMessage']['fields'][number];

interface SchemaNode {
  type?: string | string[];
  format?: string;
  enum?: string[];
  const?: string;
  description?: string;
  required?: string[];
  properties?: Record<string, SchemaNode>;
  $id?: string;
}

interface AsyncApiMessage {
  name: string;
  title: string;
  summary: string;
  payload: { schema: { $ref: string } };
  bindings: { kafka: { key: { description: string } } };
}

interface AsyncApiDocument {
  info: { description: string };
  channels: Record<
    string,
    {
      address: string;
      title: string;
      description: string;
      messages: Record<string, { $ref: string }>;
      bindings: { kafka: { partitions: number } };
    }
  >;
  components: { messages: Record<string, AsyncApiMessage> };
}

const typeOf = (node: SchemaNode): string => {
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  const named = types.map((type) => (type === 'string' && node.format ? `string (${node.format})` : type));
  return named.join(' or ') || 'any';
};

const fieldsOf = (data: SchemaNode): PortalEventField[] =>
  Object.entries(data.properties ?? {}).map(([name, node]) => ({
    name,
    type: typeOf(node),
    required: (data.required ?? []).includes(name),
    description: node.description ?? null,
    values: node.enum ?? null,
  }));

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
const readAsyncApi = (): AsyncApiDocument & Record<string, unknown> =>
  parse(readFileSync(join(CONTRACTS_ROOT, 'asyncapi.yaml'), 'utf8')) as AsyncApiDocument & Record<string, unknown>;

/**
 * The public events other platform services may consume (contracts/asyncapi.yaml), with each message's
 * `data` fields from its JSON schema and an example message: what the portal's events page shows.
 */
export const loadPublicEventCatalog = (): PortalEventCatalog => {
  const doc = readAsyncApi();
  const byRef = (ref: string): AsyncApiMessage => {
    const name = /^#\/components\/messages\/(.+)$/.exec(ref)?.[1];
    const message = name ? doc.components.messages[name] : undefined;
    if (!message) throw new Error(`asyncapi.yaml: no message ${ref}`);
    return message;
  };
  return {
    description: doc.info.description.trim(),
    channels: Object.entries(doc.channels).map(([id, channel]) => {
      const messages = Object.values(channel.messages).map(({ $ref }) => byRef($ref));
      return {
        id,
        topic: channel.address,
        title: channel.title,
        description: channel.description,
        partitions: channel.bindings.kafka.partitions,
        key: messages[0]?.bindings.kafka.key.description ?? '',
        messages: messages.map((message) => {
          const schema = readJson<SchemaNode>(join(CONTRACTS_ROOT, message.payload.schema.$ref));
          const properties = schema.properties ?? {};
          return {
            type: message.name,
            title: message.title,
            summary: message.summary,
            source: properties.source?.const ?? '',
            subject: properties.subject?.description ?? '',
            schema_url: schema.$id ?? '',
            fields: fieldsOf(properties.data ?? {}),
            example: readJson<Record<string, unknown>>(join(CONTRACTS_ROOT, 'public-events', 'examples', `${message.name}.json`)),
          };
        }),
      };
    }),
  };
};

/**
 * contracts/asyncapi.yaml as one self-contained document: each message's payload schema, which the
 * file refers to by a relative path, inlined, so a generator or a viewer needs nothing else.
 */
export const loadBundledAsyncApi = (): Record<string, unknown> => {
  const doc = readAsyncApi();
  for (const message of Object.values(doc.components.messages)) {
    const payload = message.payload as { schema: unknown; schemaFormat?: string };
    const ref = (payload.schema as { $ref?: string }).$ref;
    if (ref && !ref.startsWith('#')) payload.schema = readJson<Record<string, unknown>>(join(CONTRACTS_ROOT, ref));
  }
  return doc;
};
