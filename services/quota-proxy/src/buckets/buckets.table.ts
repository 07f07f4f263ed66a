import type { PoolClient } from 'pg';
import { ValidationError } from '@portal/decider';
import type { BucketDefinition } from './bucket.events';

/**
 * The current definition of every bucket, written in the transaction of its events: the proxy's
 * enforcement loads it, the admin tool lists it, and the unique index keeps one bucket per criteria
 * on a server (two would make the most specific match ambiguous). Deleted buckets stay as rows so a
 * proxy reloading sees the deletion.
 */
export const BUCKETS_DDL = [
  `CREATE TABLE IF NOT EXISTS quota_buckets (
    bucket_id   uuid PRIMARY KEY,
    server      text        NOT NULL,
    name        text        NOT NULL,
    domain      text        NOT NULL,
    client_id   text        NOT NULL,
    company_id  text        NOT NULL,
    templates   jsonb       NOT NULL,
    version     integer     NOT NULL,
    deleted     boolean     NOT NULL DEFAULT false,
    updated_at  timestamptz NOT NULL
  )`,
  `CREATE UNIQUE INDEX IF NOT EXISTS quota_buckets_criteria ON quota_buckets (server, domain, client_id, company_id) WHERE NOT deleted`,
  `CREATE INDEX IF NOT EXISTS quota_buckets_list ON quota_buckets (server, domain, client_id, company_id, name, bucket_id) WHERE NOT deleted`,
  // An app's activity reads the bucket events of its client ids (the domains) straight from the store.
  `CREATE INDEX IF NOT EXISTS es_events_bucket_domain ON es_events ((data->>'domain'), position) WHERE type LIKE 'quota.bucket.%'`,
];

export const DUPLICATE_CRITERIA = 'A bucket with this domain, client_id and company_id already exists on this server';

export const writeBucketRow = async (
  client: PoolClient,
  definition: BucketDefinition,
  version: number,
  deleted: boolean,
): Promise<void> => {
  try {
    await client.query(
      `INSERT INTO quota_buckets (bucket_id, server, name, domain, client_id, company_id, templates, version, deleted, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (bucket_id) DO UPDATE SET name = $3, domain = $4, client_id = $5, company_id = $6, templates = $7,
         version = $8, deleted = $9, updated_at = $10`,
      [
        definition.bucketId,
        definition.server,
        definition.name,
        definition.domain,
        definition.clientId,
        definition.companyId,
        JSON.stringify(definition.templates),
        version,
        deleted,
        definition.at,
      ],
    );
  } catch (error) {
    if ((error as { code?: string; constraint?: string }).constraint === 'quota_buckets_criteria') {
      throw new ValidationError({ domain: [DUPLICATE_CRITERIA] }, DUPLICATE_CRITERIA);
    }
    throw error;
  }
};
