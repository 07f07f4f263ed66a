import { Inject, Injectable } from '@nestjs/common';
import { PG_POOL } from '@portal/service-runtime';
import type { Pool } from 'pg';
import { QUOTA_CONFIG, type QuotaConfig } from '../../core/quota.config';
import { requireServer } from '../../core/known-server';
import { toBucketView, type BucketRow, type BucketView } from '../bucket.view';

export interface BucketFilters {
  domain?: string;
  client_id?: string;
  company_id?: string;
  name?: string;
}

/** A server holds a few hundred buckets at most; the tool shows them all, so the answer is capped, not paged. */
export const MAX_BUCKETS = 500;

const clean = (value: unknown): string | undefined => {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed === '' ? undefined : trimmed;
};

const likePattern = (value: string): string => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The buckets of one server from the table their events keep, in the (server, domain, client, company, name) index order. */
@Injectable()
export class ListBucketsQuery {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(QUOTA_CONFIG) private readonly config: QuotaConfig,
  ) {}

  servers(): readonly string[] {
    return this.config.servers;
  }

  async list(server: string, filters: BucketFilters): Promise<BucketView[]> {
    requireServer(this.config.servers, server);
    const where = ['server = $1', 'NOT deleted'];
    const params: unknown[] = [server];
    const domain = clean(filters.domain);
    if (domain) {
      params.push(likePattern(domain));
      where.push(`domain ILIKE $${params.length}`);
    }
    for (const column of ['client_id', 'company_id', 'name'] as const) {
      const value = clean(filters[column]);
      if (!value) continue;
      params.push(value);
      where.push(`${column} = $${params.length}`);
    }
    params.push(MAX_BUCKETS);
    const { rows } = await this.pool.query<BucketRow>(
      `SELECT bucket_id, server, name, domain, client_id, company_id, templates, version, updated_at
         FROM quota_buckets WHERE ${where.join(' AND ')}
        ORDER BY domain, client_id, company_id, name, bucket_id LIMIT $${params.length}`,
      params,
    );
    return rows.map(toBucketView);
  }
}
