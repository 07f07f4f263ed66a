import type { QuotaDecision } from './quota-script';

/** Buckets remembered at once; the oldest is forgotten first (a forgotten bucket is merely checked first). */
const MAX_BUCKETS = 50_000;

/**
 * Which buckets had at least half of every limit left at their last decision. Only these may have a safe
 * request sent upstream while its check runs: near a limit a check may refuse, and upstream would have
 * done the work for nothing, so there the proxy waits for the decision first. The decision itself is never
 * guessed: every request is counted and decided by the script, in order.
 */
export class Headroom {
  private readonly roomy = new Set<string>();

  has(bucketKey: string): boolean {
    return this.roomy.has(bucketKey);
  }

  note(bucketKey: string, decision: QuotaDecision): void {
    const ample = decision.allowed && decision.templates.every((t) => t.remaining * 2 >= t.template.limit);
    if (!ample) {
      this.roomy.delete(bucketKey);
      return;
    }
    if (this.roomy.has(bucketKey)) return;
    if (this.roomy.size >= MAX_BUCKETS) this.roomy.delete(this.roomy.values().next().value!);
    this.roomy.add(bucketKey);
  }
}
