// Found in a QA pass of the OAuth Credentials tab: a wildcard CORS domain was stored and then matched nothing (the
// OAuth server compares origins exactly; it is refused now, under the field, on both forms), the sandbox's CORS field
// had no placeholder where production's had one, and an out-of-range grace period only disabled "Rotate secret".
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  appNavigation,
  createAppViaApi,
  newDeveloperSession,
  readSecretDialog,
  SANDBOX_TIMEOUT_MS,
  SLOW_MS,
  uniqueAppName,
  waitForSandbox,
} from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { expectDisabled, expectEnabled, expectHidden, expectVisible } from '../lib/expect.mjs';
import { signIn } from '../lib/notifications.mjs';

const WILDCARD = '"*.example.com" must not use a wildcard (list each domain)';
const RANGE = 'Grace period must be a whole number of hours between 1 and 168';

test(
  'both CORS fields look alike and refuse a wildcard under the field; the grace period names its range',
  { timeout: SANDBOX_TIMEOUT_MS * 2 },
  async (t) => {
    const owner = await newDeveloperSession();
    const app = await createAppViaApi(owner.session, uniqueAppName('CORS'));
    await waitForSandbox(owner.session, app.id, 'live');

    await withPage(t, {}, async ({ page }) => {
      await signIn(page, owner.dev.email, owner.dev.password);
      await page.goto(`/developer_apps/${app.id}`);
      await appNavigation(page).getByRole('link', { name: 'OAuth Credentials' }).click();
      const production = page.getByRole('form', { name: 'Redirect URIs and CORS domains' });
      const sandbox = page.getByRole('form', { name: 'Sandbox credentials' });
      const productionCors = production.getByLabel('Allowed CORS domains', { exact: true });
      const sandboxCors = sandbox.getByLabel('Allowed CORS domains', { exact: true });
      await expectVisible(sandboxCors, 'the sandbox CORS field', SLOW_MS);
      const placeholder = await productionCors.getAttribute('placeholder');
      assert.ok(placeholder, 'the production field has a placeholder');
      assert.equal(await sandboxCors.getAttribute('placeholder'), placeholder, 'the sandbox field has the same one');

      for (const [form, cors, save] of [
        [production, productionCors, 'Save'],
        [sandbox, sandboxCors, 'Save sandbox'],
      ]) {
        await cors.fill('app.example.com, *.example.com');
        await form.getByRole('button', { name: save, exact: true }).click();
        await expectVisible(form.locator('.field__errors').getByText(WILDCARD), 'the wildcard, under the field', SLOW_MS);
        await expectHidden(form.getByText('An error occurred'), 'a banner for a field error');
      }

      // The rotate dialog says why "Rotate secret" is off, under the field.
      await page.getByRole('button', { name: 'Generate client secret' }).click();
      await readSecretDialog(page);
      await page.getByRole('button', { name: 'Rotate with grace period' }).first().click();
      const dialog = page.getByRole('dialog', { name: /Rotate/ });
      const hours = dialog.getByLabel('Grace period (hours)');
      const rotate = dialog.getByRole('button', { name: 'Rotate secret' });
      await expectHidden(dialog.getByText(RANGE), 'a range message for the default 24');
      for (const bad of ['0', '169', '1.5']) {
        await hours.fill(bad);
        await expectVisible(dialog.locator('.field__errors').getByText(RANGE), `the range, for ${bad}`);
        await expectDisabled(rotate, `Rotate secret, for ${bad}`);
      }
      await hours.fill('48');
      await expectHidden(dialog.getByText(RANGE), 'the range message, once it fits');
      await expectEnabled(rotate, 'Rotate secret, for 48');
    });
  },
);
