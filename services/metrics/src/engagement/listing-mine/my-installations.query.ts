import { Inject, Injectable } from '@nestjs/common';
import { PG_POOL } from '@portal/service-runtime';
import type { Pool } from 'pg';

/** At most this many: one person installing one app for more companies than this is not the listing page's case. */
export const MY_INSTALLATIONS_LIMIT = 100;

/** As contracts/openapi/marketplace.yaml's `Installation` (the install's own answer). */
export interface MyInstallation {
  installation_id: string;
  app_id: string;
  company_name: string;
  demo: boolean;
  installed: true;
}

// Served by the partial index metrics_installations_by_installer (installed rows only), newest first.
const MINE = `
  SELECT i.installation_id, i.app_id::text AS app_id, i.company_name, i.company_is_demo AS demo
    FROM metrics_installations i
   WHERE i.installer_id = $1 AND i.app_id = $2 AND i.status = 'installed'
   ORDER BY i.platform_updated_at DESC, i.installation_id DESC
   LIMIT ${MY_INSTALLATIONS_LIMIT}`;

/**
 * A user's active installations of an app: the ones whose last event is this user's install. The rows
 * stay when the listing is unpublished or the app deleted, so the installer can still find (and
 * uninstall) them.
 */
@Injectable()
export class MyInstallationsQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async of(installerId: string, appId: string): Promise<MyInstallation[]> {
    const { rows } = await this.pool.query<Omit<MyInstallation, 'installed'>>(MINE, [installerId, appId]);
    return rows.map((row) => ({ ...row, installed: true }));
  }
}
