// Expected absences log no error: the session check answers 200 when nobody is signed in, a dead reset
// link's check answers 200 `valid: false`, and a new app's Marketplace listing loads as `null`, so the
// browser has no failed request to report.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createAppViaApi, newDeveloperSession, SLOW_MS, uniqueAppName } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD } from '../lib/config.mjs';
import { expectVisible } from '../lib/expect.mjs';
import { signIn } from '../lib/notifications.mjs';

/** Console errors and uncaught exceptions of `page`, as they happen. @param {import('playwright-core').Page} page */
function errorsOf(page) {
  /** @type {string[]} */
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('signed out, the home page, the reference, sign-in and a dead password reset link log no console error', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    const errors = errorsOf(page);
    for (const path of ['/', '/reference/rest/docs/rest-api-overview', '/sign_in', '/forgot_password', '/reset_password?token=dead.link']) {
      await page.goto(path);
      await expectVisible(page.getByRole('link', { name: 'Developer Portal' }), `the shell on ${path}`);
      await page.waitForLoadState('networkidle');
    }
    assert.deepEqual(errors, []);
  });
});

test('a new app without a listing: its Marketplace Listing tab logs no console error, for the owner and the admin', async (t) => {
  const { dev, session } = await newDeveloperSession();
  const app = await createAppViaApi(session, uniqueAppName('Unlisted'));
  for (const [label, email, password, path] of [
    ['owner', dev.email, dev.password, `/developer_apps/${app.id}?tab=marketplaceListing`],
    ['admin', DEMO.admin, DEMO_PASSWORD, `/admin/developer_apps/${app.id}?tab=marketplace`],
  ]) {
    await withPage(t, { label }, async ({ page }) => {
      await signIn(page, email, password);
      await expectVisible(page.getByRole('button', { name: /, account$/ }), `the user menu (${label})`);
      const errors = errorsOf(page);
      await page.goto(path);
      await expectVisible(page.getByTestId('listing-editor'), `the listing editor (${label})`, SLOW_MS);
      await expectVisible(
        page.getByText('This app has no Marketplace listing yet.', { exact: false }),
        `the "no listing yet" note (${label})`,
      );
      await page.waitForLoadState('networkidle');
      assert.deepEqual(errors, [], `console errors on the ${label}'s listing tab`);
    });
  }
});
