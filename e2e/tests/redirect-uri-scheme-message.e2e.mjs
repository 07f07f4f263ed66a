// Found by a new integrator's QA pass: `javascript:alert(1)` as a redirect URI was refused with 'must use https
// (http is only allowed for localhost)', a hint about http for a line that has nothing to do with http. Another scheme
// now reads "is not an https URL"; http keeps its localhost hint; the redirectless URN and http://localhost stay allowed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createAppViaApi, newDeveloperSession, SANDBOX_TIMEOUT_MS, SLOW_MS, uniqueAppName, waitForSandbox } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { expectVisible } from '../lib/expect.mjs';
import { signInWithForm } from '../lib/ui.mjs';

test('a redirect URI with another scheme says it is not an https URL, while typing and from the server', async (t) => {
  const owner = await newDeveloperSession();
  const app = await createAppViaApi(owner.session, uniqueAppName('Redirect schemes'));
  await waitForSandbox(owner.session, app.id, 'live');

  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, owner.dev.email, owner.dev.password);
    await page.goto(`/developer_apps/${app.id}`);
    const oauthLink = page.getByRole('navigation', { name: 'App information' }).getByRole('link', { name: 'OAuth Credentials' });
    await oauthLink.click({ timeout: SANDBOX_TIMEOUT_MS });
    const form = page.getByRole('form', { name: 'Redirect URIs and CORS domains' });
    await form
      .getByLabel('Redirect URIs', { exact: true })
      .fill('urn:ietf:wg:oauth:2.0:oob\nhttp://localhost:4200/cb\nhttp://example.com\njavascript:alert(1)');
    const expected = [
      'Line 3: "http://example.com" must use https (http is only allowed for localhost)',
      'Line 4: "javascript:alert(1)" is not an https URL',
    ];
    for (const message of expected) await expectVisible(form.getByText(message, { exact: true }), `while typing: ${message}`);

    const refused = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/api/v1/developer_apps/'), {
      timeout: SLOW_MS,
    });
    await form.getByRole('button', { name: 'Save' }).click();
    const answer = await refused;
    assert.equal(answer.status(), 422);
    assert.deepEqual((await answer.json()).fields.redirect_uri, expected, "the server's words are the same");
    for (const message of expected) await expectVisible(form.getByText(message, { exact: true }), `from the server: ${message}`);
  });
});
