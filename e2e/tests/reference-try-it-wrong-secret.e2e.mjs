// The reference's "try it" panel with a wrong sandbox client secret (QA pass): the token endpoint answers 401 with
// `WWW-Authenticate: Basic`, which made Chromium open its own sign-in prompt over the page and left the request
// (and the panel's button) hanging. The panel now asks without credentials mode and says what is wrong in its words.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signUpViaApi } from '../lib/backend.mjs';
import { withPage } from '../lib/browser.mjs';
import { TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { newDeveloper } from '../lib/data.mjs';
import { expectEnabled, expectPath, expectVisible } from '../lib/expect.mjs';
import { signInAsNewDeveloper, signInWithForm } from '../lib/ui.mjs';

test('a wrong sandbox client secret is answered in the panel, not by a browser prompt', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  await withPage(t, { viewport: { width: 1280, height: 900 } }, async ({ page }) => {
    await signInAsNewDeveloper(page);
    await page.goto('/reference/rest/docs/projects');
    const panel = page.getByRole('region', { name: 'Try it against your sandbox' });
    await expectVisible(panel, 'the try-it panel');
    // A developer without an app is told where the client ID and secret come from.
    await expectVisible(panel.getByRole('link', { name: 'My apps' }), 'the link to My apps in the panel');

    await panel.getByRole('textbox', { name: 'Sandbox client ID' }).fill('no-such-client');
    await panel.getByRole('textbox', { name: 'Sandbox client secret' }).fill('not-the-secret');
    const answered = page.waitForResponse((r) => r.url().endsWith('/oauth/token'), { timeout: 10_000 });
    await panel.getByRole('button', { name: 'Get a sandbox token' }).click();
    assert.equal((await answered).status(), 401, 'the token endpoint refuses the wrong secret');

    await expectVisible(
      panel.getByRole('alert').getByText("This sandbox client ID and secret do not match. Copy both from your app's page under My apps."),
      'the wrong-secret message',
    );
    await expectEnabled(panel.getByRole('button', { name: 'Get a sandbox token' }), 'the Get a sandbox token button again');
    // The page is still usable (no prompt holds it): the other way to authenticate can be chosen.
    const paste = panel.getByRole('radio', { name: 'With an access token I already have' });
    await paste.check();
    assert.equal(await paste.isChecked(), true, 'the paste-a-token choice is selected');
    await expectVisible(panel.getByRole('textbox', { name: 'Access token' }), 'the access token field');
  });
});

test('a signed-out reader of a group page is offered to sign in and comes back to try it', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  const developer = newDeveloper();
  await signUpViaApi(developer);
  await withPage(t, { viewport: { width: 1280, height: 900 } }, async ({ page }) => {
    await page.goto('/reference/rest/docs/companies');
    await expectVisible(page.getByText('to try these operations against your sandbox'), 'the sign-in hint for trying operations');
    await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
    await expectPath(page, '/sign_in');
    await signInWithForm(page, developer.email, developer.password);
    await expectPath(page, '/reference/rest/docs/companies');
    await expectVisible(page.getByRole('region', { name: 'Try it against your sandbox' }), 'the try-it panel after signing in');
  });
});
