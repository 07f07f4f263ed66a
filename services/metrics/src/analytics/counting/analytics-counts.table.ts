import type { NewEvent } from '@portal/eventsourcing';
import type { PoolClient } from 'pg';
import { utcDayOf, type EventTracked } from '../analytics.events';

/**
 * Tracked events per UTC day and key, for the admins' counts. Kept in the transaction that appends
 * the events, so a retried tracking id (which appends nothing) counts nothing. Created once with
 * the counts of the events tracked before it existed.
 */
export const ANALYTICS_COUNTS_DDL: readonly string[] = [
  `DO $$
   BEGIN
     IF to_regclass('metrics_analytics_key_days') IS NULL THEN
       CREATE TABLE metrics_analytics_key_days (
         day date NOT NULL,
         key text NOT NULL,
         count integer NOT NULL CHECK (count > 0),
         PRIMARY KEY (day, key)
       );
       INSERT INTO metrics_analytics_key_days (day, key, count)
       SELECT ((data->>'trackedAt')::timestamptz AT TIME ZONE 'UTC')::date, data->>'key', count(*)
         FROM es_events WHERE type = 'metrics.analytics.event_tracked'
        GROUP BY 1, 2;
     END IF;
   END $$`,
];

/** Adds the appended events to their day's count, inside the append's transaction. */
export const countTracked = async (db: PoolClient, events: readonly NewEvent[]): Promise<void> => {
  const perDayKey = new Map<string, { day: string; key: string; count: number }>();
  for (const event of events) {
    if (event.type !== 'metrics.analytics.event_tracked') continue;
    const { data } = event as EventTracked;
    const day = utcDayOf(data.trackedAt);
    const entry = perDayKey.get(`${day}\u0000${data.key}`) ?? { day, key: data.key, count: 0 };
    entry.count += 1;
    perDayKey.set(`${day}\u0000${data.key}`, entry);
  }
  const rows = [...perDayKey.values()];
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO metrics_analytics_key_days (day, key, count)
     SELECT * FROM unnest($1::date[], $2::text[], $3::integer[])
     ON CONFLICT (day, key) DO UPDATE SET count = metrics_analytics_key_days.count + EXCLUDED.count`,
    [rows.map((r) => r.day), rows.map((r) => r.key), rows.map((r) => r.count)],
  );
};
