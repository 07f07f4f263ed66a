/** Why the browser's security key prompt did not give an answer, as the pages word it. */
export type SecurityKeyProblem = 'cancelled' | 'alreadyAdded' | 'wrongAddress' | 'unsupported' | 'failed';

/**
 * The browser's refusal (a DOMException, or `@simplewebauthn/browser`'s WebAuthnError carrying its name): a prompt
 * dismissed or timed out is NotAllowedError/AbortError, a key already added InvalidStateError (the options exclude
 * the account's keys), a page away from the portal's own address SecurityError (keys are bound to its host name).
 */
export function securityKeyProblemOf(error: unknown): SecurityKeyProblem {
  const name = error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'AbortError':
      return 'cancelled';
    case 'InvalidStateError':
      return 'alreadyAdded';
    case 'SecurityError':
      return 'wrongAddress';
    case 'NotSupportedError':
      return 'unsupported';
    default:
      return 'failed';
  }
}
