// A signed-out visitor's page loads log no error: the session check answers 200 when nobody is signed
// in, so the browser has no failed request to report.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from '../lib/browser.mjs';
import { expectVisible } from '../lib/expect.mjs';

test('signed out, the home page, the reference and the sign-in page log no console error', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    const errors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    for (const path of ['/', '/reference/rest/docs/rest-api-overview', '/sign_in']) {
      await page.goto(path);
      await expectVisible(page.getByRole('link', { name: 'Developer Portal' }), `the shell on ${path}`);
      await page.waitForLoadState('networkidle');
    }
    assert.deepEqual(errors, []);
  });
});
