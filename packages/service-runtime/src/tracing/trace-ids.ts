import { context, isSpanContextValid, trace } from '@opentelemetry/api';

/** The active span's ids (for log lines), or null outside a trace. */
export const currentTraceIds = (): { traceId: string; spanId: string } | null => {
  const spanContext = trace.getSpanContext(context.active());
  return spanContext && isSpanContextValid(spanContext) ? { traceId: spanContext.traceId, spanId: spanContext.spanId } : null;
};
