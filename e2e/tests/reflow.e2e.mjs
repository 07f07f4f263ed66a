// WCAG 1.4.10 (reflow): at 320 CSS pixels every page reads without sideways scrolling. A table may scroll
// inside its own card; nothing else runs out of its box, and the header keeps its menu, bell and account
// button on screen (the brand's name gives way).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD } from '../lib/config.mjs';
import { expectVisible } from '../lib/expect.mjs';
import { elementsOutOfTheirBox, sidewaysScroll, signInWithForm, userMenuButton } from '../lib/ui.mjs';

const NARROWEST = { width: 320, height: 640 };

/**
 * @param {import('playwright-core').Page} page
 * @param {string} path
 */
async function expectReflow(page, path) {
  await page.goto(path);
  await expectVisible(page.getByRole('heading', { level: 1 }).first(), `the heading of ${path}`);
  await page.waitForLoadState('networkidle');
  // Folded parts count: open them all.
  await page.evaluate(() => /** @type {any} */ (globalThis).document.querySelectorAll('details').forEach((d) => (d.open = true)));
  assert.equal(await sidewaysScroll(page), 0, `${path} scrolls sideways at 320 px`);
  assert.deepEqual(await elementsOutOfTheirBox(page), [], `${path}: elements out of their box at 320 px`);
}

test('signed out, every public page reflows at 320 px', async (t) => {
  await withPage(t, { viewport: NARROWEST, touch: true }, async ({ page }) => {
    for (const path of ['/', '/sign_in', '/sign_up', '/forgot_password', '/marketplace', '/reference/changelog', '/terms_and_conditions']) {
      await expectReflow(page, path);
    }
  });
});

test("a developer's pages reflow at 320 px, and the account button stays on screen", async (t) => {
  await withPage(t, { viewport: NARROWEST, touch: true }, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, DEMO.developer, DEMO_PASSWORD);
    await page.goto('/developer_apps');
    const app = await page.getByRole('link', { name: 'Demo Integration' }).getAttribute('href');
    assert.ok(app, 'the demo app');
    const tabs = ['versions', 'settings', 'credentials', 'collaborators', 'marketplaceListing', 'metrics', 'activity'];
    for (const path of ['/', '/developer_apps', app, ...tabs.map((tab) => `${app}?tab=${tab}`), '/notifications', '/settings']) {
      await expectReflow(page, path);
    }
    const account = await userMenuButton(page).boundingBox();
    assert.ok(account && account.x + account.width <= NARROWEST.width, `the account button at ${JSON.stringify(account)}`);
  });
});

test("an admin's lists and tools reflow at 320 px", async (t) => {
  await withPage(t, { viewport: NARROWEST, touch: true }, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, DEMO.admin, DEMO_PASSWORD);
    const paths = ['developers', 'developer_apps', 'developer_apps/review_queue', 'oauth_applications', 'notifications', 'quota_minder'];
    for (const path of ['/admin', ...paths.map((p) => `/admin/${p}`)]) await expectReflow(page, path);
  });
});
