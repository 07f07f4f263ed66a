import type { Edition } from '../api/types';
import { api } from '../api/client';

/**
 * Crash reporting. Errors are always logged to the console and, outside the restricted
 * (government-hosted) edition, sent to the gateway's crash-report endpoint, which logs and counts
 * them. The crash page says "reported" only once the gateway accepted the report.
 */
let reportingEnabled = true;

export type ErrorKind = 'crash' | 'route_error' | 'unhandled_rejection';

const MAX_MESSAGE = 1000;
const MAX_STACK = 8192;
/** A render loop can throw the same error many times a second; one report per error is enough. */
const recentlySent = new Map<string, number>();
const RESEND_AFTER_MS = 60_000;

export function configureErrorReporting(edition: Edition | undefined): void {
  reportingEnabled = edition !== 'restricted';
}

export function isErrorReportingEnabled(): boolean {
  return reportingEnabled;
}

const release = (): string => import.meta.env.VITE_RELEASE ?? 'dev';

export function describeError(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) {
    return { message: (error.message || error.name || 'Error').slice(0, MAX_MESSAGE), stack: error.stack?.slice(0, MAX_STACK) };
  }
  const text = typeof error === 'string' ? error : safeJson(error);
  return { message: (text || 'Unknown error').slice(0, MAX_MESSAGE) };
}

const safeJson = (value: unknown): string => {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
};

/** Sends one report; resolves true when the gateway accepted it (202). Never throws. */
export async function sendReport(error: unknown, kind: ErrorKind): Promise<boolean> {
  if (!reportingEnabled) return false;
  const { message, stack } = describeError(error);
  const key = `${kind}\n${message}`;
  const now = Date.now();
  if ((recentlySent.get(key) ?? 0) > now - RESEND_AFTER_MS) return true;
  recentlySent.set(key, now);
  try {
    const { response } = await api.POST('/api/v1/client_errors', {
      body: { message, ...(stack ? { stack } : {}), route: window.location.pathname.slice(0, 500), release: release(), kind },
      keepalive: true,
    });
    return response.status === 202;
  } catch {
    return false;
  }
}

export function logAndReport(error: unknown, context?: string, kind: ErrorKind = 'crash'): Promise<boolean> {
  console.error(`[portal] ${context ?? 'Unhandled error'}`, error);
  return sendReport(error, kind);
}
