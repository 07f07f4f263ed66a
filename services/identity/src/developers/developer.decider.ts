import { ConflictError, ValidationError, type Decider } from '@portal/decider';
import type { DeveloperEvent, DeveloperRole } from './developer.events';

export interface Developer {
  exists: boolean;
  developerId: string;
  firstName: string;
  lastName: string;
  email: string;
  platformId: string;
  emailConfirmed: boolean;
  isAdmin: boolean;
  isEmployee: boolean;
}

export type DeveloperCommand =
  | {
      type: 'SignUp';
      developerId: string;
      firstName: string;
      lastName: string;
      email: string;
      platformId: string;
      at: string;
    }
  | { type: 'RequestEmailConfirmation'; at: string }
  | { type: 'ConfirmEmail'; email: string; at: string }
  | { type: 'GrantRole'; role: DeveloperRole; at: string };

export const initialState = (): Developer => ({
  exists: false,
  developerId: '',
  firstName: '',
  lastName: '',
  email: '',
  platformId: '',
  emailConfirmed: false,
  isAdmin: false,
  isEmployee: false,
});

export const decide = (command: DeveloperCommand, state: Developer): DeveloperEvent[] => {
  if (command.type === 'SignUp') {
    if (state.exists) throw new ConflictError('This developer has already signed up');
    const { developerId, firstName, lastName, email, platformId, at } = command;
    return [{ type: 'identity.developer.signed_up', data: { developerId, firstName, lastName, email, platformId, signedUpAt: at } }];
  }
  if (!state.exists) throw new ConflictError('No such developer');
  switch (command.type) {
    case 'RequestEmailConfirmation':
      if (state.emailConfirmed) throw new ConflictError('Your e-mail address is already confirmed');
      return [
        {
          type: 'identity.developer.email_confirmation_requested',
          data: { developerId: state.developerId, email: state.email, requestedAt: command.at },
        },
      ];
    case 'ConfirmEmail':
      if (command.email.toLowerCase() !== state.email.toLowerCase()) {
        throw new ValidationError({ token: ['This confirmation link is for another e-mail address'] });
      }
      // Following the link twice is harmless: nothing new happens.
      if (state.emailConfirmed) return [];
      return [
        {
          type: 'identity.developer.email_confirmed',
          data: { developerId: state.developerId, email: state.email, confirmedAt: command.at },
        },
      ];
    case 'GrantRole':
      if ((command.role === 'admin' && state.isAdmin) || (command.role === 'employee' && state.isEmployee)) return [];
      return [
        { type: 'identity.developer.role_granted', data: { developerId: state.developerId, role: command.role, grantedAt: command.at } },
      ];
  }
};

export const evolve = (state: Developer, event: DeveloperEvent): Developer => {
  switch (event.type) {
    case 'identity.developer.signed_up':
      return { ...initialState(), ...event.data, exists: true };
    case 'identity.developer.email_confirmation_requested':
      return state;
    case 'identity.developer.email_confirmed':
      return { ...state, emailConfirmed: true };
    case 'identity.developer.role_granted':
      return event.data.role === 'admin' ? { ...state, isAdmin: true } : { ...state, isEmployee: true };
  }
};

export const developerDecider: Decider<Developer, DeveloperCommand, DeveloperEvent> = { initialState, decide, evolve };
