import type { LoggerService } from '@nestjs/common';
import { currentRequestId } from './request-context';

type Level = 'debug' | 'info' | 'warn' | 'error';

/**
 * One readable line per event, always with the service and, inside a request, its id, so a
 * request can be followed across the gateway and the services it calls.
 */
export class PortalLogger implements LoggerService {
  constructor(private readonly service: string) {}

  line(level: Level, message: string, context?: string): void {
    const requestId = currentRequestId();
    const parts = [
      new Date().toISOString(),
      level.toUpperCase().padEnd(5),
      context ? `${context}:` : '',
      requestId ? `req=${requestId}` : '',
      redact(message),
    ].filter(Boolean);
    const text = parts.join(' ');
    if (level === 'error' || level === 'warn') {
      flushInfo();
      process.stderr.write(`${text}\n`);
    } else queueInfo(`${text}\n`);
  }

  log(message: unknown, context?: string): void {
    this.line('info', stringify(message), context);
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.line('error', `${stringify(message)}${trace ? `\n${trace}` : ''}`, context);
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

/** Secrets must never reach a log line, even when a library logs a URL or a payload. */
const redact = (text: string): string =>
  text
    .replace(/(password|secret|token|authorization)(["']?\s*[:=]\s*["']?)[^"'\s,&}]+/gi, '$1$2[redacted]')
    .replace(/(\/\/[^:/\s]+:)[^@/\s]+@/g, '$1[redacted]@');
