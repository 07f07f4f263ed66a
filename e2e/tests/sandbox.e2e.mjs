// The sandbox card (issue 4, acceptance 4) in the browser: pending → live by itself with every field
// of the sandbox credentials form and the owner's e-mail; a failed build (an app named
// "[sandbox-failure]") with the support link and the team's e-mail; the busy notice above
// SANDBOX_BUSY_THRESHOLD queued builds; what non-owners and employees see; and a sandbox secret reset
// checked at POST /oauth/token.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  SANDBOX_TIMEOUT_MS,
  SLOW_MS,
  appNavigation,
  appViaApi,
  createAppInBrowser,
  createAppViaApi,
  inviteAndAccept,
  newDeveloperSession,
  readSecretDialog,
  sandboxCard,
  toast,
  tokenRequest,
  uniqueAppName,
  waitForSandbox,
} from '../lib/apps.mjs';
import { waitForMail } from '../lib/backend.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { eventually, expectHidden, expectVisible } from '../lib/expect.mjs';
import { apiCall, mailsAbout, signIn, signInViaApi } from '../lib/notifications.mjs';

/** @typedef {import('playwright-core').Page} Page */

/** Where the apps service sends build failures (its SUPPORT_EMAIL). */
const SUPPORT_EMAIL = process.env.SUPPORT_EMAIL || 'support@portal.example.com';
/**
 * The apps service's SANDBOX_BUSY_THRESHOLD. `npm test` starts the stack with 3 (and hands the same
 * value to the tests); locally: `SANDBOX_BUSY_THRESHOLD=3 npm run restart -- apps --no-build`.
 */
const BUSY_THRESHOLD = Number(process.env.SANDBOX_BUSY_THRESHOLD || 3);

const BUILDING = 'Your sandbox is being built';
const FAILED = 'Something went wrong building your sandbox.';
const ASK_OWNER = 'Please ask the app owner to generate a sandbox.';
const BUSY = /really popular right now/;

/**
 * Marks the current document, so a later check can tell that the page changed without a reload.
 * @param {Page} page
 */
const markDocument = (page) => page.evaluate(() => Object.assign(globalThis, { __sameDocument: true }));
const stillSameDocument = async (/** @type {Page} */ page) =>
  assert.equal(await page.evaluate(() => /** @type {any} */ (globalThis).__sameDocument), true, 'the page was reloaded');

/**
 * Records in the page whether `text` ever shows from now on (a state may last only a moment).
 * @param {Page} page
 * @param {string} text
 */
const recordText = (page, text) =>
  page.evaluate((wanted) => {
    const { document, MutationObserver } = /** @type {any} */ (globalThis);
    const seen = /** @type {Record<string, boolean>} */ (
      Object.assign(globalThis, { __seen: /** @type {any} */ (globalThis).__seen ?? {} }).__seen
    );
    const check = () => {
      if (document.body.innerText.includes(wanted)) seen[wanted] = true;
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
    check();
  }, text);
const sawText = (/** @type {Page} */ page, /** @type {string} */ text) =>
  page.evaluate((wanted) => Boolean(/** @type {any} */ (globalThis).__seen?.[wanted]), text);

/** Opens the OAuth Credentials tab of a live app and returns its sandbox credentials form. */
async function openSandboxCredentials(/** @type {Page} */ page) {
  await appNavigation(page).getByRole('link', { name: 'OAuth Credentials' }).click();
  const form = sandboxCard(page).getByRole('form', { name: 'Sandbox credentials' });
  await expectVisible(form, 'the sandbox credentials form', SLOW_MS);
  return form;
}

/**
 * Reads a read-only field of the sandbox form by its label.
 * @param {import('playwright-core').Locator} form
 * @param {string} label
 */
const fieldValue = (form, label) => form.getByLabel(label, { exact: true }).inputValue();

test(
  'pending shows the building message, then the card goes live by itself with every field; the owner is e-mailed',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const { dev } = await newDeveloperSession();
    // "[sandbox-slow]" (outside production) keeps it pending for 30 s rather than 5, so a loaded
    // machine shows the pending card before the build is done.
    const name = uniqueAppName('E2E sandbox live [sandbox-slow]');

    await withPage(t, {}, async ({ page }) => {
      await signIn(page, dev.email, dev.password);
      // Created in the browser: the answer marks a sandbox, so the page opens at once, still pending.
      await createAppInBrowser(page, name);
      // Issue 10: the tabs are there at once; the sandbox card sits above them while it builds.
      await expectVisible(appNavigation(page), 'the app tabs while the sandbox builds', SLOW_MS);
      const card = sandboxCard(page);
      await expectVisible(card.getByText(BUILDING), 'the building message', SLOW_MS);
      await expectVisible(card.getByText('We will e-mail you when it is ready'), 'the e-mail promise');
      const appId = /** @type {string} */ (new URL(page.url()).pathname.split('/').pop());

      await markDocument(page);
      await expectHidden(page.getByText(BUILDING), 'the building message once the sandbox is live', SANDBOX_TIMEOUT_MS);
      await stillSameDocument(page);

      const form = await openSandboxCredentials(page);
      const owner = await signInViaApi(dev.email, dev.password);
      const sandbox = /** @type {import('../lib/apps.mjs').Sandbox & Record<string, string>} */ ((await appViaApi(owner, appId)).sandbox);
      assert.equal(sandbox.status, 'live');
      const created = form.locator('dl > div').filter({ hasText: 'Created' }).locator('dd');
      const updated = form.locator('dl > div').filter({ hasText: 'Updated' }).locator('dd');
      for (const [what, dd] of [
        ['created', created],
        ['updated', updated],
      ])
        assert.match(
          await /** @type {import('playwright-core').Locator} */ (dd).innerText(),
          /^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th) \d{4}, /,
          `the ${what} time`,
        );
      assert.equal(await fieldValue(form, 'Company ID'), sandbox.company_id, 'the company ID');
      assert.equal(await fieldValue(form, 'Sandbox URI'), sandbox.url, 'the sandbox URI');
      assert.equal(await fieldValue(form, 'App ID'), sandbox.app_id, "the sandbox's app (client) ID");
      assert.equal(await fieldValue(form, 'Platform app ID'), sandbox.platform_app_id, 'the platform app ID');
      await expectVisible(form.getByText('Secret', { exact: true }), 'the secret field');
      // A sandbox secret is issued on request, as production's: nothing to confirm, and no "stored only as a hash" yet.
      await expectVisible(form.getByText('No secret has been generated yet.'), 'the not-yet-generated hint');
      await expectVisible(form.getByRole('button', { name: 'Generate sandbox secret' }), 'the first sandbox secret');
      await expectVisible(form.getByLabel('Sandbox redirect URIs', { exact: true }), 'the sandbox redirect URIs');
      await expectVisible(form.getByLabel('Allowed CORS domains', { exact: true }), 'the CORS domains');

      // The sandbox's own redirect URIs save like the app's.
      await form.getByLabel('Sandbox redirect URIs', { exact: true }).fill('https://sandbox.example.com/callback');
      await form.getByRole('button', { name: 'Save sandbox' }).click();
      await expectVisible(toast(page, 'Sandbox saved'), "the 'Sandbox saved' toast", SLOW_MS);

      const mail = await waitForMail(dev.email, { subject: /^Your sandbox is ready$/, timeoutMs: SLOW_MS });
      assert.ok(
        mail.text.includes(name) && mail.text.includes(`/developer_apps/${appId}`),
        `the ready e-mail names the app:\n${mail.text}`,
      );
    });
  },
);

test(
  'a failed build: the owner sees the message, a support link and Try again; a collaborator is told to ask the owner; the team is e-mailed',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const owner = await newDeveloperSession();
    const collaborator = await newDeveloperSession();
    const name = uniqueAppName('E2E [sandbox-failure]');
    const app = await createAppViaApi(owner.session, name);
    await inviteAndAccept(owner.session, app.id, name, collaborator.session, 'developer');

    await withPage(t, { label: 'collaborator' }, async ({ page }) => {
      await signIn(page, collaborator.dev.email, collaborator.dev.password);
      await page.goto(`/developer_apps/${app.id}`);
      const card = sandboxCard(page);
      await expectVisible(card.getByText(FAILED), 'the failure message', SANDBOX_TIMEOUT_MS);
      await expectVisible(card.getByText(ASK_OWNER), 'the "ask the app owner" text');
      await expectHidden(card.getByRole('button', { name: 'Try again' }), 'Try again (owners only)');
      await expectHidden(card.getByRole('button', { name: 'Generate fake sandbox' }), 'Generate fake sandbox (employees and admins only)');
    });

    await eventually(
      async () => (await mailsAbout(SUPPORT_EMAIL, app.id)).length === 1,
      `the team (${SUPPORT_EMAIL}) gets one e-mail naming app ${app.id}`,
      SLOW_MS,
    );

    await withPage(t, { label: 'owner' }, async ({ page }) => {
      await signIn(page, owner.dev.email, owner.dev.password);
      await page.goto(`/developer_apps/${app.id}`);
      const card = sandboxCard(page);
      const failure = card.getByRole('alert').filter({ hasText: FAILED });
      await expectVisible(failure, 'the failure message', SLOW_MS);
      await expectVisible(failure.getByText('Our team has been notified and the status updates automatically.'), 'the team-notified text');
      const support = failure.getByRole('link', { name: 'contact support' });
      await expectVisible(support, 'the support link');
      // By default the link reaches the same team address the failure e-mail goes to.
      assert.equal(await support.getAttribute('href'), process.env.VITE_SUPPORT_URL || `mailto:${SUPPORT_EMAIL}`, 'the support link');
      await expectHidden(card.getByText(ASK_OWNER), 'the "ask the owner" text (the owner may retry)');

      // Try again: pending, then failed again by itself, and the team hears about it again.
      await markDocument(page);
      await recordText(page, BUILDING);
      await card.getByRole('button', { name: 'Try again' }).click();
      await eventually(() => sawText(page, BUILDING), 'the building message after Try again', SLOW_MS);
      await expectVisible(failure, 'the failure message once the retry failed', SANDBOX_TIMEOUT_MS);
      await stillSameDocument(page);
    });
    await eventually(
      async () => (await mailsAbout(SUPPORT_EMAIL, app.id)).length === 2,
      'the team gets a second e-mail for the retry',
      SLOW_MS,
    );
  },
);

test(
  "an employee collaborator sees Generate fake sandbox while the sandbox is not live; it goes live at once, and the owner's failed card follows by itself",
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const owner = await newDeveloperSession();
    const employee = await signInViaApi(DEMO.employee, DEMO_PASSWORD);
    const name = uniqueAppName('E2E fake [sandbox-failure]');
    const app = await createAppViaApi(owner.session, name);
    await inviteAndAccept(owner.session, app.id, name, employee, 'developer');
    try {
      await waitForSandbox(owner.session, app.id, 'failed');
      // The owner keeps the failed card open: "the status updates automatically".
      await withPage(t, { label: 'owner' }, async ({ page: ownerPage }) => {
        await signIn(ownerPage, owner.dev.email, owner.dev.password);
        await ownerPage.goto(`/developer_apps/${app.id}`);
        await expectVisible(sandboxCard(ownerPage).getByText(FAILED), "the failure message on the owner's page", SLOW_MS);
        await markDocument(ownerPage);

        await withPage(t, { label: 'employee' }, async ({ page }) => {
          await signIn(page, DEMO.employee, DEMO_PASSWORD);
          await page.goto(`/developer_apps/${app.id}`);
          const card = sandboxCard(page);
          await expectVisible(card.getByText(FAILED), 'the failure message', SLOW_MS);
          await expectVisible(card.getByText(ASK_OWNER), 'the "ask the app owner" text (an employee is not the owner)');
          await markDocument(page);
          await card.getByRole('button', { name: 'Generate fake sandbox' }).click();
          await expectVisible(toast(page, 'Fake sandbox generated'), 'the fake sandbox toast', SLOW_MS);
          // At once: no build job (a "[sandbox-failure]" app would never build one anyway).
          await expectHidden(page.getByText(FAILED), 'the failure strip with the fake sandbox live', SLOW_MS);
          await stillSameDocument(page);
          const form = await openSandboxCredentials(page);
          const sandbox = await waitForSandbox(owner.session, app.id, 'live', SLOW_MS);
          assert.equal(await fieldValue(form, 'App ID'), sandbox.app_id, "the fake sandbox's app ID");
          await expectHidden(card.getByRole('button', { name: 'Generate fake sandbox' }), 'Generate fake sandbox once live');
        });

        // The failed card looks again every 15 s, so the owner's page goes live by itself.
        await expectHidden(ownerPage.getByText(FAILED), "the owner's failure strip gone (live) without a reload", SLOW_MS);
        await stillSameDocument(ownerPage);
      });
    } finally {
      // The employee is a shared demo account: leave its app list as it was.
      const removed = await apiCall(owner.session, 'DELETE', `/api/v1/developer_apps/${app.id}`);
      assert.equal(removed.status, 204, `clean-up: deleting the app answered ${removed.status}`);
    }
  },
);

test(
  'the sandbox secret is generated, then reset in the browser, shown once, and only the newest one gets a token',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const { dev, session } = await newDeveloperSession();
    const name = uniqueAppName('E2E sandbox secret');
    const app = await createAppViaApi(session, name);
    const sandbox = await waitForSandbox(session, app.id, 'live');

    await withPage(t, {}, async ({ page }) => {
      await signIn(page, dev.email, dev.password);
      await page.goto(`/developer_apps/${app.id}`);
      const form = await openSandboxCredentials(page);

      /** Resets through the confirm dialog and reads the one-time dialog. */
      const reset = async () => {
        await form.getByRole('button', { name: 'Reset sandbox secret' }).click();
        // The sandbox's dialog says it is the sandbox's: the production card is on the same page.
        const confirm = page.getByRole('dialog', { name: 'Reset sandbox client secret' });
        await expectVisible(confirm, 'the reset confirmation dialog');
        await confirm.getByLabel('I understand that the current sandbox secret stops working').check();
        await confirm.getByRole('button', { name: 'Reset sandbox secret' }).click();
        return readSecretDialog(page);
      };
      // The first secret is generated at once (nothing to stop working yet); later ones are resets, confirmed.
      await form.getByRole('button', { name: 'Generate sandbox secret' }).click();
      const first = await readSecretDialog(page);
      assert.equal(first.clientId, sandbox.app_id, 'the dialog names the sandbox client');
      await expectVisible(form.getByRole('button', { name: 'Reset sandbox secret' }), 'the reset, once a secret exists');
      assert.ok(!(await page.content()).includes(first.secret), 'the secret is gone once the dialog is closed');
      const before = await tokenRequest(first.clientId, first.secret);
      assert.equal(before.status, 200, `the sandbox secret gets a token: ${before.text.slice(0, 200)}`);
      assert.equal(typeof before.body.access_token, 'string');

      const second = await reset();
      assert.notEqual(second.secret, first.secret, 'a new secret');
      const old = await tokenRequest(first.clientId, first.secret);
      assert.equal(old.status, 401, `the old sandbox secret is refused: ${old.text.slice(0, 200)}`);
      const fresh = await tokenRequest(second.clientId, second.secret);
      assert.equal(fresh.status, 200, `the new sandbox secret gets a token: ${fresh.text.slice(0, 200)}`);
      assert.equal(typeof fresh.body.access_token, 'string');
    });
  },
);

test(
  `above ${BUSY_THRESHOLD} queued builds a pending card says the platform is really popular right now`,
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const { dev, session } = await newDeveloperSession();
    await withPage(t, {}, async ({ page }) => {
      await signIn(page, dev.email, dev.password);
      // More builds than the threshold, queued at once. "[sandbox-slow]" apps wait 30 s in the queue
      // (outside production): a 5-second build would be over before a loaded machine shows the page.
      const apps = await Promise.all(
        Array.from({ length: BUSY_THRESHOLD + 1 }, (_, i) => createAppViaApi(session, uniqueAppName(`E2E busy ${i} [sandbox-slow]`))),
      );
      const watched = /** @type {import('../lib/apps.mjs').App} */ (apps.at(-1));
      await page.goto(`/developer_apps/${watched.id}`);
      const card = sandboxCard(page);
      await expectVisible(card.getByText(BUILDING), 'the building message', SLOW_MS);
      const notice = card.getByRole('status').filter({ hasText: BUSY });
      await expectVisible(
        notice,
        `the busy notice (is apps running with SANDBOX_BUSY_THRESHOLD=${BUSY_THRESHOLD}? npm test sets it; ` +
          `locally: SANDBOX_BUSY_THRESHOLD=${BUSY_THRESHOLD} npm run restart -- apps --no-build)`,
        SLOW_MS,
      );
      const text = await notice.innerText();
      assert.match(text, /^Looks like the platform is really popular right now\./, 'the notice in neutral brand wording');
      assert.match(text, /try again in a few minutes/i, 'the notice says to retry later');
    });
  },
);
