import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { PUBLIC_TOPICS } from './generated/events';
import { loadBundledAsyncApi, loadPublicEventCatalog } from './public-event-catalog';
import { PUBLIC_TOPIC_RETENTION_MS } from './public-topic-config';

const CONTRACTS = join(__dirname, '..');

interface Message {
  name: string;
  headers: { properties: Record<string, unknown> };
  payload: { schema: { $ref: string } };
  bindings: { kafka: { key: { description: string } } };
}
interface AsyncApi {
  asyncapi: string;
  channels: Record<
    string,
    {
      address: string;
      messages: Record<string, { $ref: string }>;
      bindings: { kafka: { topicConfiguration: Record<string, number> } };
    }
  >;
  components: { messages: Record<string, Message> };
}

describe('contracts/asyncapi.yaml', () => {
  const doc = parse(readFileSync(join(CONTRACTS, 'asyncapi.yaml'), 'utf8')) as AsyncApi;
  const schemas = readdirSync(join(CONTRACTS, 'public-events')).filter((f) => f.endsWith('.schema.json'));

  it('describes every public topic and every public event schema, each message named by its CloudEvents type', () => {
    expect(doc.asyncapi).toBe('3.0.0');
    expect(Object.values(doc.channels).map((c) => c.address)).toEqual([...PUBLIC_TOPICS]);
    const messages = Object.values(doc.components.messages);
    expect(messages.map((m) => `${m.name}.schema.json`).sort()).toEqual([...schemas].sort());
    for (const message of messages) {
      const schema = JSON.parse(readFileSync(join(CONTRACTS, message.payload.schema.$ref), 'utf8')) as {
        properties: { type: { const: string } };
      };
      expect(schema.properties.type.const).toBe(message.name);
      expect(message.bindings.kafka.key.description).toMatch(/app id/);
    }
    const channelMessages = Object.values(doc.channels).flatMap((c) => Object.values(c.messages).map((m) => m.$ref));
    expect(channelMessages).toHaveLength(messages.length);
  });

  it('promises the retention the relays create the topics with, and the trace headers they send', () => {
    for (const channel of Object.values(doc.channels)) {
      expect(channel.bindings.kafka.topicConfiguration['retention.ms']).toBe(PUBLIC_TOPIC_RETENTION_MS);
    }
    for (const message of Object.values(doc.components.messages)) {
      expect(Object.keys(message.headers.properties)).toEqual(['content-type', 'traceparent', 'tracestate']);
    }
  });
});

describe('the public event catalog (the portal events page)', () => {
  const catalog = loadPublicEventCatalog();
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);

  it('lists each public topic with its key and every message with its data fields', () => {
    expect(catalog.channels.map((c) => c.topic)).toEqual([...PUBLIC_TOPICS]);
    for (const channel of catalog.channels) {
      expect(channel.key).toMatch(/app id/);
      expect(channel.partitions).toBeGreaterThan(0);
    }
    const approved = catalog.channels.flatMap((c) => c.messages).find((m) => m.type === 'com.platform.portal.manifest_review.approved.v1')!;
    expect(approved).toMatchObject({ source: '/portal/apps', title: 'Manifest review approved' });
    expect(approved.fields.find((f) => f.name === 'app_id')).toEqual({
      name: 'app_id',
      type: 'string (uuid)',
      required: true,
      description: "The developer app's id (also the message key).",
      values: null,
    });
    expect(approved.fields.find((f) => f.name === 'notes')).toMatchObject({ type: 'string or null', required: false });
    expect(approved.fields.find((f) => f.name === 'state')?.values).toEqual(['confidential', 'in_review', 'published']);
  });

  it("shows for each message an example that its own schema accepts, with the message's type and source", () => {
    for (const message of catalog.channels.flatMap((c) => c.messages)) {
      const schema = JSON.parse(readFileSync(join(CONTRACTS, 'public-events', `${message.type}.schema.json`), 'utf8')) as object;
      const validate = ajv.compile(schema);
      expect({ type: message.type, valid: validate(message.example), errors: validate.errors ?? null }).toEqual({
        type: message.type,
        valid: true,
        errors: null,
      });
      expect(message.example).toMatchObject({ type: message.type, source: message.source, dataschema: message.schema_url });
    }
  });
});

describe('the bundled AsyncAPI document (the download on the portal events page)', () => {
  it('inlines every payload schema, so nothing refers to a file', () => {
    type Schema = { $id: string; properties: { type: { const: string } } };
    const bundled = loadBundledAsyncApi() as unknown as {
      asyncapi: string;
      components: { messages: Record<string, { payload: { schema: Schema } }> };
    };
    expect(JSON.stringify(bundled)).not.toMatch(/"\$ref":"\.\//);
    for (const [, message] of Object.entries(bundled.components.messages)) {
      const schema = message.payload.schema;
      expect(schema.$id).toBe(`https://portal.example.com/public-events/${schema.properties.type.const}.schema.json`);
    }
    expect(bundled.asyncapi).toBe('3.0.0');
  });
});
