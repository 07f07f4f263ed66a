import type { LoggerService } from '@nestjs/common';
import { currentRequestId } from './request-context';
import { currentTraceIds } from './tracing/trace-ids';

type Level = 'debug' | 'info' | 'warn' | 'error';

/** Extra fields of a log line (numbers, flags, short strings): never secrets, which are redacted anyway. */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

/**
 * One JSON object per line: time, level, service, msg and, inside a request, its id and the
 * trace and span ids, so a line leads to its trace (`npm run traces -- <trace_id>`) and a request
 * can be followed across the gateway and the services it calls. The supervisor pretty-prints
 * these lines on the terminal; the files under .data/logs keep the JSON.
 */
export class PortalLogger implements LoggerService {
  constructor(private readonly service: string) {}

  line(level: Level, message: string, context?: string, fields?: LogFields): void {
    const record: Record<string, unknown> = { time: new Date().toISOString(), level, service: this.service };
    if (context) record.context = context;
    record.msg = redact(message);
    const requestId = currentRequestId();
    if (requestId) record.request_id = requestId;
    const ids = currentTraceIds();
    if (ids) {
      record.trace_id = ids.traceId;
      record.span_id = ids.spanId;
    }
    for (const [key, value] of Object.entries(fields ?? {})) {
      if (value !== undefined && !(key in record)) record[key] = typeof value === 'string' ? redactField(key, value) : value;
    }
    const text = JSON.stringify(record);
    if (level === 'error' || level === 'warn') {
      flushInfo();
      process.stderr.write(`${text}\n`);
    } else queueInfo(`${text}\n`);
  }

  log(message: unknown, context?: string): void {
    this.line('info', stringify(message), context);
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.line('error', stringify(message), context, trace ? { stack: trace } : undefined);
  }
  warn(message: unknown, context?: string): void {
    this.line('warn', stringify(message), context);
  }
  debug(message: unknown, context?: string): void {
    if (process.env.LOG_LEVEL === 'debug') this.line('debug', stringify(message), context);
  }
  verbose(message: unknown, context?: string): void {
    this.debug(message, context);
  }
}

/**
 * Info lines (one per request) are written once per event-loop turn, not one synchronous write
 * each: stdout is a file under the supervisor, and a write per line cost every request a syscall.
 * Warnings and errors flush what is queued first, so the order holds; exit flushes the rest.
 */
let queued: string[] = [];
let queuedBytes = 0;
let flushScheduled = false;
const FLUSH_BYTES = 64 * 1024;

const flushInfo = (): void => {
  flushScheduled = false;
  if (queued.length === 0) return;
  const text = queued.join('');
  queued = [];
  queuedBytes = 0;
  process.stdout.write(text);
};

const queueInfo = (line: string): void => {
  queued.push(line);
  queuedBytes += line.length;
  if (queuedBytes >= FLUSH_BYTES) flushInfo();
  else if (!flushScheduled) {
    flushScheduled = true;
    setImmediate(flushInfo);
  }
};

process.once('exit', flushInfo);

const stringify = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

const SECRET_KEY = /password|secret|token|authorization|cookie/i;
const redactField = (key: string, value: string): string => (SECRET_KEY.test(key) ? '[redacted]' : redact(value));

/** Secrets must never reach a log line, even when a library logs a URL or a payload. */
const redact = (text: string): string =>
  text
    .replace(/(password|secret|token|authorization)(["']?\s*[:=]\s*["']?)[^"'\s,&}]+/gi, '$1$2[redacted]')
    .replace(/(\/\/[^:/\s]+:)[^@/\s]+@/g, '$1[redacted]@');
