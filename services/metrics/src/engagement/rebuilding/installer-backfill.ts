import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PG_POOL, PortalLogger } from '@portal/service-runtime';
import type { Pool } from 'pg';
import { EngagementRebuild } from './engagement-rebuild';

const RETRY_MS = 30_000;
const ATTEMPTS = 10;

// Every install event names its installer, so an installed row without one was written before the column existed.
const NEEDED = `SELECT EXISTS (SELECT 1 FROM metrics_installations WHERE status = 'installed' AND installer_id IS NULL) AS needed`;

/**
 * `installer_id` came after the install feed: a database from before has installed rows without it, which
 * "my installations" would never list. At start, such a database is rebuilt once from the marketplace's
 * store (the rebuild refills every column), in the background: the service serves meanwhile, and the
 * marketplace may still be starting (then it tries again a little later).
 */
@Injectable()
export class InstallerBackfill implements OnApplicationBootstrap, OnApplicationShutdown {
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly rebuilds: EngagementRebuild,
    private readonly logger: PortalLogger,
  ) {}

  onApplicationBootstrap(): void {
    void this.attempt(1);
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private async attempt(n: number): Promise<void> {
    if (this.stopped) return;
    try {
      const { rows } = await this.pool.query<{ needed: boolean }>(NEEDED);
      if (!rows[0]?.needed) return;
      this.logger.log('engagement: installations without their installer, rebuilding once to fill them in');
      await this.rebuilds.rebuild();
    } catch (error) {
      if (this.stopped) return;
      this.logger.warn(`engagement: installer backfill attempt ${n} of ${ATTEMPTS} failed: ${(error as Error).message}`);
      if (n < ATTEMPTS) this.timer = setTimeout(() => void this.attempt(n + 1), RETRY_MS).unref();
    }
  }
}
