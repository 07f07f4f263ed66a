import type { components } from '@portal/contracts';
import type { BucketTemplate } from './bucket.events';

export type BucketView = components['schemas']['QuotaBucket'];

export interface BucketRow {
  bucket_id: string;
  server: string;
  name: string;
  domain: string;
  client_id: string;
  company_id: string;
  templates: BucketTemplate[];
  version: number;
  updated_at: Date | string;
}

export const toBucketView = (row: BucketRow): BucketView => ({
  id: row.bucket_id,
  server: row.server,
  name: row.name,
  domain: row.domain,
  client_id: row.client_id,
  company_id: row.company_id,
  bucket_templates: row.templates.map((t) => ({ name: t.name, fill_type: t.fillType, interval_ms: t.intervalMs, limit: t.limit })),
  version: row.version,
  updated_at: new Date(row.updated_at).toISOString(),
});
