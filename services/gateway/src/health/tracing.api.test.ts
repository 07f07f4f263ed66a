import { randomBytes } from 'node:crypto';
import { existsSync, openSync, readSync, closeSync, statSync } from 'node:fs';
import path from 'node:path';
import { eventually, signedUpDeveloper } from '@portal/test-kit';

/**
 * OpenTelemetry traces and JSON logs (issue 15, "Observability"): a request that arrives with a
 * W3C `traceparent` and appends an event is traced through the gateway, the service that owns the
 * command and, over the Kafka headers, the projection; the log lines of that request carry the
 * trace id. Read from the local exporter's files (`.data/traces/<service>.jsonl`) and the logs.
 */
const DATA = process.env.DATA_DIR ?? path.resolve(__dirname, '../../../../.data');
const tracesOf = (service: string) => path.join(DATA, 'traces', `${service}.jsonl`);
const logOf = (service: string) => path.join(DATA, 'logs', `${service}.log`);

interface SpanLine {
  traceId: string;
  spanId: string;
  parentSpanId: string | null;
  service: string;
  name: string;
  kind: string;
  attributes: Record<string, unknown>;
}

const sizeOf = (file: string): number => (existsSync(file) ? statSync(file).size : 0);

/** What was appended to `file` since it was `from` bytes long (and, if it was rotated since, its previous part). */
const textSince = (file: string, from: number): string => {
  const read = (name: string, offset: number): string => {
    if (!existsSync(name)) return '';
    const length = statSync(name).size - offset;
    if (length <= 0) return '';
    const buffer = Buffer.alloc(length);
    const fd = openSync(name, 'r');
    try {
      readSync(fd, buffer, 0, length, offset);
    } finally {
      closeSync(fd);
    }
    return buffer.toString('utf8');
  };
  return sizeOf(file) >= from ? read(file, from) : read(file.replace(/\.jsonl$/, '.1.jsonl'), from) + read(file, 0);
};

const linesWith = (text: string, needle: string): string[] => text.split('\n').filter((line) => line.includes(needle));

describe('Tracing: gateway → service → Kafka → projection', () => {
  it('Given a traceparent on a command, Then every hop records a span of that trace and the logs carry its id', async () => {
    const developer = await signedUpDeveloper('traced');
    const services = ['gateway', 'notifications', 'projection'];
    const start = Object.fromEntries(services.map((s) => [s, { traces: sizeOf(tracesOf(s)), log: sizeOf(logOf(s)) }]));
    const traceId = randomBytes(16).toString('hex');
    const callerSpanId = randomBytes(8).toString('hex');

    const response = await developer.session.request('PATCH', '/api/v1/me/notification_preferences', {
      body: { critical_emails: false },
      headers: { traceparent: `00-${traceId}-${callerSpanId}-01` },
    });
    expect(response.status).toBe(200);

    const spans = await eventually(
      async () => {
        const found = services.flatMap((s) =>
          linesWith(textSince(tracesOf(s), start[s]!.traces), traceId).map((line) => JSON.parse(line) as SpanLine),
        );
        // Each service flushes its spans on its own (batched, once a second): wait for every hop.
        const complete = services.every((service) => found.some((span) => span.service === service && span.kind !== 'client'));
        return complete ? found : null;
      },
      20_000,
      250,
    );
    const byId = new Map(spans.map((span) => [span.spanId, span]));
    expect(spans.every((span) => span.traceId === traceId)).toBe(true);

    // The gateway continues the caller's span…
    const gateway = spans.find((s) => s.service === 'gateway' && s.kind === 'server')!;
    expect(gateway).toMatchObject({ parentSpanId: callerSpanId, name: 'PATCH /api/v1/me/notification_preferences' });
    // …calls the notifications service, whose server span is a child of the gateway's call…
    const command = spans.find((s) => s.service === 'notifications' && s.kind === 'server' && s.name.startsWith('PATCH'))!;
    expect(command).toBeDefined();
    const call = byId.get(command.parentSpanId!)!;
    expect(call).toMatchObject({ service: 'gateway', kind: 'client', name: 'PATCH notifications' });
    expect(byId.get(call.parentSpanId!)?.spanId).toBe(gateway.spanId);
    // …and the projection applies the appended event in a span that continues the command's.
    const applied = spans.find((s) => s.service === 'projection' && s.name === 'process notifications.preference.critical_emails_changed')!;
    expect(applied).toMatchObject({ kind: 'consumer', parentSpanId: command.spanId });

    const logLines = await eventually(async () => {
      const lines = linesWith(textSince(logOf('gateway'), start.gateway!.log), traceId);
      return lines.length > 0 ? lines : null;
    });
    const line = JSON.parse(logLines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 'info',
      service: 'gateway',
      trace_id: traceId,
      span_id: gateway.spanId,
      method: 'PATCH',
      path: '/api/v1/me/notification_preferences',
      status: 200,
    });
    expect(linesWith(textSince(logOf('notifications'), start.notifications!.log), `"trace_id":"${traceId}"`)).not.toHaveLength(0);
  });
});
