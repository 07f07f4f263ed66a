import path from 'node:path';
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
  type SpanExporter,
} from '@opentelemetry/sdk-trace';
import { JsonlSpanExporter } from './jsonl-span-exporter';

export interface TracingOptions {
  service: string;
  /**
   * Whether a caller's sampling decision (the `traceparent` flags) is followed. Internal services
   * follow the gateway's; the public edge decides by its own ratio, so outside callers cannot make
   * every request of theirs recorded.
   */
  trustCallerSampling: boolean;
}

let provider: TracerProvider | null = null;

/**
 * Registers the process-wide tracer, context manager (AsyncLocalStorage) and W3C propagator.
 * Until this runs, the OpenTelemetry API used by the shared packages is a no-op.
 * Environment (OpenTelemetry's own names): OTEL_SDK_DISABLED, OTEL_TRACES_SAMPLER_ARG (ratio,
 * default 1: everything in dev and test), OTEL_EXPORTER_OTLP_ENDPOINT (OTLP/HTTP, e.g. Jaeger or
 * Tempo), OTEL_TRACES_EXPORTER=none; without an endpoint, JSON lines under DATA_DIR/traces.
 */
export const startTracing = (options: TracingOptions, env: NodeJS.ProcessEnv = process.env): void => {
  if (provider || env.OTEL_SDK_DISABLED === 'true') return;
  const exporter = spanExporter(options.service, env);
  const ratio = new TraceIdRatioBasedSampler(samplingRatio(env));
  provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.service }),
    sampler: new ParentBasedSampler({
      root: ratio,
      remoteParentSampled: options.trustCallerSampling ? new AlwaysOnSampler() : ratio,
      remoteParentNotSampled: options.trustCallerSampling ? new AlwaysOffSampler() : ratio,
    }),
    spanProcessors: exporter
      ? [
          new BatchSpanProcessor({
            exporter,
            scheduledDelayMillis: positiveInt(env.OTEL_BSP_SCHEDULE_DELAY, 1000),
            maxQueueSize: 8192,
            maxExportBatchSize: 1024,
          }),
        ]
      : [],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
};

/** Exports what is still queued (on shutdown: the last second of spans). */
export const flushTracing = async (): Promise<void> => {
  await provider?.forceFlush().catch(() => undefined);
};

export const samplingRatio = (env: NodeJS.ProcessEnv): number => {
  if (env.OTEL_TRACES_SAMPLER === 'always_off') return 0;
  const ratio = Number(env.OTEL_TRACES_SAMPLER_ARG ?? '');
  return env.OTEL_TRACES_SAMPLER_ARG && Number.isFinite(ratio) ? Math.min(1, Math.max(0, ratio)) : 1;
};

const spanExporter = (service: string, env: NodeJS.ProcessEnv): SpanExporter | null => {
  if (env.OTEL_TRACES_EXPORTER === 'none') return null;
  if (env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return new OTLPTraceExporter();
  const dir = env.OTEL_TRACES_DIR || (env.DATA_DIR ? path.join(env.DATA_DIR, 'traces') : null);
  if (!dir) return null;
  return new JsonlSpanExporter(path.join(dir, `${service}.jsonl`), positiveInt(env.OTEL_TRACES_FILE_MAX_BYTES, 32 * 1024 * 1024));
};

const positiveInt = (raw: string | undefined, fallback: number): number => {
  const value = Number(raw);
  return raw && Number.isInteger(value) && value > 0 ? value : fallback;
};
