import { trace, type Span } from '@opentelemetry/api';
import type { ReadableSpan } from '@opentelemetry/sdk-trace';
import { EventConsumer, eventMetadata, traceCarrierOf, traceContextOf, type EventEnvelope } from '@portal/eventsourcing';
import type { Kafka, KafkaMessage } from 'kafkajs';
import { startClientSpan, traceHeaders } from './client-spans';
import { samplingRatio, startTracing } from './start-tracing';

startTracing({ service: 'unit', trustCallerSampling: true }, { OTEL_TRACES_EXPORTER: 'none' });
const tracer = trace.getTracer('unit');

const inSpan = <T>(fn: (span: Span) => T): T =>
  tracer.startActiveSpan('command', (span) => {
    try {
      return fn(span);
    } finally {
      span.end();
    }
  });

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

describe('W3C trace context propagation', () => {
  it('Given an active span, Then the headers for another service carry its trace and span id', () => {
    inSpan((span) => {
      const [, traceId, spanId] = TRACEPARENT.exec(traceHeaders().traceparent ?? '') ?? [];
      expect(traceId).toBe(span.spanContext().traceId);
      expect(spanId).toBe(span.spanContext().spanId);
    });
  });

  it('Given no active span, Then nothing is injected and events carry no trace', () => {
    expect(traceHeaders()).toEqual({});
    expect(eventMetadata({ correlationId: 'c' }, '2026-01-01T00:00:00.000Z')).toEqual({
      correlationId: 'c',
      causationId: null,
      actorId: null,
      recordedAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it('Given an incoming traceparent, Then a span started from it is its child in the same trace', () => {
    const incoming = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const span = tracer.startSpan('server', {}, traceContextOf({ traceparent: incoming })) as unknown as ReadableSpan & Span;
    expect(span.spanContext().traceId).toBe('0af7651916cd43dd8448eb211c80319c');
    expect(span.parentSpanContext?.spanId).toBe('b7ad6b7169203331');
    expect(span.spanContext().traceFlags).toBe(1);
    span.end();
  });

  it('Given a malformed traceparent, Then a new trace starts instead', () => {
    const span = tracer.startSpan('server', {}, traceContextOf({ traceparent: '00-zz-1-01' })) as unknown as ReadableSpan & Span;
    expect(span.parentSpanContext).toBeUndefined();
    expect(span.spanContext().traceId).toMatch(/^[0-9a-f]{32}$/);
    span.end();
  });

  it('Given a client span, Then its headers make the callee a child of the client span', () => {
    inSpan((parent) => {
      const client = startClientSpan('GET apps', {});
      const [, traceId, spanId] = TRACEPARENT.exec(client.headers.traceparent ?? '') ?? [];
      expect(traceId).toBe(parent.spanContext().traceId);
      expect(spanId).not.toBe(parent.spanContext().spanId);
      client.end(200);
    });
  });
});

describe('An event carries its trace from the append to the consumer', () => {
  it('Given an event appended in a span, Then its metadata, Kafka headers and consumer span continue that trace', async () => {
    const { appended, metadata } = inSpan((span) => ({
      appended: span.spanContext(),
      metadata: eventMetadata({ correlationId: 'c', actorId: 'dev-1' }, '2026-01-01T00:00:00.000Z'),
    }));
    expect(metadata.traceparent).toBe(`00-${appended.traceId}-${appended.spanId}-01`);

    // The relay copies the fields into headers; Kafka hands them to the consumer as buffers.
    const headers = Object.fromEntries(Object.entries(traceCarrierOf(metadata)).map(([k, v]) => [k, Buffer.from(v)]));
    const envelope = { type: 'apps.app.created', metadata } as unknown as EventEnvelope;
    const seen: (ReadableSpan | undefined)[] = [];
    const consumer = new EventConsumer({
      kafka: {} as Kafka,
      groupId: 'unit',
      topics: ['apps.app'],
      handle: async () => {
        seen.push(trace.getActiveSpan() as unknown as ReadableSpan | undefined);
      },
    });
    const message = {
      offset: '7',
      value: Buffer.from(JSON.stringify(envelope)),
      headers: { ...headers, 'event-type': 'apps.app.created' },
    };
    await consumer['process']('apps.app', 0, message as unknown as KafkaMessage);

    const span = seen[0]!;
    expect(span.spanContext().traceId).toBe(appended.traceId);
    expect(span.parentSpanContext?.spanId).toBe(appended.spanId);
    expect(span.name).toBe('process apps.app.created');
    expect(span.attributes['messaging.kafka.offset']).toBe(7);
    expect(trace.getActiveSpan()).toBeUndefined();
  });
});

describe('Sampling ratio', () => {
  it.each([
    [{}, 1],
    [{ OTEL_TRACES_SAMPLER_ARG: '0.25' }, 0.25],
    [{ OTEL_TRACES_SAMPLER_ARG: '7' }, 1],
    [{ OTEL_TRACES_SAMPLER_ARG: 'lots' }, 1],
    [{ OTEL_TRACES_SAMPLER: 'always_off' }, 0],
  ])('Given %p, Then the ratio is %p', (env, ratio) => {
    expect(samplingRatio(env)).toBe(ratio);
  });
});
