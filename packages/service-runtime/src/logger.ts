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
    if (level === 'error' || level === 'warn') process.stderr.write(`${text}\n`);
    else process.stdout.write(`${text}\n`);
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

const stringify = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** Secrets must never reach a log line, even when a library logs a URL or a payload. */
const redact = (text: string): string =>
  text
    .replace(/(password|secret|token|authorization)(["']?\s*[:=]\s*["']?)[^"'\s,&}]+/gi, '$1$2[redacted]')
    .replace(/(\/\/[^:/\s]+:)[^@/\s]+@/g, '$1[redacted]@');
