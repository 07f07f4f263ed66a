import type { Match } from './matching';
import type { QuotaDecision, TemplateState } from './quota-script';

/**
 * The naive alternative, kept only to measure what the Redis script avoids (QUOTA_LIMITER=memory,
 * exactness test and benchmark): each process counts on its own, so N processes admit up to N
 * times the limit. Same fixed windows and token buckets, same answer shape.
 */
export class MemoryLimiter {
  private readonly state = new Map<string, { a: number; b: number }>();

  check(match: Match, now = Date.now()): QuotaDecision {
    const templates: TemplateState[] = [];
    let allowed = true;
    const next: [string, { a: number; b: number }][] = [];
    for (const template of match.templates) {
      const key = `${match.key}:${template.name}`;
      const current = this.state.get(key);
      if (template.fillType === 'count') {
        const window = Math.floor(now / template.intervalMs);
        const count = current && current.a === window ? current.b : 0;
        const resetMs = (window + 1) * template.intervalMs - now;
        if (count + 1 > template.limit) allowed = false;
        else next.push([key, { a: window, b: count + 1 }]);
        templates.push({ template, remaining: Math.max(template.limit - count - 1, 0), resetMs, window });
      } else {
        const tokens = current
          ? Math.min(template.limit, current.a + ((now - current.b) * template.limit) / template.intervalMs)
          : template.limit;
        if (tokens < 1) allowed = false;
        else next.push([key, { a: tokens - 1, b: now }]);
        templates.push({ template, remaining: Math.max(Math.floor(tokens - 1), 0), resetMs: template.intervalMs, window: 0 });
      }
    }
    if (allowed) for (const [key, value] of next) this.state.set(key, value);
    const deciding = allowed
      ? templates.reduce((a, b) => (b.remaining < a.remaining ? b : a))
      : templates.filter((t) => t.remaining === 0).reduce((a, b) => (b.resetMs > a.resetMs ? b : a));
    return { allowed, deciding, templates };
  }
}
