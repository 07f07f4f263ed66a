import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { PUBLIC_TOPICS } from './generated/events';

const CONTRACTS = join(__dirname, '..');

interface Message {
  name: string;
  payload: { schema: { $ref: string } };
  bindings: { kafka: { key: { description: string } } };
}
interface AsyncApi {
  asyncapi: string;
  channels: Record<string, { address: string; messages: Record<string, { $ref: string }> }>;
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
});
