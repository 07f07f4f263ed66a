import type { Edition } from '../api/types';

/**
 * Crash reporting. Errors are always logged to the console; in the restricted (government-hosted)
 * edition error reporting is disabled, so nothing leaves the browser.
 */
let reportingEnabled = true;
const reported: unknown[] = [];

export function configureErrorReporting(edition: Edition | undefined): void {
  reportingEnabled = edition !== 'restricted';
}

export function isErrorReportingEnabled(): boolean {
  return reportingEnabled;
}

export function logAndReport(error: unknown, context?: string): void {
  console.error(`[portal] ${context ?? 'Unhandled error'}`, error);
  if (!reportingEnabled) return;
  // No reporting endpoint exists in the API contract yet; keep the last few for a future sender.
  reported.push(error);
  if (reported.length > 20) reported.shift();
}
