// Issue 10, acceptance 7: a new app no longer lands on a blocking "needs a sandbox" screen. While
// its sandbox builds, the sandbox card shows its progress above the tabs, and the Configuration
// Builder, Versions, OAuth Credentials and Collaborators tabs open and work; once the sandbox is
// live the strip goes and the OAuth tab holds the sandbox card.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  SANDBOX_TIMEOUT_MS,
  SLOW_MS,
  appNavigation,
  appViaApi,
  createAppInBrowser,
  newDeveloperSession,
  sandboxCard,
  uniqueAppName,
} from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { expectHidden, expectVisible } from '../lib/expect.mjs';
import { signIn } from '../lib/notifications.mjs';

const BUILDING = 'Your sandbox is being built';

/** @typedef {import('playwright-core').Page} Page */

/**
 * Opens a tab from the side navigation and returns its panel.
 * @param {Page} page
 * @param {string} name
 */
async function openTab(page, name) {
  await appNavigation(page).getByRole('link', { name, exact: true }).click();
  const panel = page.getByRole('region', { name, exact: true });
  await expectVisible(panel.getByRole('heading', { name, exact: true }), `the ${name} panel`, SLOW_MS);
  return panel;
}

test(
  'the Configurations, Versions, OAuth and Collaborators tabs of a new app work while its sandbox builds',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const { dev, session } = await newDeveloperSession();
    // "[sandbox-slow]" (outside production) keeps the build pending for 30 s.
    const name = uniqueAppName('E2E pending tabs [sandbox-slow]');

    await withPage(t, {}, async ({ page }) => {
      await signIn(page, dev.email, dev.password);
      await createAppInBrowser(page, name);

      // The tabs at once, with the building sandbox's card above them (no sandbox-missing screen).
      await expectVisible(appNavigation(page), 'the app tabs while the sandbox builds', SLOW_MS);
      await expectVisible(sandboxCard(page).getByText(BUILDING), 'the sandbox progress above the tabs', SLOW_MS);
      await expectHidden(page.getByRole('heading', { name: 'Your app needs a sandbox' }), 'the old blocking screen');
      const appId = /** @type {string} */ (new URL(page.url()).pathname.split('/').pop());

      await openTab(page, 'Configuration Builder');
      await openTab(page, 'Versions');

      // OAuth: the grant notice (client credentials until the app has a manifest) and a working form.
      const oauth = await openTab(page, 'OAuth Credentials');
      await expectVisible(oauth.getByTestId('grant-type-notice').getByText(/Client Credentials/), 'the grant type notice');
      const form = oauth.getByRole('form', { name: 'Redirect URIs and CORS domains' });
      await form.getByLabel('Allowed CORS domains', { exact: true }).fill('https://pending.example.com');
      await form.getByRole('button', { name: 'Save' }).click();
      await expectVisible(page.locator('.toasts').getByText('Credentials saved', { exact: true }), 'the saved toast', SLOW_MS);

      // Collaborators: the owner's row, and Add user opens the invitation form.
      const collaborators = await openTab(page, 'Collaborators');
      await expectVisible(collaborators.getByText(dev.email), "the owner's row", SLOW_MS);
      await collaborators.getByRole('button', { name: 'Add user' }).click();
      await expectVisible(page.getByRole('form', { name: 'Add user' }), 'the invitation form');
      await page.keyboard.press('Escape');

      // All of that before the sandbox was live.
      const during = await appViaApi(session, appId);
      assert.equal(during.sandbox?.status, 'pending', 'the sandbox was still building while the tabs were used');
      await expectVisible(sandboxCard(page).getByText(BUILDING), 'the progress, still shown on another tab');

      // Once live, the strip goes by itself; the sandbox card is in the OAuth tab.
      await expectHidden(page.getByTestId('sandbox-strip'), 'the status strip once the sandbox is live', SANDBOX_TIMEOUT_MS);
      const live = await openTab(page, 'OAuth Credentials');
      await expectVisible(live.getByRole('form', { name: 'Sandbox credentials' }), 'the sandbox credentials form', SLOW_MS);
      const cors = await appViaApi(session, appId);
      assert.equal(cors.allowed_cors_domain, 'https://pending.example.com', 'the CORS domain saved while the sandbox built');
    });
  },
);
