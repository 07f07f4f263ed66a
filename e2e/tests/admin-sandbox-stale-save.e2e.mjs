// The admin app page's Sandbox tab sends the sandbox's version as If-Match: redirect URIs the app's team saved while
// the admin was typing are not overwritten; the admin is told, and the team's value stays.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SLOW_MS, createAppViaApi, newDeveloperSession, uniqueAppName, waitForSandbox } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { expectVisible } from '../lib/expect.mjs';
import { apiCall, signIn } from '../lib/notifications.mjs';

test(
  "an admin's sandbox save over the team's newer one is refused, and the team's value stays",
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const owner = await newDeveloperSession();
    const name = uniqueAppName('E2E admin sandbox stale');
    const app = await createAppViaApi(owner.session, name);
    // Live first: a build finishing moves the sandbox's version too.
    const sandbox = await waitForSandbox(owner.session, app.id, 'live');

    await withPage(t, {}, async ({ page }) => {
      await signIn(page, DEMO.admin, DEMO_PASSWORD);
      await page.goto(`/admin/developer_apps/${app.id}?tab=sandbox`);
      await expectVisible(page.getByRole('heading', { level: 1, name: `Edit - ${name}` }), 'the admin app page', SLOW_MS);
      const form = page.getByRole('form', { name: 'Sandbox' });
      await form.getByLabel('Sandbox redirect URIs', { exact: true }).fill('https://admin.example.com/cb');

      const team = await apiCall(owner.session, 'PATCH', `/api/v1/sandboxes/${sandbox.id}`, {
        sandbox: { redirect_uri: 'https://team.example.com/cb' },
      });
      assert.equal(team.status, 200, `the team's save answered ${team.status}`);

      await form.getByRole('button', { name: 'Save sandbox' }).click();
      await expectVisible(page.getByRole('alert').filter({ hasText: 'Could not save' }), 'the refused save', SLOW_MS);
      const after = await apiCall(owner.session, 'GET', `/api/v1/developer_apps/${app.id}`);
      assert.equal(after.data.sandbox.redirect_uri, 'https://team.example.com/cb', "the team's redirect URI stays");
    });
  },
);
