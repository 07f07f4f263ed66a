import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { OUTBOX_CHANNEL } from '@portal/eventsourcing';
import { PG_POOL, PortalLogger } from '@portal/service-runtime';
import { Client, type Pool } from 'pg';
import type { BucketTemplate } from '../buckets/bucket.events';
import { pickBucket, type EnforcedBucket, type Match } from './matching';

interface Row {
  bucket_id: string;
  server: string;
  name: string;
  domain: string;
  client_id: string;
  company_id: string;
  templates: BucketTemplate[];
}

const RELOAD_EVERY_MS = 30_000;
const DEBOUNCE_MS = 50;

/**
 * Every live bucket definition in memory, by server and domain, so a request's match costs a map
 * lookup. Reloaded when the service's event store announces a commit (its outbox NOTIFY: a bucket
 * was defined, changed or deleted, by this process or another), and every 30 s in case a
 * notification was missed while the listening connection was down.
 */
@Injectable()
export class BucketCache implements OnModuleInit, OnApplicationShutdown {
  private byDomain = new Map<string, EnforcedBucket[]>();
  private listener: Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private pending: NodeJS.Timeout | null = null;
  private loading: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly logger: PortalLogger,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.listen();
    await this.reload();
    this.timer = setInterval(() => void this.reload(), RELOAD_EVERY_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.pending) clearTimeout(this.pending);
    await this.listener?.end().catch(() => undefined);
  }

  match(server: string, domain: string, clientId: string, companyId: string): Match {
    return pickBucket(server, domain, clientId, companyId, this.byDomain.get(`${server}\u0000${domain}`) ?? []);
  }

  /** Resolves once a reload that started after this call finished (tests and the admin tool's writes). */
  async reload(): Promise<void> {
    if (this.loading) {
      this.again = true;
      await this.loading;
      if (this.loading) return this.loading;
    }
    this.loading = this.load().finally(() => {
      this.loading = null;
    });
    await this.loading;
    if (this.again) {
      this.again = false;
      await this.reload();
    }
  }

  private async load(): Promise<void> {
    try {
      const { rows } = await this.pool.query<Row>(
        'SELECT bucket_id, server, name, domain, client_id, company_id, templates FROM quota_buckets WHERE NOT deleted',
      );
      const next = new Map<string, EnforcedBucket[]>();
      for (const row of rows) {
        const key = `${row.server}\u0000${row.domain}`;
        const list = next.get(key) ?? [];
        list.push({
          bucketId: row.bucket_id,
          name: row.name,
          clientId: row.client_id,
          companyId: row.company_id,
          templates: row.templates,
        });
        next.set(key, list);
      }
      this.byDomain = next;
    } catch (error) {
      this.logger.warn(`bucket definitions not reloaded (keeping the previous ones): ${(error as Error).message}`);
    }
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    client.on('error', (error) => {
      this.logger.warn(`bucket change listener: ${error.message}; reconnecting`);
      this.listener = null;
      setTimeout(() => void this.listen().then(() => this.reload()), 1000).unref();
    });
    client.on('notification', () => {
      if (this.pending) return;
      this.pending = setTimeout(() => {
        this.pending = null;
        void this.reload();
      }, DEBOUNCE_MS);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
      this.listener = client;
    } catch (error) {
      this.logger.warn(`bucket change listener not connected: ${(error as Error).message}`);
      setTimeout(() => void this.listen(), 5000).unref();
    }
  }
}
