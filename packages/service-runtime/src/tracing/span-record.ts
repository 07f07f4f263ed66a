import { SpanKind, SpanStatusCode, type HrTime } from '@opentelemetry/api';
import type { ReadableSpan } from '@opentelemetry/sdk-trace';

/** One finished span as a JSON line of the local exporter (`.data/traces/<service>.jsonl`), read by `npm run traces`. */
export interface SpanRecord {
  traceId: string;
  spanId: string;
  parentSpanId: string | null;
  service: string;
  name: string;
  kind: 'internal' | 'server' | 'client' | 'producer' | 'consumer';
  /** Epoch milliseconds, microsecond precision. */
  startMs: number;
  durationMs: number;
  status: 'unset' | 'ok' | 'error';
  statusMessage?: string;
  attributes: Record<string, unknown>;
  events?: { name: string; attributes: Record<string, unknown> }[];
}

const KINDS: Record<SpanKind, SpanRecord['kind']> = {
  [SpanKind.INTERNAL]: 'internal',
  [SpanKind.SERVER]: 'server',
  [SpanKind.CLIENT]: 'client',
  [SpanKind.PRODUCER]: 'producer',
  [SpanKind.CONSUMER]: 'consumer',
};

const STATUSES: Record<SpanStatusCode, SpanRecord['status']> = {
  [SpanStatusCode.UNSET]: 'unset',
  [SpanStatusCode.OK]: 'ok',
  [SpanStatusCode.ERROR]: 'error',
};

const millis = ([seconds, nanos]: HrTime): number => Math.round(seconds * 1e6 + nanos / 1e3) / 1e3;

export const spanRecord = (span: ReadableSpan): SpanRecord => {
  const record: SpanRecord = {
    traceId: span.spanContext().traceId,
    spanId: span.spanContext().spanId,
    parentSpanId: span.parentSpanContext?.spanId ?? null,
    service: String(span.resource.attributes['service.name'] ?? 'unknown'),
    name: span.name,
    kind: KINDS[span.kind],
    startMs: millis(span.startTime),
    durationMs: millis(span.duration),
    status: STATUSES[span.status.code],
    attributes: { ...span.attributes },
  };
  if (span.status.message) record.statusMessage = span.status.message;
  if (span.events.length > 0) record.events = span.events.map((e) => ({ name: e.name, attributes: { ...e.attributes } }));
  return record;
};
