// A page whose session ended while the reader was typing: signed out in another tab, the next save asks them to
// sign in again in a dialog (two-step verification included), the page stays as it was and the save goes through.
// Signed in again elsewhere as the same account, the page takes the new session's token without asking; as another
// account, it says so and sends nothing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectAccessible } from '../lib/a11y.mjs';
import { appViaApi, createAppViaApi, newDeveloperSession, toast, uniqueAppName } from '../lib/apps.mjs';
import { signUpViaApi } from '../lib/backend.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { newDeveloper } from '../lib/data.mjs';
import { eventually, expectHidden, expectVisible } from '../lib/expect.mjs';
import { createNotificationViaApi, deleteNotificationsViaApi, signIn, signInViaApi, uniqueTitle } from '../lib/notifications.mjs';
import { passwordStepOfTwoFactor } from '../lib/ui.mjs';
import { currentTotp, enableTwoFactorViaApi } from '../lib/totp.mjs';

/** @typedef {import('playwright-core').Page} Page */

/** Ends this browser's session from another tab of it, as its Sign out does. @param {Page} page */
async function signOutElsewhere(page) {
  const tab = await page.context().newPage();
  try {
    await tab.goto('/');
    const status = await tab.evaluate(async () => {
      const { me } = await (await fetch('/api/v1/session')).json();
      return (await fetch('/api/v1/session', { method: 'DELETE', headers: { 'x-csrf-token': me.csrfToken } })).status;
    });
    assert.equal(status, 204, 'signed out in the other tab');
  } finally {
    await tab.close();
  }
}

/** Signs this browser in as `email` from another tab (a new session, a new CSRF token). @param {Page} page */
async function signInElsewhere(page, /** @type {string} */ email, /** @type {string} */ password) {
  const tab = await page.context().newPage();
  try {
    await signIn(tab, email, password);
  } finally {
    await tab.close();
  }
}

/** Opens the app's Settings tab and types a new name, not saved yet. @param {Page} page */
async function renameInSettings(page, /** @type {string} */ appId, /** @type {string} */ name) {
  if (!page.url().includes(`/developer_apps/${appId}`)) await page.goto(`/developer_apps/${appId}?tab=settings`);
  await page.getByLabel('App Name', { exact: true }).fill(name);
}

const save = (/** @type {Page} */ page) => page.getByRole('button', { name: 'Save', exact: true }).click();
const dialog = (/** @type {Page} */ page) => page.getByRole('dialog', { name: 'Sign in again to continue' });

test(
  'a save after the session ended asks to sign in again in place, and goes through; a new sign-in elsewhere is taken up',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const { dev, session } = await newDeveloperSession();
    const name = uniqueAppName('Session');
    const app = await createAppViaApi(session, name);
    await withPage(t, {}, async ({ page }) => {
      await signIn(page, dev.email, dev.password);
      const renamed = `${name} renamed`;
      await renameInSettings(page, app.id, renamed);

      await signOutElsewhere(page);
      await save(page);
      const asked = dialog(page);
      await expectVisible(asked, 'the sign-in-again dialog');
      assert.equal(await asked.getByLabel('Email', { exact: true }).inputValue(), dev.email);
      const password = asked.getByLabel('Password', { exact: true });
      assert.ok(
        await password.evaluate((el) => el === /** @type {any} */ (globalThis).document.activeElement),
        'typing starts in the password field',
      );
      await expectAccessible(page, 'the sign-in-again dialog');
      await password.fill(dev.password);
      await asked.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expectHidden(asked, 'the dialog after signing in');
      await expectVisible(toast(page, 'Settings saved'), 'the save, sent again after signing in');
      assert.equal((await appViaApi(session, app.id)).internal_name, renamed);
      assert.equal(await page.getByLabel('App Name', { exact: true }).inputValue(), renamed, 'the form kept its value');

      // Signed out and in again in another tab (a new session and token): the save goes through without a question.
      await signOutElsewhere(page);
      await signInElsewhere(page, dev.email, dev.password);
      await renameInSettings(page, app.id, `${renamed} again`);
      await save(page);
      await eventually(
        async () => (await appViaApi(session, app.id)).internal_name === `${renamed} again`,
        'the save with the new session’s token',
      );
      await expectHidden(dialog(page), 'no dialog when the same account signed in elsewhere');

      // Another account signed in in this browser: the page says so and sends nothing as them.
      const other = newDeveloper();
      await signUpViaApi(other);
      await signOutElsewhere(page);
      await signInElsewhere(page, other.email, other.password);
      await renameInSettings(page, app.id, 'Never saved');
      await save(page);
      const another = page.getByRole('dialog', { name: 'Signed in as another account' });
      await expectVisible(another.getByText(`${other.email} has signed in in another tab`), 'the other account named');
      await another.getByRole('button', { name: 'Not now' }).click();
      await expectHidden(another, 'the dialog after Not now');
      assert.equal((await appViaApi(session, app.id)).internal_name, `${renamed} again`, 'nothing sent as the other account');
    });
  },
);

test('signing in again in place asks for the second step when it is on', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  const { dev, session } = await newDeveloperSession();
  const name = uniqueAppName('Two-step session');
  const app = await createAppViaApi(session, name);
  const { secret, step } = await enableTwoFactorViaApi(session, dev.password);
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await passwordStepOfTwoFactor(page, dev.email, dev.password);
    const first = await currentTotp(secret, step);
    await page.getByLabel('Authentication code', { exact: true }).fill(first.code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expectVisible(page.getByRole('button', { name: /, account$/ }), 'signed in after the second step');
    await renameInSettings(page, app.id, `${name} renamed`);

    await signOutElsewhere(page);
    await save(page);
    const asked = dialog(page);
    await asked.getByLabel('Password', { exact: true }).fill(dev.password);
    await asked.getByRole('button', { name: 'Sign in', exact: true }).click();
    const { code } = await currentTotp(secret, first.step);
    await asked.getByLabel('Authentication code', { exact: true }).fill(code);
    await expectAccessible(page, 'the code step in the sign-in-again dialog');
    await asked.getByRole('button', { name: 'Verify', exact: true }).click();
    await expectHidden(asked, 'the dialog after the second step');
    await expectVisible(toast(page, 'Settings saved'), 'the save after the second step');
    assert.equal((await appViaApi(session, app.id)).internal_name, `${name} renamed`);
  });
});

test('the sign-in-again dialog is laid out as a dialog on a page that loads no app-page styles', async (t) => {
  const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);
  const posted = await createNotificationViaApi(admin, {
    title: uniqueTitle('Session-ended dialog styles'),
    summary: 'To mark read',
    body: 'Body',
  });
  t.after(() => deleteNotificationsViaApi(admin, [posted.id]));
  const { dev } = await newDeveloperSession();
  await withPage(t, {}, async ({ page }) => {
    await signIn(page, dev.email, dev.password);
    await page.goto('/notifications');
    const markAll = page.getByRole('button', { name: 'Mark all as read' });
    await expectVisible(markAll, 'Mark all as read');
    await signOutElsewhere(page);
    await markAll.click();
    const asked = dialog(page);
    await expectVisible(asked, 'the sign-in-again dialog');
    // Unstyled, a <dialog> spans the page with the browser's own border; the shared modal is at most 560 px wide.
    const box = await asked.boundingBox();
    assert.ok(box && box.width <= 560, `the dialog is ${box?.width} px wide: the modal's styles did not load`);
    await expectAccessible(page, 'the sign-in-again dialog on /notifications');
  });
});
