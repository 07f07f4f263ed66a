// Fresh, unique test data per call, so runs and tests never share state.
import { randomBytes } from 'node:crypto';

const token = () => randomBytes(4).toString('hex');

/** `e2e-<ms>-<random>@example.com` */
export function uniqueEmail() {
  return `e2e-${Date.now()}-${token()}@example.com`;
}

/** A strong password that satisfies every sign-up rule. */
export const STRONG_PASSWORD = 'Strong-pass-1!';

/**
 * A developer to sign up: unique e-mail and a unique last name to search for.
 * @returns {{ firstName: string, lastName: string, email: string, password: string }}
 */
export function newDeveloper() {
  const id = token();
  return { firstName: 'Erin', lastName: `Tester${id}`, email: uniqueEmail(), password: STRONG_PASSWORD };
}

/** @param {{ firstName: string, lastName: string }} user */
export const fullName = (user) => `${user.firstName} ${user.lastName}`;
