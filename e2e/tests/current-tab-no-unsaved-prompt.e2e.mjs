// Clicking the tab already shown is no navigation: with a form holding unsaved changes it asked "You have unsaved
// changes… Leave without saving?" (the first click set ?tab= on an address without one). Another tab still asks.
// Both tab lists: the admin app page (General) and the developer app page (Configuration Builder).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createAppViaApi, newDeveloperSession, SLOW_MS, uniqueAppName } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { expectVisible } from '../lib/expect.mjs';
import { answerConfirm, signIn } from '../lib/notifications.mjs';

/** @typedef {import('playwright-core').Page} Page */

/** Collects every browser dialog from now on (dismissing it), to prove none was asked. @param {Page} page */
function recordDialogs(page) {
  /** @type {string[]} */
  const seen = [];
  const listener = (/** @type {import('playwright-core').Dialog} */ dialog) => {
    seen.push(dialog.message());
    void dialog.dismiss();
  };
  page.on('dialog', listener);
  return { seen, stop: () => page.off('dialog', listener) };
}

test('admin app page: clicking General while on General asks nothing; Sandbox still asks', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  const { session } = await newDeveloperSession();
  const name = uniqueAppName('Current tab');
  const app = await createAppViaApi(session, name);
  await withPage(t, {}, async ({ page }) => {
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await page.goto(`/admin/developer_apps/${app.id}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: `Edit - ${name}` }), 'the admin app page', SLOW_MS);
    const internalName = page.getByLabel('Internal name', { exact: true });
    await internalName.fill(`${name} edited`);

    const tabs = page.getByRole('navigation', { name: 'App sections' });
    const dialogs = recordDialogs(page);
    await tabs.getByRole('button', { name: 'General', exact: true }).click();
    await page.waitForTimeout(500);
    dialogs.stop();
    assert.deepEqual(dialogs.seen, [], 'no unsaved-changes prompt for the tab already shown');
    assert.equal(await internalName.inputValue(), `${name} edited`, 'the edit stays');
    assert.equal(new URL(page.url()).search, '', 'the address did not change');

    await answerConfirm(page, () => tabs.getByRole('button', { name: 'Sandbox', exact: true }).click(), /unsaved changes/, false);
    assert.equal(await internalName.inputValue(), `${name} edited`, 'kept after cancelling');
  });
});

test(
  'developer app page: clicking Configuration Builder while on it asks nothing; Versions still asks',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const { dev, session } = await newDeveloperSession();
    const name = uniqueAppName('Current tab dev');
    const app = await createAppViaApi(session, name);
    await withPage(t, {}, async ({ page }) => {
      await signIn(page, dev.email, dev.password);
      await page.goto(`/developer_apps/${app.id}`);
      await page.getByText('Post-installation instructions', { exact: true }).click();
      const pageName = page.getByLabel('Page name', { exact: true });
      await expectVisible(pageName, 'the post-installation fields', SLOW_MS);
      await pageName.fill('Welcome');

      const nav = page.getByRole('navigation', { name: 'App information' });
      const dialogs = recordDialogs(page);
      await nav.getByRole('link', { name: 'Configuration Builder' }).click();
      await page.waitForTimeout(500);
      dialogs.stop();
      assert.deepEqual(dialogs.seen, [], 'no unsaved-changes prompt for the tab already shown');
      assert.equal(await pageName.inputValue(), 'Welcome', 'the draft stays');

      await answerConfirm(page, () => nav.getByRole('link', { name: 'Versions' }).click(), /unsaved changes/, false);
      assert.equal(await pageName.inputValue(), 'Welcome', 'kept after cancelling');
    });
  },
);
