import type { AppClient } from '../core/app-clients';

/** What the quota proxy answers for one client on one server (its `current_usage` route). */
export interface CurrentBucketUsage {
  client_id: string;
  server: string;
  bucket_name: string;
  templates: { name: string; fill_type: string; interval_ms: number; limit: number; remaining: number; reset_ms: number }[];
}

export interface RateLimitUsage {
  environment: AppClient['environment'];
  client_id: string;
  server: string;
  bucket_name: string;
  /** `count` is how many requests the template allows per window; `remaining` how many are left in it. */
  templates: { name: string; count: number; window_ms: number; remaining: number; reset_ms: number }[];
}

/** The API's shape: each bucket under the environment of its client, production first, then by server. */
export const rateLimitsOf = (clients: readonly AppClient[], usage: readonly CurrentBucketUsage[]): RateLimitUsage[] => {
  const environments = new Map(clients.map((c) => [c.clientId, c.environment]));
  return usage
    .filter((u) => environments.has(u.client_id))
    .map((u) => ({
      environment: environments.get(u.client_id)!,
      client_id: u.client_id,
      server: u.server,
      bucket_name: u.bucket_name,
      templates: u.templates.map((t) => ({
        name: t.name,
        count: t.limit,
        window_ms: t.interval_ms,
        remaining: t.remaining,
        reset_ms: t.reset_ms,
      })),
    }))
    .sort(
      (a, b) => a.environment.localeCompare(b.environment) || a.server.localeCompare(b.server) || a.client_id.localeCompare(b.client_id),
    );
};
