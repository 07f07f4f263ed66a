import { context, propagation, ROOT_CONTEXT, type Context } from '@opentelemetry/api';
import type { DomainEvent } from '@portal/decider';

export interface EventMetadata {
  correlationId: string;
  causationId: string | null;
  actorId: string | null;
  recordedAt: string;
  /** W3C trace context of the command that appended the event (absent outside a trace, and on older events). */
  traceparent?: string;
  tracestate?: string;
}

/** W3C trace-context fields, as carried by event metadata and Kafka message headers. */
export type TraceCarrier = Pick<EventMetadata, 'traceparent' | 'tracestate'>;

/**
 * The published shape of a stored event, identical on Kafka and in the replay API.
 * `position` is the global position inside the producing service's store; together with
 * `source` it identifies an event across the platform (e.g. `identity:42`).
 */
export interface EventEnvelope<E extends DomainEvent = DomainEvent> {
  id: string;
  source: string;
  type: E['type'];
  schemaVersion: number;
  streamId: string;
  streamVersion: number;
  position: number;
  data: E['data'];
  metadata: EventMetadata;
}

/** An event about to be appended; schemaVersion defaults to 1. */
export interface NewEvent<E extends DomainEvent = DomainEvent> {
  type: E['type'];
  data: E['data'];
  schemaVersion?: number;
}

export interface CommandContext {
  correlationId: string;
  causationId?: string | null;
  actorId?: string | null;
}

/** Metadata for events a command appends now, with the trace it runs in (if any). */
export const eventMetadata = (command: CommandContext, recordedAt: string): EventMetadata => ({
  correlationId: command.correlationId,
  causationId: command.causationId ?? null,
  actorId: command.actorId ?? null,
  recordedAt,
  ...activeTraceCarrier(),
});

/**
 * The active trace context as W3C fields ({} when no trace is active or no propagator is
 * registered: the API is a no-op until a service starts tracing).
 */
export const activeTraceCarrier = (): TraceCarrier => {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  if (!carrier.traceparent) return {};
  return carrier.tracestate ? { traceparent: carrier.traceparent, tracestate: carrier.tracestate } : { traceparent: carrier.traceparent };
};

/** Only the trace fields of event metadata (for Kafka headers): older events have none. */
export const traceCarrierOf = (metadata: EventMetadata): TraceCarrier => ({
  ...(metadata.traceparent ? { traceparent: metadata.traceparent } : {}),
  ...(metadata.tracestate ? { tracestate: metadata.tracestate } : {}),
});

/** The trace context a carrier (event metadata, message headers) continues; the root context without one. */
export const traceContextOf = (carrier: TraceCarrier | undefined): Context =>
  carrier?.traceparent ? propagation.extract(ROOT_CONTEXT, carrier) : ROOT_CONTEXT;

export const positionToken = (source: string, position: number): string => `${source}:${position}`;

export const parsePositionToken = (token: string): { source: string; position: number } | null => {
  const match = /^([a-z][a-z0-9-]*):(\d{1,18})$/.exec(token.trim());
  if (!match) return null;
  return { source: match[1]!, position: Number(match[2]) };
};
