import { Inject, Injectable } from '@nestjs/common';
import { PG_POOL } from '@portal/service-runtime';
import type { Pool } from 'pg';

export interface Recipient {
  developerId: string;
  email: string;
  firstName: string;
}

/** The local copy of who may receive critical e-mails (see notifications.tables.ts). */
@Injectable()
export class Recipients {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /**
   * A developer as of `version` of their stream. Idempotent, leaves an opt-out recorded before the sign-up event
   * arrived untouched, and a row that reflects a later version as it is (replays never bring an old address back).
   */
  async recordDeveloper(developerId: string, email: string, firstName: string, version: number): Promise<void> {
    await this.pool.query(
      `INSERT INTO notification_recipients (developer_id, email, first_name, identity_version) VALUES ($1, $2, $3, $4)
         ON CONFLICT (developer_id) DO UPDATE SET email = EXCLUDED.email, first_name = EXCLUDED.first_name,
           identity_version = EXCLUDED.identity_version, updated_at = now()
         WHERE notification_recipients.identity_version < EXCLUDED.identity_version`,
      [developerId, email, firstName, version],
    );
  }

  /** A later event's first name or address, for a developer whose sign-up is recorded. */
  async changeDeveloper(developerId: string, change: { email?: string; firstName?: string }, version: number): Promise<void> {
    await this.pool.query(
      `UPDATE notification_recipients SET email = COALESCE($2, email), first_name = COALESCE($3, first_name), identity_version = $4,
         updated_at = now()
       WHERE developer_id = $1 AND identity_version < $4 AND email IS NOT NULL`,
      [developerId, change.email ?? null, change.firstName ?? null, version],
    );
  }

  /** Opted-in recipients in id order, one page after `afterId`: 5,000 never sit in memory at once. */
  async optedInPage(afterId: string | null, limit: number): Promise<Recipient[]> {
    const { rows } = await this.pool.query<{ developer_id: string; email: string; first_name: string | null }>(
      `SELECT developer_id, email, first_name FROM notification_recipients
        WHERE critical_emails AND email IS NOT NULL AND ($1::uuid IS NULL OR developer_id > $1::uuid)
        ORDER BY developer_id LIMIT $2`,
      [afterId, limit],
    );
    return rows.map((r) => ({ developerId: r.developer_id, email: r.email, firstName: r.first_name ?? '' }));
  }
}
