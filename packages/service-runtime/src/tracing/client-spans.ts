import { context, propagation, SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';
import { activeTraceCarrier } from '@portal/eventsourcing';

const tracer = trace.getTracer('@portal/service-runtime');

/** W3C trace headers of the active context, for a call to another service ({} outside a trace). */
export const traceHeaders = (): Record<string, string> => {
  const { traceparent, tracestate } = activeTraceCarrier();
  return { ...(traceparent ? { traceparent } : {}), ...(tracestate ? { tracestate } : {}) };
};

/** A call to another service: its span, and the headers that make the callee's span its child. */
export interface ClientSpan {
  headers: Record<string, string>;
  end(status: number | null, error?: unknown): void;
}

export const startClientSpan = (name: string, attributes: Attributes): ClientSpan => {
  const span: Span = tracer.startSpan(name, { kind: SpanKind.CLIENT, attributes });
  const headers: Record<string, string> = {};
  propagation.inject(trace.setSpan(context.active(), span), headers);
  return {
    headers,
    end: (status, error) => {
      if (status !== null) span.setAttribute('http.response.status_code', status);
      if (error !== undefined || (status !== null && status >= 500)) {
        span.setStatus({ code: SpanStatusCode.ERROR, ...(error instanceof Error ? { message: error.message } : {}) });
      }
      span.end();
    },
  };
};
