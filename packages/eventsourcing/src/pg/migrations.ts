import type { Pool } from 'pg';

const EVENT_STORE_DDL = `
CREATE TABLE IF NOT EXISTS es_events (
  position        bigserial PRIMARY KEY,
  event_id        uuid        NOT NULL UNIQUE,
  stream_id       text        NOT NULL,
  stream_version  integer     NOT NULL CHECK (stream_version > 0),
  type            text        NOT NULL,
  schema_version  integer     NOT NULL DEFAULT 1,
  data            jsonb       NOT NULL,
  metadata        jsonb       NOT NULL,
  recorded_at     timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT es_events_stream_version_unique UNIQUE (stream_id, stream_version)
);
CREATE TABLE IF NOT EXISTS es_outbox (
  position      bigint PRIMARY KEY REFERENCES es_events (position),
  topic         text        NOT NULL,
  published_at  timestamptz
);
CREATE INDEX IF NOT EXISTS es_outbox_pending ON es_outbox (position) WHERE published_at IS NULL;
CREATE TABLE IF NOT EXISTS es_relay_progress (
  relay           text PRIMARY KEY,
  last_position   bigint      NOT NULL DEFAULT 0,
  published_total bigint      NOT NULL DEFAULT 0,
  updated_at      timestamptz NOT NULL DEFAULT now()
);
`;

/**
 * Runs the kit's DDL plus the service's own, serialised by an advisory lock so that replicas
 * starting together do not race on CREATE statements.
 */
export const migrate = async (pool: Pool, serviceDdl: readonly string[] = []): Promise<void> => {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', ['portal-migrations']);
    try {
      await client.query(EVENT_STORE_DDL);
      for (const ddl of serviceDdl) await client.query(ddl);
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', ['portal-migrations']);
    }
  } finally {
    client.release();
  }
};
