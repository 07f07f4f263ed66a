import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderEventTypes, type EventContractInput } from '../scripts/event-types.cjs';

const CONTRACTS = join(__dirname, '..');

const envelope = {
  title: 'Envelope',
  type: 'object',
  additionalProperties: false,
  required: ['type', 'data', 'position'],
  properties: { type: { type: 'string' }, data: { type: 'object' }, position: { type: 'integer', minimum: 1 } },
};

const orderPlaced = {
  'x-event-type': 'shop.order.placed',
  'x-schema-version': 2,
  title: 'An order was placed',
  type: 'object',
  additionalProperties: false,
  required: ['orderId', 'status', 'lines', 'note'],
  properties: {
    orderId: { type: 'string', format: 'uuid' },
    status: { enum: ['open', 'paid'] },
    note: { type: ['string', 'null'], description: 'Free text.' },
    lines: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['sku'],
        properties: { sku: { type: 'string', minLength: 1 }, quantity: { type: 'integer', minimum: 1 } },
      },
    },
    tags: { type: 'array', items: { enum: ['gift', 'rush'] } },
    extra: { type: 'object' },
    shipping: { type: 'object', properties: { city: { type: 'string' } } },
  },
};
const orderPlacedV1 = {
  'x-event-type': 'shop.order.placed',
  'x-schema-version': 1,
  type: 'object',
  additionalProperties: false,
  required: ['orderId'],
  properties: { orderId: { type: 'string' } },
};

const contract = (overrides: Partial<EventContractInput> = {}): EventContractInput => ({
  envelope,
  schemas: [
    { file: 'shop.order.placed.schema.json', schema: orderPlaced },
    { file: 'shop.order.placed.v1.schema.json', schema: orderPlacedV1 },
  ],
  topics: [{ topic: 'shop.order', owner: 'shop', public: true, eventTypes: ['shop.order.placed'] }],
  ...overrides,
});

describe('the event type generator', () => {
  it('Given an event schema in two versions, Then one closed interface per version and the latest as the type’s data', () => {
    const ts = renderEventTypes(contract());

    expect(ts).toContain(`/** \`shop.order.placed\` data, schema version 1. */
export interface ShopOrderPlacedV1 {
  orderId: string;
}`);
    expect(ts).toContain(`/**
 * An order was placed
 *
 * \`shop.order.placed\` data, schema version 2.
 */
export interface ShopOrderPlacedV2 {
  /** @format uuid */
  orderId: string;
  status: 'open' | 'paid';
  /** Free text. */
  note: string | null;
  lines: {
    sku: string;
    quantity?: number;
  }[];
  tags?: ('gift' | 'rush')[];
  extra?: Record<string, unknown>;
  shipping?: {
    city?: string;
    [key: string]: unknown;
  };
}
/** \`shop.order.placed\` data as written now (schema version 2). */
export type ShopOrderPlaced = ShopOrderPlacedV2;`);
    expect(ts).toContain(`export interface EventDataByType {
  'shop.order.placed': ShopOrderPlaced;
}`);
    expect(ts).toContain(`'shop.order.placed': { 1: ShopOrderPlacedV1; 2: ShopOrderPlacedV2 };`);
    expect(ts).toContain('export type PortalEventType = keyof EventDataByType;');
    expect(ts).toContain('export type EventData<T extends PortalEventType> = EventDataByType[T];');
    expect(ts).toContain(`export const SCHEMA_VERSIONS = {
  'shop.order.placed': 2,
}`);
  });

  it('Given the envelope schema, Then its type and data are bound to the event type', () => {
    expect(renderEventTypes(contract())).toContain(`/** Envelope */
export interface PortalEventEnvelope<T extends PortalEventType = PortalEventType> {
  type: T;
  data: EventData<T>;
  position: number;
}`);
  });

  it('Given topics.json, Then topic constants, the event types per topic, owners and the public topics', () => {
    const ts = renderEventTypes(contract());

    expect(ts).toContain(`export const TOPICS = {
  shopOrder: 'shop.order',
} as const;
export type TopicName = (typeof TOPICS)[keyof typeof TOPICS];`);
    expect(ts).toContain(`export const EVENT_TYPES_BY_TOPIC = {
  'shop.order': ['shop.order.placed'],
} as const satisfies Record<TopicName, readonly PortalEventType[]>;`);
    expect(ts).toContain(`export const TOPIC_OWNERS = {
  'shop.order': 'shop',
}`);
    expect(ts).toContain(`export const PUBLIC_TOPICS: readonly TopicName[] = ['shop.order'];`);
  });

  it('Given the same contract twice, Then the same text (deterministic)', () => {
    const reversed = contract();
    reversed.schemas.reverse();
    expect(renderEventTypes(reversed)).toBe(renderEventTypes(contract()));
  });

  it('Given an event type on no topic, a topic naming an unknown type or one version twice, Then it refuses', () => {
    expect(() => renderEventTypes(contract({ topics: [] }))).toThrow('shop.order.placed is on no topic in topics.json');
    expect(() =>
      renderEventTypes(
        contract({ topics: [{ topic: 'shop.order', owner: 'shop', public: false, eventTypes: ['shop.order.placed', 'shop.order.paid'] }] }),
      ),
    ).toThrow('topics.json: shop.order.paid has no schema');
    expect(() =>
      renderEventTypes(
        contract({
          schemas: [
            { file: 'a.json', schema: orderPlacedV1 },
            { file: 'b.json', schema: orderPlacedV1 },
          ],
        }),
      ),
    ).toThrow('b.json: shop.order.placed version 1 is defined twice');
  });

  it('Given a keyword it cannot express (a $ref), Then it refuses rather than guess', () => {
    const withRef = { ...orderPlacedV1, properties: { orderId: { $ref: '#/$defs/id' } } };
    expect(() => renderEventTypes(contract({ schemas: [{ file: 'ref.json', schema: withRef }] }))).toThrow(
      'ref.json/orderId: the event type generator does not support the keyword "$ref"',
    );
  });
});

describe('the stale check (npm run check:contracts)', () => {
  const runCheck = (eventsDir: string): string => {
    try {
      return execFileSync('node', ['scripts/check-generated.mjs'], {
        cwd: CONTRACTS,
        env: { ...process.env, CONTRACT_EVENTS_DIR: eventsDir },
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string };
      return `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
    }
  };

  it('Given a schema whose property description changed but events.ts was not regenerated, Then the check fails naming events.ts', () => {
    const events = mkdtempSync(join(tmpdir(), 'contract-events-'));
    try {
      cpSync(join(CONTRACTS, 'events'), events, { recursive: true });
      const file = join(events, 'apps.app.created.schema.json');
      const schema = JSON.parse(readFileSync(file, 'utf8')) as { properties: { uid: { description: string } } };
      schema.properties.uid.description = 'A description the committed events.ts does not have.';
      writeFileSync(file, JSON.stringify(schema));

      expect(runCheck(events)).toContain('src/generated/events.ts is stale against contracts/events');
    } finally {
      rmSync(events, { recursive: true, force: true });
    }
  }, 120_000);

  it('Given the committed schemas, Then events.ts is not reported stale', () => {
    expect(runCheck(join(CONTRACTS, 'events'))).not.toContain('events.ts is stale');
  }, 120_000);
});
