import type { EventData } from '@portal/contracts';
import type { DomainEvent } from '@portal/decider';

export type UsageRecorded = DomainEvent<'quota.usage.recorded', EventData<'quota.usage.recorded'>>;
export type UsageRow = EventData<'quota.usage.recorded'>['rows'][number];

/** One stream per UTC minute: written once, by whichever process closes the minute first. */
export const usageStreamId = (minute: string): string => `quota-usage-${minute.slice(0, 16)}`;

/** Redis keys of the usage tally (one hash tag: one slot on a cluster). */
export const USAGE_PENDING = '{usage}:pending';
export const usageHashKey = (minute: string): string => `{usage}:minute:${minute}`;

export const minuteOf = (ms: number): string => new Date(Math.floor(ms / 60_000) * 60_000).toISOString();

/** A tally field: who (domain, app), where (server) and how it ended (status). */
export const usageField = (row: Omit<UsageRow, 'count'>): string => JSON.stringify([row.server, row.domain, row.appId ?? null, row.status]);
export const rowOf = (field: string, count: number): UsageRow => {
  const [server, domain, appId, status] = JSON.parse(field) as [string, string, string | null, number];
  return { server, domain, appId, status, count };
};
