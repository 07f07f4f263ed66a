import { DomainError, ValidationError, type Decider } from '@portal/decider';
import type { AnalyticsEvent, TrackedProperties } from './analytics.events';
import { trackingProblems, withoutSecrets } from './tracking.rules';

/** A developer's tracking events of one UTC day; only the ids matter for deciding. */
export interface AnalyticsDay {
  trackedIds: Record<string, true>;
  count: number;
}

/**
 * A day stream is loaded whole for every decision, so it is kept bounded: no person clicks this
 * much in a day, a runaway client does.
 */
export const MAX_EVENTS_PER_DAY = 500;
export const DAILY_LIMIT_MESSAGE = 'The daily limit of tracking events is reached; try again tomorrow.';

export type TrackEvent = {
  type: 'TrackEvent';
  /** The client's id (a retry sends the same one) or one the handler generated. */
  trackingId: string;
  key: unknown;
  additionalProperties: unknown;
  actorId: string;
  at: string;
};

export type AnalyticsDayCommand = TrackEvent;

export const initialState = (): AnalyticsDay => ({ trackedIds: {}, count: 0 });

export const decide = (command: AnalyticsDayCommand, state: AnalyticsDay): AnalyticsEvent[] => {
  const fields = trackingProblems(command.key, command.additionalProperties);
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  // A retried request (same tracking id) records nothing more: the first one stands.
  if (state.trackedIds[command.trackingId]) return [];
  if (state.count >= MAX_EVENTS_PER_DAY)
    throw new DomainError('throttled', DAILY_LIMIT_MESSAGE, { retryAfterSeconds: secondsToMidnight(command.at) });
  return [
    {
      type: 'metrics.analytics.event_tracked',
      data: {
        trackingId: command.trackingId,
        key: command.key as string,
        properties: withoutSecrets((command.additionalProperties ?? {}) as TrackedProperties),
        developerId: command.actorId,
        trackedAt: command.at,
      },
    },
  ];
};

const secondsToMidnight = (at: string): number => {
  const now = Date.parse(at);
  const midnight = new Date(now);
  midnight.setUTCHours(24, 0, 0, 0);
  return Math.max(1, Math.ceil((midnight.getTime() - now) / 1000));
};

export const evolve = (state: AnalyticsDay, event: AnalyticsEvent): AnalyticsDay => ({
  trackedIds: { ...state.trackedIds, [event.data.trackingId]: true },
  count: state.count + 1,
});

export const analyticsDayDecider: Decider<AnalyticsDay, AnalyticsDayCommand, AnalyticsEvent> = { initialState, decide, evolve };
