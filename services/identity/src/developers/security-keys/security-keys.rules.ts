import { ConflictError, NotFoundError, ValidationError } from '@portal/decider';
import type { DeveloperEvent } from '../developer.events';

export const SECURITY_KEY_MESSAGES = {
  twoFactorOff: 'Turn on two-step verification before adding a security key',
  tooMany: 'You can add at most 10 security keys. Remove one to add another.',
  nameBlank: 'Give the key a name',
  nameTooLong: 'Name is at most 50 characters',
  nameTaken: 'You already have a security key with this name',
  notFound: 'No such security key',
  credentialMissing: 'Use your security key when the browser asks',
  registrationInvalid: 'The security key could not be added. Try again.',
  registrationExpired: 'The security key prompt expired. Try again.',
  alreadyAdded: 'This security key is already added',
  assertionInvalid: 'The security key was not recognised. Try again or enter a code.',
  noKeys: 'This account has no security key',
} as const;

export const MAX_SECURITY_KEYS = 10;
const NAME_MAX = 50;

/** A key as the decider knows it (its public key and counter live beside the stream, in `developer_security_keys`). */
export interface SecurityKeyRef {
  keyId: string;
  name: string;
}

export type SecurityKeyCommand =
  /** The handler verified the browser's attestation; the decider checks the account may take one more key. */
  | { type: 'AddSecurityKey'; keyId: string; name: string; at: string }
  | { type: 'RemoveSecurityKey'; keyId: string; by: string; at: string };

interface SecurityKeysState {
  developerId: string;
  twoFactorEnabledAt: string | null;
  securityKeys: readonly SecurityKeyRef[];
}

/** The message for a key's name (trimmed), or null when it is fine: shown with the other fields' problems at once. */
export const securityKeyNameProblem = (name: string, keys: readonly SecurityKeyRef[]): string | null => {
  if (!name) return SECURITY_KEY_MESSAGES.nameBlank;
  if ([...name].length > NAME_MAX) return SECURITY_KEY_MESSAGES.nameTooLong;
  const lower = name.toLowerCase();
  return keys.some((k) => k.name.toLowerCase() === lower) ? SECURITY_KEY_MESSAGES.nameTaken : null;
};

/** Why no key can be added now (409), or null. */
export const securityKeyAddBlocker = (state: SecurityKeysState): string | null => {
  if (state.twoFactorEnabledAt === null) return SECURITY_KEY_MESSAGES.twoFactorOff;
  return state.securityKeys.length >= MAX_SECURITY_KEYS ? SECURITY_KEY_MESSAGES.tooMany : null;
};

export const decideSecurityKey = (command: SecurityKeyCommand, state: SecurityKeysState): DeveloperEvent[] => {
  const developerId = state.developerId;
  switch (command.type) {
    case 'AddSecurityKey': {
      const blocker = securityKeyAddBlocker(state);
      if (blocker) throw new ConflictError(blocker);
      const name = command.name.trim();
      const problem = securityKeyNameProblem(name, state.securityKeys);
      if (problem) throw new ValidationError({ name: [problem] });
      return [{ type: 'identity.developer.security_key_added', data: { developerId, keyId: command.keyId, name, addedAt: command.at } }];
    }
    case 'RemoveSecurityKey': {
      const key = state.securityKeys.find((k) => k.keyId === command.keyId);
      if (!key) throw new NotFoundError(SECURITY_KEY_MESSAGES.notFound);
      return [removed(developerId, key, command.by, command.at)];
    }
  }
};

/** Turning two-step verification off takes the keys with it: each is recorded as removed, before the event that turns it off. */
export const keysRemovedWithTwoFactor = (state: SecurityKeysState, by: string, at: string): DeveloperEvent[] =>
  state.securityKeys.map((key) => removed(state.developerId, key, by, at));

const removed = (developerId: string, key: SecurityKeyRef, by: string, at: string): DeveloperEvent => ({
  type: 'identity.developer.security_key_removed',
  data: { developerId, keyId: key.keyId, name: key.name, by, removedAt: at },
});
