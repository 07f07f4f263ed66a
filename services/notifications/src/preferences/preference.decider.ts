import type { Decider } from '@portal/decider';
import type { PreferenceEvent } from './preference.events';

export interface Preferences {
  /** On by default: a developer who never chose is subscribed to critical e-mails. */
  criticalEmails: boolean;
}

export type PreferenceCommand = {
  type: 'SetCriticalEmails';
  developerId: string;
  criticalEmails: boolean;
  via: 'settings' | 'unsubscribe_link';
  at: string;
};

export const initialState = (): Preferences => ({ criticalEmails: true });

export const decide = (command: PreferenceCommand, state: Preferences): PreferenceEvent[] => {
  if (command.criticalEmails === state.criticalEmails) return [];
  const { developerId, criticalEmails, via, at } = command;
  return [{ type: 'notifications.preference.critical_emails_changed', data: { developerId, criticalEmails, via, changedAt: at } }];
};

export const evolve = (_state: Preferences, event: PreferenceEvent): Preferences => ({ criticalEmails: event.data.criticalEmails });

export const preferenceDecider: Decider<Preferences, PreferenceCommand, PreferenceEvent> = { initialState, decide, evolve };
