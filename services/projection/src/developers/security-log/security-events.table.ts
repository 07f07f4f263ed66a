import type { ReadTable } from '../../core/pg/row-store';

/** One row per security-relevant event of an account (security-event-rows.ts says which and what). */
export const SECURITY_EVENTS_TABLE: ReadTable = {
  name: 'security_events',
  columns: ['id', 'rev', 'developer_id', 'action', 'occurred_at', 'by_administrator', 'details'],
};

/**
 * A developer's log is read newest first, a page at a time, and counted: one index serves the walk
 * both ways and the count (index-only), however many rows other accounts have.
 */
export const SECURITY_EVENTS_DDL = `
CREATE TABLE security_events (
  id                text COLLATE "C" PRIMARY KEY,
  rev               integer NOT NULL,
  developer_id      text COLLATE "C" NOT NULL,
  action            text NOT NULL,
  occurred_at       timestamptz NOT NULL,
  by_administrator  boolean NOT NULL,
  details           jsonb NOT NULL
);
CREATE INDEX security_events_by_developer ON security_events (developer_id, occurred_at, id);
`;
