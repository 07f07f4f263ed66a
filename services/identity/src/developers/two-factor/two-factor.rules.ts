import { ConflictError } from '@portal/decider';
import type { DeveloperEvent } from '../developer.events';
import { keysRemovedWithTwoFactor, type SecurityKeyRef } from '../security-keys/security-keys.rules';

export const TWO_FACTOR_MESSAGES = {
  alreadyOn: 'Two-step verification is already on',
  off: 'Two-step verification is off',
  codeBlank: 'Enter the code from your authenticator app',
  codeInvalid: 'The code is incorrect or has expired',
  setupExpired: 'This setup has expired. Start again to get a new key.',
} as const;

/**
 * The secret and the recovery codes live beside the stream (encrypted, hashed), never in it: the handlers check a code
 * against them and the decider records what the check allowed.
 */
export type TwoFactorCommand =
  | { type: 'EnableTwoFactor'; at: string }
  /** By the developer, or by an admin for a developer locked out of both authenticator and recovery codes. */
  | { type: 'DisableTwoFactor'; by: string; at: string }
  | { type: 'RegenerateRecoveryCodes'; at: string }
  | { type: 'UseRecoveryCode'; codesLeft: number; at: string };

/** The part of the developer the decisions read (the decider's state has it). */
interface TwoFactorState {
  developerId: string;
  twoFactorEnabledAt: string | null;
  securityKeys: readonly SecurityKeyRef[];
}

export const decideTwoFactor = (command: TwoFactorCommand, state: TwoFactorState): DeveloperEvent[] => {
  const developerId = state.developerId;
  const on = state.twoFactorEnabledAt !== null;
  switch (command.type) {
    case 'EnableTwoFactor':
      if (on) throw new ConflictError(TWO_FACTOR_MESSAGES.alreadyOn);
      return [{ type: 'identity.developer.two_factor_enabled', data: { developerId, enabledAt: command.at } }];
    case 'DisableTwoFactor':
      // Off already: nothing to record (an admin's second click, a retried request).
      if (!on) return [];
      return [
        ...keysRemovedWithTwoFactor(state, command.by, command.at),
        { type: 'identity.developer.two_factor_disabled', data: { developerId, by: command.by, disabledAt: command.at } },
      ];
    case 'RegenerateRecoveryCodes':
      if (!on) throw new ConflictError(TWO_FACTOR_MESSAGES.off);
      return [{ type: 'identity.developer.recovery_codes_regenerated', data: { developerId, regeneratedAt: command.at } }];
    case 'UseRecoveryCode':
      if (!on) throw new ConflictError(TWO_FACTOR_MESSAGES.off);
      return [{ type: 'identity.developer.recovery_code_used', data: { developerId, codesLeft: command.codesLeft, usedAt: command.at } }];
  }
};
