// A crash is reported for real: the error page says "reported" only after the gateway accepted the
// report, and the report names the route and the build.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD } from '../lib/config.mjs';
import { expectVisible } from '../lib/expect.mjs';
import { signInWithForm } from '../lib/ui.mjs';

test('a page that crashes on an unexpected answer sends a crash report and says so', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, DEMO.developer, DEMO_PASSWORD);
    // A notification without any of its fields is what a broken deployment could send.
    await page.route(/\/api\/v1\/notifications(\?|$)/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', headers: { total: '1', 'per-page': '10' }, body: '[{}]' }),
    );
    const reported = page.waitForResponse((r) => r.url().endsWith('/api/v1/client_errors') && r.request().method() === 'POST');
    await page.goto('/notifications');
    const response = await reported;
    assert.equal(response.status(), 202);
    const sent = response.request().postDataJSON();
    assert.equal(sent.route, '/notifications');
    assert.ok(['crash', 'route_error'].includes(sent.kind), `kind ${sent.kind}`);
    assert.ok(sent.message.length > 0 && sent.release.length > 0, 'message and release are sent');
    await expectVisible(
      page.getByRole('alert').filter({ hasText: 'It has been logged and reported.' }),
      'the crash message saying it was reported',
    );
  });
});

test('when the report cannot be sent, the crash page does not claim it was reported', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, DEMO.developer, DEMO_PASSWORD);
    await page.route(/\/api\/v1\/notifications(\?|$)/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', headers: { total: '1', 'per-page': '10' }, body: '[{}]' }),
    );
    await page.route('**/api/v1/client_errors', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
    await page.goto('/notifications');
    await expectVisible(page.getByRole('alert').filter({ hasText: 'It has been logged.' }), 'the crash message');
    assert.equal(await page.getByText('logged and reported').count(), 0);
  });
});
