// The API reference's "try it" (issue 14, beyond the spec): a signed-in developer asks for a token with their
// client's id and secret on a resource group page, and Swagger UI's "Try it out" calls the sandbox server on the
// portal's origin, through the quota proxy, with that token; the answer carries the rate-limit headers.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectAccessible } from '../lib/a11y.mjs';
import { SLOW_MS, createAppViaApi, newDeveloperSession, uniqueAppName } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { eventually, expectVisible } from '../lib/expect.mjs';
import { apiCall } from '../lib/notifications.mjs';
import { signInWithForm } from '../lib/ui.mjs';

test(
  'a developer gets a sandbox token on a reference page and tries an operation against the sandbox',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const { dev, session } = await newDeveloperSession();
    const app = await createAppViaApi(session, uniqueAppName('Try it'));
    /** @type {string} */
    let clientId = '';
    await eventually(
      async () => {
        clientId = (await apiCall(session, 'GET', `/api/v1/developer_apps/${app.id}`)).data.uid ?? '';
        return clientId !== '' && (await apiCall(session, 'GET', `/api/v1/oauth_applications/${clientId}`)).status === 200;
      },
      'the app client',
      SLOW_MS,
    );
    const reset = await apiCall(session, 'POST', `/api/v1/oauth_applications/${clientId}/reset_secret`, {});
    assert.equal(reset.status, 200, `set-up: resetting the secret answered ${reset.status}`);

    await withPage(t, { viewport: { width: 1400, height: 900 } }, async ({ page }) => {
      await page.goto('/sign_in');
      await signInWithForm(page, dev.email, dev.password);
      await page.goto('/reference/rest/docs/companies');
      const panel = page.getByRole('region', { name: 'Try it against your sandbox' });
      await expectVisible(panel, 'the try-it panel', SLOW_MS);
      await panel.getByLabel('Sandbox client ID', { exact: true }).fill(clientId);
      await panel.getByLabel('Sandbox client secret', { exact: true }).fill(reset.data.client_secret);
      await panel.getByRole('button', { name: 'Get a sandbox token' }).click();
      await expectVisible(panel.getByRole('status').getByText(/Sandbox token ready/), 'the token', SLOW_MS);
      await expectAccessible(page, 'the reference page with a sandbox token');
      // Swagger UI's own <main> is demoted to a region: the page has one main landmark.
      await expectVisible(page.getByRole('region', { name: 'Operations' }), 'the operations region');
      assert.equal(await page.getByRole('main').count(), 1, 'one main landmark');

      await page.locator('.opblock-summary', { hasText: 'List companies' }).first().click();
      await page.getByRole('button', { name: 'Try it out' }).first().click();
      await page.getByRole('button', { name: 'Execute' }).first().click();
      const status = page.locator('.live-responses-table tbody .response-col_status').first();
      await expectVisible(status, 'the live answer', SLOW_MS);
      assert.equal((await status.innerText()).trim(), '200');
      const headers = await page.locator('.live-responses-table').first().innerText();
      assert.match(headers, /ratelimit-policy/i, 'the rate-limit headers of the quota proxy');
      assert.match(await page.locator('.request-url').first().innerText(), /\/platform\/Integrator_Sandbox\/rest\/v1\.0\/companies/);
    });
  },
);
