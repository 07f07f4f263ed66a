import type { QuotaDecision } from './quota-script';

import type { BucketTemplate } from '../buckets/bucket.events';

const seconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

const policies = new WeakMap<readonly BucketTemplate[], string>();
/** `RateLimit-Policy` depends on the templates alone: built once per bucket definition. */
const policyOf = (templates: readonly BucketTemplate[]): string => {
  let policy = policies.get(templates);
  if (policy === undefined) {
    policy = templates.map((template) => `"${template.name}";q=${template.limit};w=${seconds(template.intervalMs)}`).join(', ');
    policies.set(templates, policy);
  }
  return policy;
};

/**
 * The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers): the policy of every
 * template, and the limit, remaining and reset of the one that decided; `Retry-After` on a refusal.
 */
export const rateLimitHeaders = (decision: QuotaDecision, templates: readonly BucketTemplate[]): Record<string, string> => {
  const { deciding } = decision;
  const headers: Record<string, string> = {
    'ratelimit-policy': policyOf(templates),
    'ratelimit-limit': String(deciding.template.limit),
    'ratelimit-remaining': String(deciding.remaining),
    'ratelimit-reset': String(seconds(deciding.resetMs)),
    ratelimit: `"${deciding.template.name}";r=${deciding.remaining};t=${seconds(deciding.resetMs)}`,
  };
  if (!decision.allowed) headers['retry-after'] = String(seconds(deciding.resetMs));
  return headers;
};

/** A 429 that says which limit refused it (beyond the spec: the bucket and template by name). */
export const refusalBody = (bucketName: string, decision: QuotaDecision) => {
  const { template, resetMs } = decision.deciding;
  return {
    message: `Rate limit exceeded: the ${template.name} limit of bucket ${bucketName} allows ${template.limit} requests per ${template.intervalMs} ms. Retry in ${seconds(resetMs)} s.`,
    errors: [`Rate limit exceeded (${template.name})`],
    bucket: bucketName,
    template: template.name,
    limit: template.limit,
    interval_ms: template.intervalMs,
    retry_after_seconds: seconds(resetMs),
  };
};
