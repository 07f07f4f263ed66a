// WCAG 1.4.10 (reflow): at 320 CSS pixels every page reads without sideways scrolling. A table may scroll
// inside its own card; nothing else runs out of its box, and the header keeps its menu, bell and account
// button on screen (the brand's name gives way). The full-screen manifest editor puts its sidebar under the JSON.
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

/** Signed in as the demo developer, the demo app's sandbox versions. @param {import('playwright-core').Page} page */
async function openDemoSandboxVersions(page) {
  await page.goto('/sign_in');
  await signInWithForm(page, DEMO.developer, DEMO_PASSWORD);
  await page.goto('/developer_apps');
  const app = await page.getByRole('link', { name: 'Demo Integration' }).getAttribute('href');
  assert.ok(app, 'the demo app');
  await page.goto(`${app}?tab=versions&env=sandbox`);
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

test('the manifest editor at 320 and 390 px: the JSON keeps the width, the version and snippets go under it', async (t) => {
  for (const width of [NARROWEST.width, 390]) {
    await withPage(t, { viewport: { ...NARROWEST, width }, touch: true }, async ({ page }) => {
      await openDemoSandboxVersions(page);
      await page.getByRole('button', { name: 'New version' }).click();
      const dialog = page.getByRole('dialog', { name: 'New manifest version' });
      const json = dialog.getByRole('textbox', { name: 'Manifest' });
      await expectVisible(json, `the JSON editor at ${width} px`);
      const body = await dialog.locator('.modal__body').boundingBox();
      const text = await json.boundingBox();
      const version = await dialog.getByRole('textbox', { name: 'Version' }).boundingBox();
      assert.ok(body && text && version, 'the boxes of the editor');
      // Beside a 280 px sidebar the JSON was about 25 px wide.
      assert.ok(text.width >= body.width - 60, `the JSON ${text.width} px wide in a body of ${body.width} px at ${width} px`);
      assert.ok(version.y >= text.y + text.height, `the version field under the JSON at ${width} px`);
      assert.equal(await sidewaysScroll(page), 0, `the editor scrolls sideways at ${width} px`);
      assert.deepEqual(await elementsOutOfTheirBox(page), [], `the editor: elements out of their box at ${width} px`);
    });
  }
});

test('a table that scrolls sideways is a Tab stop; one that fits is not', async (t) => {
  for (const [width, scrolls] of /** @type {const} */ ([
    [NARROWEST.width, true],
    [1280, false],
  ])) {
    await withPage(t, { viewport: { ...NARROWEST, width } }, async ({ page }) => {
      await openDemoSandboxVersions(page);
      const region = page.locator('.table-scroll[role="region"]').first();
      await expectVisible(region, `the versions table at ${width} px`);
      assert.match((await region.getAttribute('aria-label')) ?? '', /versions$/, 'the scroll area is named after its table');
      await page.waitForFunction(
        ([expected]) => {
          const el = /** @type {any} */ (globalThis).document.querySelector('.table-scroll[role="region"]');
          return el && (el.getAttribute('tabindex') === '0') === expected;
        },
        [scrolls],
        { timeout: 5000 },
      );
      if (scrolls) {
        // Tab reaches it (the browser scrolls a focused scroller with the arrow keys).
        await region.focus();
        assert.equal(await region.evaluate((el) => el === /** @type {any} */ (globalThis).document.activeElement), true, 'focused');
      }
    });
  }
});
