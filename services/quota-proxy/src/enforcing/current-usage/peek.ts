import type { BucketTemplate } from '../../buckets/bucket.events';

export interface TemplateUsage {
  name: string;
  fillType: BucketTemplate['fillType'];
  intervalMs: number;
  limit: number;
  remaining: number;
  resetMs: number;
}

const numberOr = (value: number | null | undefined): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * What the quota script would see for each template right now, without counting a request: the
 * same arithmetic as the script, read-only. `values` are the kept `a`, `b` of each template
 * (`stateValues`); `nowMs` is the Redis server's clock (the script's clock).
 */
export const peekTemplates = (templates: readonly BucketTemplate[], values: readonly (number | null)[], nowMs: number): TemplateUsage[] =>
  templates.map((template, i) => {
    const a = numberOr(values[2 * i]);
    const b = numberOr(values[2 * i + 1]);
    const { limit, intervalMs } = template;
    let remaining: number;
    let resetMs: number;
    if (template.fillType === 'count') {
      const window = Math.floor(nowMs / intervalMs);
      const count = a === window && b !== null ? b : 0;
      remaining = Math.max(limit - count, 0);
      resetMs = (window + 1) * intervalMs - nowMs;
    } else {
      const tokens = a === null || b === null ? limit : Math.min(limit, a + ((nowMs - b) * limit) / intervalMs);
      remaining = Math.max(Math.floor(tokens), 0);
      // A token bucket "resets" when it is full again.
      resetMs = limit === 0 ? intervalMs : tokens >= limit ? 0 : Math.ceil(((limit - tokens) * intervalMs) / limit);
    }
    return { name: template.name, fillType: template.fillType, intervalMs, limit, remaining, resetMs };
  });
