import { trace } from '@opentelemetry/api';
import { PortalLogger } from './logger';
import { runWithRequestContext } from './request-context';
import { startTracing } from './tracing/start-tracing';

startTracing({ service: 'unit', trustCallerSampling: true }, { OTEL_TRACES_EXPORTER: 'none' });

const written = (fn: () => void): Record<string, unknown>[] => {
  const lines: string[] = [];
  const spy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    fn();
  } finally {
    spy.mockRestore();
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
};

describe('Service log lines', () => {
  const logger = new PortalLogger('gateway');

  it('Given a traced request, Then the line is JSON with the request, trace and span ids', () => {
    const [line] = written(() =>
      trace.getTracer('unit').startActiveSpan('GET /x', (span) => {
        runWithRequestContext({ requestId: 'req-12345678' }, () =>
          logger.line('warn', 'slow answer', 'Upstream', { status: 200, duration_ms: 12 }),
        );
        span.end();
        expect(span.spanContext().traceId).toMatch(/^[0-9a-f]{32}$/);
      }),
    );
    expect(line).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      level: 'warn',
      service: 'gateway',
      context: 'Upstream',
      msg: 'slow answer',
      request_id: 'req-12345678',
      trace_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      span_id: expect.stringMatching(/^[0-9a-f]{16}$/),
      status: 200,
      duration_ms: 12,
    });
  });

  it('Given no trace, Then the line has no trace fields', () => {
    const [line] = written(() => logger.warn('plain'));
    expect(line).not.toHaveProperty('trace_id');
    expect(line).toMatchObject({ level: 'warn', msg: 'plain', service: 'gateway' });
  });

  it('Given secrets in the message or the fields, Then they are redacted', () => {
    const [line] = written(() =>
      logger.line('error', 'login failed password=hunter2 for postgres://u:pw@db/x', undefined, {
        client_secret: 's3cr3t',
        note: 'token: abc',
      }),
    );
    expect(JSON.stringify(line)).not.toMatch(/hunter2|:pw@|s3cr3t|abc/);
    expect(line).toMatchObject({ client_secret: '[redacted]' });
  });

  it('Given an error with a stack, Then the stack is its own field on the same line', () => {
    const [line] = written(() => logger.error('it broke', 'Error: it broke\n    at x (y.ts:1:1)'));
    expect(line).toMatchObject({ level: 'error', msg: 'it broke', stack: expect.stringContaining('at x') });
  });
});
