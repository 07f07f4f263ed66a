import { Inject, Injectable } from '@nestjs/common';
import type { EventData } from '@portal/contracts';
import type { EventEnvelope } from '@portal/eventsourcing';
import { PG_POOL } from '@portal/service-runtime';
import type { Pool, PoolClient } from 'pg';

export const ENGAGEMENT_EVENT_TYPES = [
  'marketplace.visit.recorded',
  'marketplace.installation.installed',
  'marketplace.installation.uninstalled',
] as const;
export type EngagementEventType = (typeof ENGAGEMENT_EVENT_TYPES)[number];

const utcDay = (iso: string): string => new Date(iso).toISOString().slice(0, 10);

/** The day a visit stream counts: its name ends with it (one stream per app per UTC day). */
const visitDay = (event: EventEnvelope): string =>
  /(\d{4}-\d{2}-\d{2})$/.exec(event.streamId)?.[1] ?? utcDay((event.data as EventData<'marketplace.visit.recorded'>).at);

// The guard (rev < stream version), the day's install count and the app's installation total change
// in one statement: an event the guard refuses (redelivered, replayed) adds to neither count. A row
// the statement inserted (xmax = 0) is a new installation; an update is the same one changing. The
// uninstall event names no installer: the row keeps the install's installer and e-mail (the feed's "who").
const APPLY_INSTALLATION = `
  WITH accepted AS (
    INSERT INTO metrics_installations AS i
      (installation_id, app_id, company_name, company_is_demo, user_email_address, installer_id, status, platform_updated_at, rev)
    VALUES ($1, $2::uuid, $3, $4, $5, $6, $7, $8, $9)
    ON CONFLICT (installation_id) DO UPDATE SET
      app_id = EXCLUDED.app_id,
      company_name = EXCLUDED.company_name,
      company_is_demo = EXCLUDED.company_is_demo,
      user_email_address = CASE WHEN EXCLUDED.status = 'installed' THEN EXCLUDED.user_email_address ELSE i.user_email_address END,
      installer_id = CASE WHEN EXCLUDED.status = 'installed' THEN EXCLUDED.installer_id ELSE i.installer_id END,
      status = EXCLUDED.status,
      platform_updated_at = EXCLUDED.platform_updated_at,
      rev = EXCLUDED.rev
    WHERE i.rev < EXCLUDED.rev
    RETURNING status, (xmax = 0) AS inserted
  ), totals AS (
    INSERT INTO metrics_app_installation_totals AS t (app_id, count)
    SELECT $2::uuid, 1 FROM accepted WHERE inserted
    ON CONFLICT (app_id) DO UPDATE SET count = t.count + 1
  )
  INSERT INTO metrics_daily_installations AS d (app_id, day, count)
  SELECT $2::uuid, $10::date, 1 FROM accepted WHERE status = 'installed'
  ON CONFLICT (app_id, day) DO UPDATE SET count = d.count + 1`;

// A visit stream's version is that day's visit count so far: keeping the largest one seen is
// idempotent and does not care in which order the visits arrive.
const APPLY_VISIT = `
  INSERT INTO metrics_daily_views AS v (app_id, day, count) VALUES ($1::uuid, $2::date, $3)
  ON CONFLICT (app_id, day) DO UPDATE SET count = EXCLUDED.count WHERE v.count < EXCLUDED.count`;

/**
 * Live writes hold this lock shared, a rebuild holds it exclusively for its whole transaction: no
 * live event lands between the rebuild's delete and its replay, where it could get ahead of an
 * earlier event of its stream that the replay has yet to apply (the row guard would then refuse
 * that earlier install, and its day would never count it).
 */
export const ENGAGEMENT_LOCK = `hashtext('metrics-engagement')`;

/**
 * Applies the marketplace's visit and installation events to the engagement read tables; the only
 * writer of those tables (live consumption and rebuild alike).
 */
@Injectable()
export class EngagementRecorder {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  handles(type: string): type is EngagementEventType {
    return (ENGAGEMENT_EVENT_TYPES as readonly string[]).includes(type);
  }

  /** One event, as the live consumer delivers it (again, possibly: every write is guarded). */
  async apply(event: EventEnvelope): Promise<void> {
    if (!this.handles(event.type)) return;
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SELECT pg_advisory_xact_lock_shared(${ENGAGEMENT_LOCK})`);
      await this.applyWith(client, event);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** One event inside the caller's transaction (the rebuild's, which holds the lock itself). */
  async applyWith(db: Pick<PoolClient, 'query'>, event: EventEnvelope): Promise<void> {
    switch (event.type) {
      case 'marketplace.visit.recorded': {
        const data = event.data as EventData<'marketplace.visit.recorded'>;
        await db.query(APPLY_VISIT, [data.appId, visitDay(event), event.streamVersion]);
        return;
      }
      case 'marketplace.installation.installed': {
        const data = event.data as EventData<'marketplace.installation.installed'>;
        await db.query(APPLY_INSTALLATION, [
          data.installationId,
          data.appId,
          data.companyName,
          data.demo,
          data.installerEmail,
          data.installerId,
          'installed',
          data.at,
          event.streamVersion,
          utcDay(data.at),
        ]);
        return;
      }
      case 'marketplace.installation.uninstalled': {
        const data = event.data as EventData<'marketplace.installation.uninstalled'>;
        await db.query(APPLY_INSTALLATION, [
          data.installationId,
          data.appId,
          data.companyName,
          data.demo,
          null,
          null,
          'uninstalled',
          data.at,
          event.streamVersion,
          utcDay(data.at),
        ]);
        return;
      }
    }
  }
}
