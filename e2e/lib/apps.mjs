// Developer apps: set-up through the API (fresh developers, apps, invitations), the sandbox's life
// as the API reports it, the OAuth token endpoint, and what the app pages share in the browser
// (toasts, the sandbox card, the one-time secret dialog).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import testKit from '@portal/test-kit';
import { signUpViaApi, waitForMail } from './backend.mjs';
import { GATEWAY_URL } from './config.mjs';
import { newDeveloper } from './data.mjs';
import { eventually, expectHidden, expectVisible } from './expect.mjs';
import { apiCall, signInViaApi } from './notifications.mjs';

/** The smallest configured manifest (one full-screen component): the test kit's, shared with the API tests. */
export const { configuredManifest } = testKit;

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('./notifications.mjs').ApiSession} ApiSession */
/**
 * @typedef {{ id: string, status: 'pending' | 'live' | 'failed', live: boolean, busy: boolean, app_id: string | null,
 *   company_id: string | null, url: string | null, platform_app_id: string | null }} Sandbox
 * @typedef {{ id: string, uid: string, internal_name: string, sandbox: Sandbox | null, deleted_at: string | null }} App
 */

/** The sandbox is built by a delayed job (5 s outside production) behind Kafka and the projection. */
export const SANDBOX_TIMEOUT_MS = 90_000;
/** Page loads and saves on a loaded machine (several test files and other work run at once). */
export const SLOW_MS = 30_000;

/** An app name nobody else uses: `<prefix> <ms>-<random>`. */
export const uniqueAppName = (/** @type {string} */ prefix) => `${prefix} ${Date.now()}-${randomBytes(3).toString('hex')}`;

/**
 * A developer who just signed up, with an API session.
 * @returns {Promise<{ dev: ReturnType<typeof newDeveloper>, session: ApiSession, id: string }>}
 */
export async function newDeveloperSession() {
  const dev = newDeveloper();
  const signedUp = await signUpViaApi(dev);
  const session = await signInViaApi(dev.email, dev.password);
  return { dev, session, id: signedUp.user.id };
}

/**
 * `POST /api/v1/developer_apps` as `session`.
 * @param {ApiSession} session
 * @param {string} internalName
 * @returns {Promise<App>}
 */
export async function createAppViaApi(session, internalName) {
  const res = await apiCall(session, 'POST', '/api/v1/developer_apps', { internal_name: internalName });
  assert.equal(res.status, 201, `set-up: creating app "${internalName}" answered ${res.status}: ${JSON.stringify(res.data).slice(0, 300)}`);
  return /** @type {App} */ (res.data);
}

/**
 * A production version of the app (a sandbox version promoted): what its Marketplace listing names as release.
 * @param {ApiSession} session
 * @param {string} appId
 * @returns {Promise<string>} the version's id
 */
export async function productionVersionViaApi(session, appId) {
  const sandbox = await apiCall(session, 'POST', '/api/v1/app_versioned_manifests', {
    developer_app_id: appId,
    environment_type: 'Sandbox',
    configured_manifest_content: configuredManifest(),
  });
  assert.equal(sandbox.status, 201, `set-up: a sandbox version answered ${sandbox.status}: ${JSON.stringify(sandbox.data).slice(0, 300)}`);
  const promoted = await apiCall(session, 'POST', '/api/v1/app_version_promotions', {
    app_version_promotion: { source_app_version_id: sandbox.data.manifest.id, changelog: 'First release' },
  });
  assert.equal(promoted.status, 201, `set-up: promoting answered ${promoted.status}: ${JSON.stringify(promoted.data).slice(0, 300)}`);
  return promoted.data.app_version_promotion.manifest.id;
}

/**
 * `GET /api/v1/developer_apps/{id}` as `session`.
 * @param {ApiSession} session
 * @param {string} appId
 * @returns {Promise<App>}
 */
export async function appViaApi(session, appId) {
  const res = await apiCall(session, 'GET', `/api/v1/developer_apps/${appId}`);
  assert.equal(res.status, 200, `GET /api/v1/developer_apps/${appId} answered ${res.status}`);
  return /** @type {App} */ (res.data);
}

/**
 * Waits until the app's sandbox has `status` (as `session` sees it) and returns the sandbox.
 * @param {ApiSession} session
 * @param {string} appId
 * @param {Sandbox['status']} status
 * @returns {Promise<Sandbox>}
 */
export async function waitForSandbox(session, appId, status, timeoutMs = SANDBOX_TIMEOUT_MS) {
  /** @type {Sandbox | null} */
  let sandbox = null;
  await eventually(
    async () => {
      sandbox = (await appViaApi(session, appId)).sandbox;
      return sandbox?.status === status;
    },
    () => `expected the sandbox of app ${appId} to be ${status}; it is ${sandbox?.status ?? 'absent'}`,
    timeoutMs,
  );
  return /** @type {Sandbox} */ (/** @type {unknown} */ (sandbox));
}

/**
 * The owner invites `invitee` (by e-mail) and the invitee accepts with the token of the e-mailed link.
 * @param {ApiSession} owner
 * @param {string} appId
 * @param {string} appName the app's name (the invitation e-mail's subject names it)
 * @param {ApiSession} invitee
 * @param {'developer' | 'admin'} role
 */
export async function inviteAndAccept(owner, appId, appName, invitee, role) {
  const invited = await apiCall(owner, 'POST', '/api/v1/invitations', { developer_app_id: appId, email: invitee.email, role });
  assert.equal(invited.status, 201, `set-up: inviting ${invitee.email} answered ${invited.status}: ${JSON.stringify(invited.data)}`);
  const invitationId = /** @type {{ id: string }} */ (invited.data).id;
  const subject = new RegExp(`collaborate on ${appName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const mail = await waitForMail(invitee.email, { subject, timeoutMs: SLOW_MS });
  const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).find((u) => u.includes(`/invitations/${invitationId}/accept`));
  assert.ok(link, `no accept link for invitation ${invitationId} in:\n${mail.text}`);
  const token = new URL(link).searchParams.get('token');
  const accepted = await apiCall(invitee, 'POST', `/api/v1/invitations/${invitationId}/acceptance`, { token });
  assert.equal(accepted.status, 200, `set-up: accepting the invitation answered ${accepted.status}: ${JSON.stringify(accepted.data)}`);
}

/**
 * Client credentials grant at `POST /oauth/token` with HTTP basic auth, as an integration calls it.
 * @param {string} clientId
 * @param {string} secret
 */
export async function tokenRequest(clientId, secret) {
  const res = await fetch(`${GATEWAY_URL}/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials' }),
  });
  const text = await res.text();
  /** @type {Record<string, unknown>} */
  let body = {};
  try {
    body = JSON.parse(text);
  } catch {
    // keep the text for the message
  }
  return { status: res.status, body, text };
}

/**
 * Reads the one-time secret dialog, checks its warning, and closes it.
 * @param {Page} page
 */
export async function readSecretDialog(page) {
  const dialog = page.getByRole('dialog', { name: /^Your new (sandbox )?client secret$/ });
  await expectVisible(dialog, 'the one-time secret dialog', SLOW_MS);
  await expectVisible(dialog.getByText('Copy it now: it will not be shown again.'), 'the "shown once" warning');
  const secret = await dialog.getByLabel('Client secret', { exact: true }).inputValue();
  const clientId = await dialog.getByLabel('Client ID', { exact: true }).inputValue();
  assert.ok(secret.length >= 20, `expected a client secret in the dialog, got "${secret}"`);
  // Shown once: a slip of the Escape key must not lose it, and there is no × to click by mistake.
  await page.keyboard.press('Escape');
  await page.waitForTimeout(200);
  await expectVisible(dialog, 'the secret dialog after Escape');
  assert.equal(await dialog.getByRole('button', { name: 'Close' }).count(), 0, 'no close button on the one-time secret');
  await dialog.getByRole('button', { name: 'I have copied it' }).click();
  await expectHidden(dialog, 'the secret dialog after closing it');
  return { secret, clientId };
}

/**
 * A toast of the app pages with exactly `text` (toasts live in a polite status region).
 * @param {Page} page
 * @param {string} text
 */
export const toast = (page, text) => page.locator('.toasts').getByText(text, { exact: true });

/** The sandbox account card (a region named by its heading). */
export const sandboxCard = (/** @type {Page} */ page) => page.getByRole('region', { name: 'Sandbox account' });

/**
 * Creates an app in the browser (Create a New App → Create App) from the apps list.
 * @param {Page} page
 * @param {string} name
 */
export async function createAppInBrowser(page, name) {
  await page.goto('/developer_apps');
  await page.getByRole('button', { name: 'Create a New App' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Create New App' });
  await modal.getByLabel('App Name').fill(name);
  await modal.getByRole('button', { name: 'Create App' }).click();
}

/** The app page's side navigation (issue 10: shown while the sandbox builds too). */
export const appNavigation = (/** @type {Page} */ page) => page.getByRole('navigation', { name: 'App information' });

/** Moment's 'MMMM Do YYYY, h:mm:ss a', e.g. "November 22nd 2026, 6:07:09 am". */
export const LONG_DATE_TIME =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}(st|nd|rd|th) \d{4}, ([1-9]|1[0-2]):[0-5]\d:[0-5]\d (am|pm)$/;

/** A valid 1×1 PNG (the server checks the logo's first bytes). */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
