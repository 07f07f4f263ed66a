import type { DomainEvent } from '@portal/decider';

export type CriticalEmailsChanged = DomainEvent<
  'notifications.preference.critical_emails_changed',
  { developerId: string; criticalEmails: boolean; via: 'settings' | 'unsubscribe_link'; changedAt: string }
>;

export type PreferenceEvent = CriticalEmailsChanged;

export const preferenceStreamId = (developerId: string): string => `notification-preferences-${developerId}`;
