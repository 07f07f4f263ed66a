// A new integrator's QA pass (2026-12-03): the overview described only the authorization code flow at a made-up host,
// never `resource=urn:platform:api` (without it the token is opaque and the platform API answers 401), the
// Platform-Company-Id header, the `{server}` segment or the discovery URL. It now opens with a client-credentials
// quick start: a token from this portal's token endpoint, then a call through the platform base URL.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from '../lib/browser.mjs';
import { expectVisible } from '../lib/expect.mjs';

test('the overview: a client-credentials quick start with real endpoints, the servers and discovery', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/reference/rest/docs/rest-api-overview');
    const origin = new URL(page.url()).origin;
    await expectVisible(page.getByRole('heading', { level: 2, name: 'Quick start: client credentials' }), 'the quick start');
    await expectVisible(
      page.getByRole('complementary', { name: 'Reference contents' }).getByRole('link', { name: 'Quick start: client credentials' }),
      'the quick start in the contents',
    );

    const block = (/** @type {string} */ label) => page.locator('figure.code-block').filter({ hasText: label }).locator('pre');
    const token = await block('1. Get a token').innerText();
    for (const part of [
      'grant_type=client_credentials',
      'resource=urn:platform:api',
      '-u "$CLIENT_ID:$CLIENT_SECRET"',
      `${origin}/oauth/token`,
    ]) {
      assert.ok(token.includes(part), `the token request has ${part}`);
    }
    const call = await block('2. List the company’s projects').innerText();
    assert.match(call, /\/platform\/Integrator_Sandbox\/rest\/v1\.0\/projects/);
    assert.ok(call.includes('Authorization: Bearer $TOKEN') && call.includes('Platform-Company-Id: $COMPANY_ID'), 'token and company');

    assert.match(await block('Base URL').innerText(), /\/platform\/\{server\}\/rest\/v1\.0$/);
    await expectVisible(page.getByRole('cell', { name: 'Production_US01' }), 'the servers table');
    await expectVisible(page.getByText(`${origin}/oauth/.well-known/openid-configuration`), 'the discovery URL');
    assert.ok(!(await block('Exchange a code for a token').innerText()).includes('api.platform.example/oauth'), 'no made-up OAuth host');
  });
});
