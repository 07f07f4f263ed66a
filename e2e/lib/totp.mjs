// Two-step verification in the tests: the codes an authenticator app shows (RFC 6238 TOTP: HMAC-SHA1, 30-second
// steps, 6 digits, from the base32 key the Settings page shows), and turning it on for a developer through the API.
import assert from 'node:assert/strict';
import testKit from '@portal/test-kit';
import { apiCall } from './notifications.mjs';

/** @typedef {import('./notifications.mjs').ApiSession} ApiSession */

export const TOTP_STEP_SECONDS = 30;

/** The time step of `unixMs`. */
export const stepAt = (unixMs = Date.now()) => Math.floor(unixMs / 1000 / TOTP_STEP_SECONDS);

/**
 * The 6-digit code of one time step (the test kit's authenticator, at the step's start).
 * @param {string} secret base32
 * @param {number} step
 */
export const totpCode = (secret, step) => testKit.authenticatorCode(secret, 0, step * TOTP_STEP_SECONDS * 1000);

/**
 * The code the app shows now, and its step. A code works once (the portal refuses a step it has seen), so a test that
 * used the code of step `usedStep` waits here for the next step (at most 30 s).
 * @param {string} secret base32
 * @param {number} [usedStep]
 */
export async function currentTotp(secret, usedStep = -1) {
  const wait = (usedStep + 1) * TOTP_STEP_SECONDS * 1000 - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait + 50));
  const step = stepAt();
  return { code: totpCode(secret, step), step };
}

/**
 * Six digits that are not the code of any step near now (the portal accepts the step before and after).
 * @param {string} secret base32
 */
export function wrongTotp(secret) {
  const now = stepAt();
  const near = new Set([-2, -1, 0, 1, 2].map((d) => totpCode(secret, now + d)));
  return ['000000', '111111', '222222', '333333', '444444', '555555'].find((c) => !near.has(c)) ?? '999999';
}

/**
 * Turns two-step verification on for the developer of `session` (setup, then a current code and the password), as
 * the Settings page does.
 * @param {ApiSession} session
 * @param {string} password
 * @returns {Promise<{ secret: string, step: number, recoveryCodes: string[] }>}
 */
export async function enableTwoFactorViaApi(session, password) {
  const setup = await apiCall(session, 'POST', '/api/v1/me/two_factor/setup');
  assert.equal(setup.status, 200, `set-up: POST /api/v1/me/two_factor/setup answered ${setup.status}: ${JSON.stringify(setup.data)}`);
  const { secret } = /** @type {{ secret: string }} */ (setup.data);
  const { code, step } = await currentTotp(secret);
  const enabled = await apiCall(session, 'POST', '/api/v1/me/two_factor', { code, currentPassword: password });
  assert.equal(enabled.status, 200, `set-up: POST /api/v1/me/two_factor answered ${enabled.status}: ${JSON.stringify(enabled.data)}`);
  return { secret, step, recoveryCodes: /** @type {{ recoveryCodes: string[] }} */ (enabled.data).recoveryCodes };
}
