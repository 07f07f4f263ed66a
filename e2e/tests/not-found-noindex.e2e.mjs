// A new integrator's QA pass (2026-12-03): unknown pages answered 200 and could be indexed. An address no route has
// is now a 404 from the gateway (the client still shows its not-found page); every not-found screen, also an unknown
// id under a real route (which the gateway cannot tell), sets `robots: noindex` and its title while it is shown.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { withPage } from '../lib/browser.mjs';
import { eventually, expectVisible } from '../lib/expect.mjs';
import { signInAsNewDeveloper } from '../lib/ui.mjs';

/** @typedef {import('playwright-core').Page} Page */

/**
 * The `content` of every robots meta in the page's head, read at one moment: a meta found first and read after it was
 * removed (the page leaving its not-found screen) made the read wait its whole timeout.
 */
const robots = async (/** @type {Page} */ page) =>
  page.locator('head meta[name="robots"]').evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));

test('an address no route has: 404, the not-found page, noindex and its title; gone again on a real page', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    const response = await page.goto('/does-not-exist');
    assert.equal(response?.status(), 404, 'the gateway says 404');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Page not found' }), 'the not-found page');
    assert.deepEqual(await robots(page), ['noindex']);
    assert.equal(await page.title(), 'Page not found · Developer Portal');

    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await eventually(async () => (await robots(page)).length === 0, 'no robots meta on the home page');

    const deepLink = await page.goto('/reference/changelog');
    assert.equal(deepLink?.status(), 200, 'a deep link to a real route stays 200');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'API changelog' }), 'the changelog');
    assert.deepEqual(await robots(page), []);
  });
});

test('an unknown Marketplace listing: 200 (only the client knows), but noindex and a not-found title', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    const response = await page.goto('/marketplace/nope');
    assert.equal(response?.status(), 200);
    await expectVisible(page.getByRole('heading', { name: 'This app is not on the Marketplace.' }), 'the listing not-found screen');
    await eventually(async () => (await robots(page)).join() === 'noindex', 'noindex on the listing not-found screen');
    assert.equal(await page.title(), 'Page not found · Developer Portal');
  });
});

test("an unknown app id under My apps: noindex and the screen's title", async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await signInAsNewDeveloper(page);
    await page.goto(`/developer_apps/${randomUUID()}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'App not found' }), 'the app not-found screen');
    await eventually(async () => (await robots(page)).join() === 'noindex', 'noindex on the app not-found screen');
    assert.equal(await page.title(), 'App not found · Developer Portal');
  });
});
