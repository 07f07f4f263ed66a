import { ANY, type BucketTemplate } from '../buckets/bucket.events';
import { DEFAULT_TEMPLATES } from '../buckets/bucket.rules';

export interface EnforcedBucket {
  bucketId: string;
  name: string;
  clientId: string;
  companyId: string;
  templates: readonly BucketTemplate[];
}

export interface Match {
  /** The Redis hash-tag part shared by the bucket's templates (one slot on a cluster). */
  key: string;
  name: string;
  templates: readonly BucketTemplate[];
}

/** How specific a bucket is: a named client outranks a named company, both outrank `*`. */
const specificity = (bucket: EnforcedBucket): number => (bucket.clientId !== ANY ? 2 : 0) + (bucket.companyId !== ANY ? 1 : 0);

/**
 * The bucket that limits a request on one server: among the domain's buckets whose client and
 * company match (exactly or by `*`), the most specific; without any, the spec's default templates
 * for the domain alone.
 */
export const pickBucket = (
  server: string,
  domain: string,
  clientId: string,
  companyId: string,
  candidates: readonly EnforcedBucket[],
): Match => {
  let best: EnforcedBucket | null = null;
  for (const bucket of candidates) {
    if (bucket.clientId !== ANY && bucket.clientId !== clientId) continue;
    if (bucket.companyId !== ANY && bucket.companyId !== companyId) continue;
    if (!best || specificity(bucket) > specificity(best)) best = bucket;
  }
  if (best) return { key: `q:${best.bucketId}`, name: best.name, templates: best.templates };
  return { key: `q:default:${server}:${domain}`, name: 'default', templates: DEFAULT_TEMPLATES };
};
