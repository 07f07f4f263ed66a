import { ConflictError, ValidationError, type Decider } from '@portal/decider';
import type { DeveloperEvent, DeveloperRole } from './developer.events';
import { decideSecurityKey, type SecurityKeyCommand, type SecurityKeyRef } from './security-keys/security-keys.rules';
import { decideTwoFactor, type TwoFactorCommand } from './two-factor/two-factor.rules';

export interface Developer {
  exists: boolean;
  developerId: string;
  firstName: string;
  lastName: string;
  email: string;
  platformId: string;
  companyName: string | null;
  emailConfirmed: boolean;
  /** A new address asked for, not yet confirmed by following the link mailed there. */
  pendingEmail: string | null;
  isAdmin: boolean;
  isEmployee: boolean;
  /** Signing in asks for an authenticator code (or a recovery code) after the password; since when. */
  twoFactorEnabledAt: string | null;
  /** Security keys that may stand in for the authenticator code, oldest first. */
  securityKeys: readonly SecurityKeyRef[];
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
  | { type: 'GrantRole'; role: DeveloperRole; at: string }
  | { type: 'RequestPasswordReset'; at: string }
  /** The developer's own edit of name and company (the given fields only). */
  | { type: 'ChangeProfile'; by: string; firstName?: string; lastName?: string; companyName?: string | null; at: string }
  /**
   * The new hash is written beside the event (never in it). A reset link names the address it was sent
   * to: following it proves the developer reads that mailbox, so it confirms the address too.
   */
  | { type: 'ChangePassword'; via: 'reset_link'; email: string; at: string }
  | { type: 'ChangePassword'; via: 'settings'; at: string }
  | TwoFactorCommand
  | SecurityKeyCommand
  /** The current password was checked and the address is free (the handler's part); the link goes to `email`. */
  | { type: 'RequestEmailChange'; email: string; at: string }
  /** The link mailed to the new address was followed: it names that address and the one it replaces. */
  | { type: 'ChangeEmail'; email: string; from: string; at: string }
  | {
      /** An admin's edit: name, company and role flags (the given fields only). */
      type: 'Administer';
      by: string;
      firstName?: string;
      lastName?: string;
      companyName?: string | null;
      isAdmin?: boolean;
      isEmployee?: boolean;
      at: string;
    };

export const initialState = (): Developer => ({
  exists: false,
  developerId: '',
  firstName: '',
  lastName: '',
  email: '',
  platformId: '',
  companyName: null,
  emailConfirmed: false,
  pendingEmail: null,
  isAdmin: false,
  isEmployee: false,
  twoFactorEnabledAt: null,
  securityKeys: [],
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
    case 'Administer':
      return administer(command, state);
    case 'RequestPasswordReset':
      return [
        {
          type: 'identity.developer.password_reset_requested',
          data: { developerId: state.developerId, email: state.email, requestedAt: command.at },
        },
      ];
    case 'ChangePassword':
      return changePassword(command, state);
    case 'ChangeProfile':
      return changeProfile(command, state);
    case 'RequestEmailChange':
      if (sameAddress(command.email, state.email)) throw new ValidationError({ email: [EMAIL_CHANGE_MESSAGES.same] });
      return [
        {
          type: 'identity.developer.email_change_requested',
          data: { developerId: state.developerId, email: command.email, requestedAt: command.at },
        },
      ];
    case 'ChangeEmail':
      return changeEmail(command, state);
    case 'EnableTwoFactor':
    case 'DisableTwoFactor':
    case 'RegenerateRecoveryCodes':
    case 'UseRecoveryCode':
      return decideTwoFactor(command, state);
    case 'AddSecurityKey':
    case 'RemoveSecurityKey':
      return decideSecurityKey(command, state);
  }
};

export const EMAIL_CHANGE_MESSAGES = {
  same: 'This is already your e-mail address',
  invalidLink: 'This e-mail change link is invalid or has expired. Please ask for a new one on the Settings page.',
} as const;

const sameAddress = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/**
 * Takes effect only for the address last asked for, while the address it replaces is still the account's;
 * following the link again once it has taken effect changes nothing.
 */
const changeEmail = (command: Extract<DeveloperCommand, { type: 'ChangeEmail' }>, state: Developer): DeveloperEvent[] => {
  if (sameAddress(command.email, state.email) && state.pendingEmail === null) return [];
  if (state.pendingEmail === null || !sameAddress(command.email, state.pendingEmail) || !sameAddress(command.from, state.email)) {
    throw new ValidationError({ token: [EMAIL_CHANGE_MESSAGES.invalidLink] }, EMAIL_CHANGE_MESSAGES.invalidLink);
  }
  return [
    {
      type: 'identity.developer.email_changed',
      data: { developerId: state.developerId, previousEmail: state.email, email: state.pendingEmail, changedAt: command.at },
    },
  ];
};

const changePassword = (command: Extract<DeveloperCommand, { type: 'ChangePassword' }>, state: Developer): DeveloperEvent[] => {
  const developerId = state.developerId;
  const changed: DeveloperEvent = {
    type: 'identity.developer.password_changed',
    data: { developerId, via: command.via, changedAt: command.at },
  };
  if (command.via === 'settings') return [changed];
  if (command.email.toLowerCase() !== state.email.toLowerCase()) {
    throw new ValidationError({ token: [INVALID_RESET_LINK] }, INVALID_RESET_LINK);
  }
  if (state.emailConfirmed) return [changed];
  return [changed, { type: 'identity.developer.email_confirmed', data: { developerId, email: state.email, confirmedAt: command.at } }];
};

export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired. Please ask for a new one.';

const NAME_MAX = 100;
const COMPANY_MAX = 200;

interface ProfileEdit {
  by: string;
  firstName?: string;
  lastName?: string;
  companyName?: string | null;
  at: string;
}

/** The trimmed profile an edit asks for (absent fields keep their value) and its field errors. */
const editedProfile = (command: ProfileEdit, state: Developer) => {
  const firstName = (command.firstName ?? state.firstName).trim();
  const lastName = (command.lastName ?? state.lastName).trim();
  const companyName = command.companyName === undefined ? state.companyName : command.companyName?.trim() || null;
  const errors: Record<string, string[]> = {};
  if (!firstName) errors.first_name = ['First name is required'];
  else if (firstName.length > NAME_MAX) errors.first_name = [`First name is at most ${NAME_MAX} characters`];
  if (!lastName) errors.last_name = ['Last name is required'];
  else if (lastName.length > NAME_MAX) errors.last_name = [`Last name is at most ${NAME_MAX} characters`];
  if (companyName !== null && companyName.length > COMPANY_MAX) errors.company_name = [`Company name is at most ${COMPANY_MAX} characters`];
  return { firstName, lastName, companyName, errors };
};

/** A profile change when name or company differ from what the developer has; nothing otherwise. */
const profileChanged = (profile: ReturnType<typeof editedProfile>, command: ProfileEdit, state: Developer): DeveloperEvent[] => {
  const { firstName, lastName, companyName } = profile;
  if (firstName === state.firstName && lastName === state.lastName && companyName === state.companyName) return [];
  return [
    {
      type: 'identity.developer.profile_changed',
      data: { developerId: state.developerId, firstName, lastName, companyName, changedAt: command.at, by: command.by },
    },
  ];
};

/** A developer's own edit of name and company (the Settings page). */
const changeProfile = (command: Extract<DeveloperCommand, { type: 'ChangeProfile' }>, state: Developer): DeveloperEvent[] => {
  const profile = editedProfile(command, state);
  if (Object.keys(profile.errors).length > 0) throw new ValidationError(profile.errors);
  return profileChanged(profile, command, state);
};

/** The events of an admin's edit: a profile change when name or company differ, a grant or revocation per changed role. */
const administer = (command: Extract<DeveloperCommand, { type: 'Administer' }>, state: Developer): DeveloperEvent[] => {
  const profile = editedProfile(command, state);
  const errors = { ...profile.errors };
  if (command.isAdmin === false && state.isAdmin && command.by === state.developerId) {
    errors.is_admin = ['You cannot take your own admin role away'];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const events = profileChanged(profile, command, state);
  const developerId = state.developerId;
  const roles: [DeveloperRole, boolean | undefined, boolean][] = [
    ['admin', command.isAdmin, state.isAdmin],
    ['employee', command.isEmployee, state.isEmployee],
  ];
  for (const [role, wanted, held] of roles) {
    if (wanted === true && !held)
      events.push({ type: 'identity.developer.role_granted', data: { developerId, role, grantedAt: command.at } });
    if (wanted === false && held) {
      events.push({ type: 'identity.developer.role_revoked', data: { developerId, role, revokedAt: command.at, by: command.by } });
    }
  }
  return events;
};

export const evolve = (state: Developer, event: DeveloperEvent): Developer => {
  switch (event.type) {
    case 'identity.developer.signed_up': {
      const { signedUpAt: _at, ...data } = event.data;
      return { ...initialState(), ...data, exists: true };
    }
    case 'identity.developer.email_confirmation_requested':
    case 'identity.developer.password_reset_requested':
    case 'identity.developer.password_changed':
      return state;
    case 'identity.developer.email_confirmed':
      return { ...state, emailConfirmed: true };
    case 'identity.developer.role_granted':
      return event.data.role === 'admin' ? { ...state, isAdmin: true } : { ...state, isEmployee: true };
    case 'identity.developer.role_revoked':
      return event.data.role === 'admin' ? { ...state, isAdmin: false } : { ...state, isEmployee: false };
    case 'identity.developer.profile_changed':
      return { ...state, firstName: event.data.firstName, lastName: event.data.lastName, companyName: event.data.companyName };
    case 'identity.developer.email_change_requested':
      return { ...state, pendingEmail: event.data.email };
    case 'identity.developer.email_changed':
      // The link went to the new address: following it proves the mailbox, so the address is confirmed.
      return { ...state, email: event.data.email, emailConfirmed: true, pendingEmail: null };
    case 'identity.developer.two_factor_enabled':
      return { ...state, twoFactorEnabledAt: event.data.enabledAt };
    case 'identity.developer.two_factor_disabled':
      return { ...state, twoFactorEnabledAt: null, securityKeys: [] };
    case 'identity.developer.security_key_added':
      return { ...state, securityKeys: [...state.securityKeys, { keyId: event.data.keyId, name: event.data.name }] };
    case 'identity.developer.security_key_removed':
      return { ...state, securityKeys: state.securityKeys.filter((k) => k.keyId !== event.data.keyId) };
    case 'identity.developer.recovery_codes_regenerated':
    case 'identity.developer.recovery_code_used':
      return state;
  }
};

export const developerDecider: Decider<Developer, DeveloperCommand, DeveloperEvent> = { initialState, decide, evolve };
