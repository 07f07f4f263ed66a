// The page frame: the Reference menu and the narrow/wide layout; the overview's section links; where a new page
// puts focus.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD } from '../lib/config.mjs';
import { eventually, expectClass, expectHidden, expectPath, expectScrolledTo, expectVisible } from '../lib/expect.mjs';
import { signInWithForm, userMenuButton } from '../lib/ui.mjs';

const REST_API_OVERVIEW = '/reference/rest/docs/rest-api-overview';

test('the Reference menu leads to the Rest API overview', async (t) => {
  await withPage(t, { viewport: { width: 1280, height: 900 } }, async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Reference' }).click();
    const restApi = nav.getByRole('menuitem', { name: 'Rest API' });
    await expectVisible(restApi, 'the "Rest API" entry of the Reference menu');
    const href = await restApi.getAttribute('href');
    if (href !== REST_API_OVERVIEW) throw new Error(`the Rest API entry links to ${href}, expected ${REST_API_OVERVIEW}`);

    await restApi.click();
    await expectPath(page, REST_API_OVERVIEW);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Rest API overview' }), 'the reference page heading');
    await expectVisible(page.getByRole('heading', { name: 'Authentication' }), 'the Authentication section');
    await expectVisible(page.getByRole('complementary', { name: 'Reference contents' }), 'the reference contents sidebar');
  });
});

test("a link to a section of the overview opens there, and the contents mark the reader's section", async (t) => {
  await withPage(t, { viewport: { width: 1280, height: 900 } }, async ({ page }) => {
    // The page is loaded lazily, after the browser looked for #errors: the page itself scrolls there.
    await page.goto(`${REST_API_OVERVIEW}#errors`);
    await expectScrolledTo(page.getByRole('heading', { name: 'Errors' }), 'the Errors section');
    const contents = page.getByRole('complementary', { name: 'Reference contents' });
    const marked = async (name) => (await contents.getByRole('link', { name, exact: true }).getAttribute('aria-current')) === 'true';
    await eventually(() => marked('Errors'), 'Errors marked in the contents');
    await contents.getByRole('link', { name: 'Authentication', exact: true }).click();
    await expectScrolledTo(page.getByRole('heading', { name: 'Authentication' }), 'the Authentication section');
    await eventually(() => marked('Authentication'), 'Authentication marked in the contents');
  });
});

test('the layout is narrow at 1000 px and wide at 1280 px', async (t) => {
  await withPage(t, { label: '1000px', viewport: { width: 1000, height: 800 } }, async ({ page }) => {
    await page.goto('/');
    const root = page.locator('#root > div').first();
    await expectVisible(page.getByRole('link', { name: 'Developer Portal' }), 'the brand link');
    await expectClass(root, 'layout--narrow', true);
    await expectVisible(page.getByRole('button', { name: 'Menu' }), 'the collapsed menu button');
    // The collapsed menu has what the Reference dropdown has: the changelog was missing from it.
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('banner');
    await menu.getByRole('link', { name: 'API changelog' }).click();
    await expectPath(page, '/reference/changelog');
    await expectHidden(menu.getByRole('link', { name: 'Rest API', exact: true }), 'the menu, closed by navigating');
  });
  await withPage(t, { label: '1280px', viewport: { width: 1280, height: 800 } }, async ({ page }) => {
    await page.goto('/');
    const root = page.locator('#root > div').first();
    await expectVisible(page.getByRole('link', { name: 'Developer Portal' }), 'the brand link');
    await expectClass(root, 'layout--narrow', false);
    await expectVisible(page.getByRole('button', { name: 'Reference' }), 'the Reference menu button');

    // Resizing the window switches the layout without a reload.
    await page.setViewportSize({ width: 1000, height: 800 });
    await expectClass(root, 'layout--narrow', true);
  });
});

test("the signed-out landing page's tiles lead to the reference, the changelog, the Marketplace and sign-up", async (t) => {
  await withPage(t, { viewport: { width: 1280, height: 900 } }, async ({ page }) => {
    const tiles = [
      ['Rest API reference', REST_API_OVERVIEW],
      ['API changelog', '/reference/changelog'],
      ['Marketplace', '/marketplace'],
      ['Register an app', '/sign_up'],
    ];
    for (const [name, path] of tiles) {
      await page.goto('/');
      const tile = page.getByRole('heading', { level: 2, name }).getByRole('link', { name });
      await expectVisible(tile, `the ${name} tile`);
      await tile.click();
      await expectPath(page, path);
    }
  });
});

/** The window's scroll position (globalThis: the e2e files are linted as Node code). */
const scrollTop = (/** @type {import('playwright-core').Page} */ page) => page.evaluate(() => /** @type {any} */ (globalThis).scrollY);

test('a new page opens at its top with focus on its heading; Back returns to where the reader was', async (t) => {
  await withPage(t, { viewport: { width: 1280, height: 420 } }, async ({ page }) => {
    await page.goto('/');
    const tile = page.getByRole('heading', { level: 2, name: 'API changelog' }).getByRole('link', { name: 'API changelog' });
    await expectVisible(tile, 'the API changelog tile');
    await tile.scrollIntoViewIfNeeded();
    const landingY = await scrollTop(page);
    if (landingY < 100) throw new Error(`the landing page did not scroll (${landingY}): the test needs a lower window`);

    await tile.focus();
    await page.keyboard.press('Enter');
    await expectPath(page, '/reference/changelog');
    const heading = page.getByRole('heading', { level: 1, name: 'API changelog' });
    await eventually(() => heading.evaluate((h) => h === h.ownerDocument.activeElement), 'focus on the new page heading');
    await eventually(async () => (await scrollTop(page)) === 0, 'the changelog opened at its top');

    // A filter changes the query, not the page: the page does not jump to its top.
    const sunset = page.getByRole('checkbox', { name: 'Sunset' });
    await sunset.scrollIntoViewIfNeeded();
    await page.evaluate(() => /** @type {any} */ (globalThis).scrollBy(0, 40));
    const filterY = await scrollTop(page);
    await sunset.click();
    await eventually(() => new URL(page.url()).search.length > 1, 'the filter in the address');
    // Where the page may still be once the shorter list has loaded (the browser clamps), not its top.
    const kept = () =>
      page.evaluate((y) => {
        const { scrollY, innerHeight, document } = /** @type {any} */ (globalThis);
        return scrollY === Math.min(y, document.documentElement.scrollHeight - innerHeight);
      }, filterY);
    await eventually(kept, `the page kept at ${filterY} after filtering`);
    await page.goBack();
    await expectPath(page, '/reference/changelog');

    await page.goBack();
    await expectPath(page, '/');
    await eventually(async () => Math.abs((await scrollTop(page)) - landingY) < 2, `back at ${landingY} on the landing page`);
  });
});

test('a control the reader focuses while the next page loads keeps focus when its heading shows', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, DEMO.developer, DEMO_PASSWORD);
    await page.goto('/developer_apps');
    const appLink = page.getByRole('link', { name: 'Demo Integration' }).first();
    await expectVisible(appLink, 'the demo app in the list');
    // The app page's code and data are held; the reader meanwhile goes to the bell.
    /** @type {() => void} */
    let release = () => {};
    const held = new Promise((resolve) => (release = () => resolve(undefined)));
    const hold = async (/** @type {import('playwright-core').Route} */ route) => {
      await held;
      await route.continue();
    };
    await page.route(/\/api\/v1\/developer_apps\/[^/?]+$/, hold);
    await page.route(/\/assets\/.*\.js$/, hold);
    await appLink.click();
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.focus();
    await page.waitForTimeout(1500); // past the frames the page gives its heading before taking focus itself
    release();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Demo Integration' }), "the app's heading");
    await page.waitForTimeout(300);
    assert.equal(await bell.evaluate((b) => b === b.ownerDocument.activeElement), true, 'focus stays on the bell');
  });
});

test('a guessed address offers the page it means, and the API root opened in the browser leads to its reference', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/changelog');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Page not found' }), 'the 404 page');
    const suggestion = page.getByTestId('not-found-suggestion');
    await expectVisible(suggestion.getByText('Did you mean'), 'the suggestion');
    await suggestion.getByRole('link', { name: 'API changelog' }).click();
    await expectPath(page, '/reference/changelog');

    await page.goto('/nothing-like-this');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Page not found' }), 'the 404 page');
    assert.equal(await page.getByTestId('not-found-suggestion').count(), 0, 'no suggestion for an address it cannot place');

    await page.goto('/api/v1');
    await expectPath(page, REST_API_OVERVIEW);
  });
});

test('the account menu works as a menu button from the keyboard: Enter goes to its first item, one Tab leaves it', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, DEMO.developer, DEMO_PASSWORD);
    const button = userMenuButton(page);
    await expectVisible(button, 'the account menu button');
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expectVisible(menu, 'the account menu');
    await eventually(
      () =>
        menu
          .getByRole('menuitem')
          .first()
          .evaluate((item) => item === item.ownerDocument.activeElement),
      'focus on the first item',
    );
    await page.keyboard.press('Tab');
    await expectHidden(menu, 'the menu closed by Tab');
    const inMenu = await page.evaluate(() => Boolean(/** @type {any} */ (globalThis).document.activeElement?.closest('[role="menu"]')));
    assert.equal(inMenu, false, 'focus moved on past the menu');
  });
});
