import { CSV_START, csvLine } from '../../core/csv';

/** One line of the report: a UTC day's requests of one client on one server that ended with one status. */
export interface UsageReportRow {
  /** `YYYY-MM-DD` (UTC). */
  date: string;
  server: string;
  clientId: string;
  status: number;
  requests: number;
}

export const USAGE_REPORT_HEADER = ['date', 'environment', 'client_id', 'status', 'requests'] as const;

const compare = (a: UsageReportRow, b: UsageReportRow): number =>
  a.date.localeCompare(b.date) || a.server.localeCompare(b.server) || a.clientId.localeCompare(b.clientId) || a.status - b.status;

/**
 * The report's CSV, oldest day first; the environment column is the quota proxy's server name (the
 * platform environment the requests went to). Lines end with CRLF, as RFC 4180 has it.
 */
export const usageReportCsv = (rows: readonly UsageReportRow[]): string =>
  [
    CSV_START + csvLine(USAGE_REPORT_HEADER),
    ...[...rows].sort(compare).map((r) => csvLine([r.date, r.server, r.clientId, r.status, r.requests])),
  ].join('');
