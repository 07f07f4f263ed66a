import type { BucketTemplate } from '../buckets/bucket.events';

/**
 * How the quota script keeps a bucket in Redis: one string, `<name>=<a>,<b>` per template joined by
 * `;` (`a`, `b`: window and count for `count`, tokens and last refill for `quota`), names
 * URI-encoded so no separator can occur in one. A string, not a hash: one `GET` and one `SET` (with
 * its TTL, or `KEEPTTL`) instead of `HMGET`, `HSET` and `PEXPIRE`, which is most of what a check
 * costs inside Redis.
 */
const STATE_ENTRY = /([^=;]+)=([^,]+),([^;]+)/g;

/** The templates as the script's one argument: `<fill>:<interval>:<limit>:<name>` joined by `|`. */
export const templateSpec = (templates: readonly BucketTemplate[]): string =>
  templates.map((t) => `${t.fillType}:${t.intervalMs}:${t.limit}:${encodeURIComponent(t.name)}`).join('|');

/** The kept `a`, `b` of each template, in template order (null for a template without state). */
export const stateValues = (raw: string | null, templates: readonly BucketTemplate[]): (string | null)[] => {
  const kept = new Map<string, [string, string]>();
  for (const [, name, a, b] of (raw ?? '').matchAll(STATE_ENTRY)) kept.set(name!, [a!, b!]);
  return templates.flatMap((t) => kept.get(encodeURIComponent(t.name)) ?? [null, null]);
};
