// The page frame: the Reference menu and the narrow/wide layout; the overview's section links.
import { test } from 'node:test';
import { withPage } from '../lib/browser.mjs';
import { eventually, expectClass, expectHidden, expectPath, expectScrolledTo, expectVisible } from '../lib/expect.mjs';

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
