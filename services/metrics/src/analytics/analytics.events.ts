import type { EventData } from '@portal/contracts';
import type { DomainEvent } from '@portal/decider';

/** Properties as stored: JSON values, with anything that looks like a secret already dropped. */
export type TrackedProperties = EventData<'metrics.analytics.event_tracked'>['properties'];

export type EventTracked = DomainEvent<'metrics.analytics.event_tracked', EventData<'metrics.analytics.event_tracked'>>;

export type AnalyticsEvent = EventTracked;

/** The UTC calendar day of an ISO timestamp, `yyyy-mm-dd`. */
export const utcDayOf = (at: string): string => new Date(at).toISOString().slice(0, 10);

/**
 * One stream per developer per UTC day: a busy developer never makes one ever-growing hot stream,
 * and a day's stream is small enough to load whole for the duplicate check.
 */
export const analyticsDayStreamId = (developerId: string, day: string): string => `analytics-${developerId}-${day}`;
