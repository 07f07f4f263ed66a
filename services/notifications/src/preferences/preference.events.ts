import type { EventData } from '@portal/contracts';
import type { DomainEvent } from '@portal/decider';

export type CriticalEmailsChanged = DomainEvent<
  'notifications.preference.critical_emails_changed',
  EventData<'notifications.preference.critical_emails_changed'>
>;

export type PreferenceEvent = CriticalEmailsChanged;

export const preferenceStreamId = (developerId: string): string => `notification-preferences-${developerId}`;
