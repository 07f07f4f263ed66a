import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { ExportResultCode, type ExportResult } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import type { ReadableSpan } from '@opentelemetry/sdk-trace';
import { JsonlSpanExporter } from './jsonl-span-exporter';
import { spanRecord, type SpanRecord } from './span-record';

const fakeSpan = (name: string, parentSpanId?: string): ReadableSpan =>
  ({
    name,
    kind: SpanKind.SERVER,
    spanContext: () => ({ traceId: 'a'.repeat(32), spanId: 'b'.repeat(16), traceFlags: 1 }),
    ...(parentSpanId ? { parentSpanContext: { traceId: 'a'.repeat(32), spanId: parentSpanId, traceFlags: 1 } } : {}),
    startTime: [1_700_000_000, 123_456_789],
    endTime: [1_700_000_000, 135_456_789],
    duration: [0, 12_000_000],
    status: { code: SpanStatusCode.ERROR, message: 'boom' },
    attributes: { 'http.route': '/api/v1/apps' },
    links: [],
    events: [],
    ended: true,
    resource: resourceFromAttributes({ 'service.name': 'gateway' }),
    instrumentationScope: { name: 'unit' },
    droppedAttributesCount: 0,
    droppedEventsCount: 0,
    droppedLinksCount: 0,
  }) as unknown as ReadableSpan;

const exported = (exporter: JsonlSpanExporter, spans: ReadableSpan[]): Promise<ExportResult> =>
  new Promise((resolve) => exporter.export(spans, resolve));

describe('The local span exporter', () => {
  it('Given a span, Then its record names the service, parent, timing and status', () => {
    expect(spanRecord(fakeSpan('GET /api/v1/apps', 'c'.repeat(16)))).toEqual<SpanRecord>({
      traceId: 'a'.repeat(32),
      spanId: 'b'.repeat(16),
      parentSpanId: 'c'.repeat(16),
      service: 'gateway',
      name: 'GET /api/v1/apps',
      kind: 'server',
      startMs: 1_700_000_000_123.457,
      durationMs: 12,
      status: 'error',
      statusMessage: 'boom',
      attributes: { 'http.route': '/api/v1/apps' },
    });
  });

  it('Given batches, Then it appends one JSON line per span, in order', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'spans-')), 'nested', 'gateway.jsonl');
    const exporter = new JsonlSpanExporter(file, 1_000_000);
    expect((await exported(exporter, [fakeSpan('one'), fakeSpan('two')])).code).toBe(ExportResultCode.SUCCESS);
    await exported(exporter, [fakeSpan('three')]);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines.map((line) => (JSON.parse(line) as SpanRecord).name)).toEqual(['one', 'two', 'three']);
  });

  it('Given the file would pass its cap, Then it moves to <service>.1.jsonl and a new file starts', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'spans-')), 'gateway.jsonl');
    const exporter = new JsonlSpanExporter(file, 600);
    for (const name of ['a', 'b', 'c', 'd']) await exported(exporter, [fakeSpan(name)]);
    await exporter.forceFlush();
    const previous = file.replace(/\.jsonl$/, '.1.jsonl');
    expect(existsSync(previous)).toBe(true);
    const names = (f: string) =>
      readFileSync(f, 'utf8')
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as SpanRecord).name);
    expect([...names(previous), ...names(file)].slice(-2)).toEqual(['c', 'd']);
    expect(readFileSync(file, 'utf8').length).toBeLessThanOrEqual(600);
  });
});
