// Back and Forward walk an admin list's pages, sorts and filters: each is a history entry (the lists replaced the
// entry, so Back from page 3 went to /admin and a sort or filter was never in history). Typing a search adds one
// entry, however many pauses the debounce commits. A developer's edit page opened from a searched, sorted, paged
// Registered Developers returns to that list after Save and from its breadcrumb (it went to page 1, unsearched).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from '../lib/browser.mjs';
import { createAppViaApi, newDeveloperSession, SLOW_MS, uniqueAppName } from '../lib/apps.mjs';
import { DEMO, DEMO_PASSWORD, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { eventually, expectPath, expectVisible } from '../lib/expect.mjs';
import { signIn } from '../lib/notifications.mjs';

/** @typedef {import('playwright-core').Page} Page */

const API = '/api/v1/admin/developer_apps';

/** The list's URL parameters, as a plain object. @param {Page} page */
const params = (page) => Object.fromEntries(new URL(page.url()).searchParams);

/** Waits until the address is `path` with exactly `expected` parameters. @param {Page} page */
async function expectAt(page, path, expected, what) {
  await eventually(
    () => new URL(page.url()).pathname === path && JSON.stringify(params(page)) === JSON.stringify(expected),
    () => `${what}: expected ${path} ${JSON.stringify(expected)}, at ${page.url()}`,
  );
}

/**
 * Three pages of 50 whatever the database holds: every page call answers page 1's rows (so page 3 has rows to open)
 * with `total: 120`.
 * @param {Page} page
 * @param {string} [api] the list's call (Developer Apps unless named)
 */
async function threePages(page, api = API) {
  await page.route(`**${api}?**`, async (route) => {
    try {
      const url = new URL(route.request().url());
      url.searchParams.set('page', '1');
      const response = await route.fetch({ url: url.toString() });
      await route.fulfill({ response, headers: { ...response.headers(), total: '120', 'per-page': '50' } });
    } catch {
      // the page is gone
    }
  });
}

test('Back returns through the pages of Developer Apps, then to /admin', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await threePages(page);
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await page.goto('/admin');
    await page.getByRole('link', { name: /^Developer Apps/ }).click();
    await expectAt(page, '/admin/developer_apps', {}, 'the list');
    const pager = page.getByRole('navigation', { name: 'Pagination', exact: true });
    await expectVisible(pager.getByText('Page 1 of 3'), 'page 1 of 3');
    await pager.getByRole('button', { name: 'Next' }).click();
    await expectAt(page, '/admin/developer_apps', { page: '2' }, 'Next');
    await pager.getByRole('button', { name: 'Next' }).click();
    await expectAt(page, '/admin/developer_apps', { page: '3' }, 'Next again');

    const table = page.getByRole('table', { name: 'Developer Apps' });
    await expectVisible(table.getByRole('link').first(), 'an app on page 3');
    await table.getByRole('link').first().click();
    await eventually(() => /^\/admin\/developer_apps\/[^/]+$/.test(new URL(page.url()).pathname), 'the app page');

    await page.goBack();
    await expectAt(page, '/admin/developer_apps', { page: '3' }, 'Back from the app: page 3');
    await expectVisible(pager.getByText('Page 3 of 3'), 'page 3 shown');
    await page.goBack();
    await expectAt(page, '/admin/developer_apps', { page: '2' }, 'Back again: page 2');
    await expectVisible(pager.getByText('Page 2 of 3'), 'page 2 shown');
    await page.goBack();
    await expectAt(page, '/admin/developer_apps', {}, 'Back again: page 1');
    await page.goBack();
    await expectPath(page, '/admin');
    await page.goForward();
    await expectAt(page, '/admin/developer_apps', {}, 'Forward: the list again');
  });
});

test('sort and filter changes are history entries; a typed search is one', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await page.goto('/admin/developer_apps');
    const table = page.getByRole('table', { name: 'Developer Apps' });
    await expectVisible(table, 'the list');

    await table.getByRole('button', { name: 'Internal name', exact: true }).click();
    await expectAt(page, '/admin/developer_apps', { sort: 'internal_name' }, 'sorted');
    await page.getByRole('checkbox', { name: 'Include deleted apps' }).check();
    await expectAt(page, '/admin/developer_apps', { sort: 'internal_name', with_deleted: 'true' }, 'filtered');

    // Two pauses while typing: the debounce commits twice, into one entry.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.pressSequentially('dem');
    await expectAt(page, '/admin/developer_apps', { search: 'dem', sort: 'internal_name', with_deleted: 'true' }, 'first pause');
    await search.pressSequentially('o');
    await expectAt(page, '/admin/developer_apps', { search: 'demo', sort: 'internal_name', with_deleted: 'true' }, 'second pause');

    // One step back is before the search: the second pause replaced the entry the first one made.
    await page.goBack();
    await expectAt(page, '/admin/developer_apps', { sort: 'internal_name', with_deleted: 'true' }, 'Back: before the search');
    assert.equal(await search.inputValue(), '', 'the box follows the address');
    await page.goBack();
    await expectAt(page, '/admin/developer_apps', { sort: 'internal_name' }, 'Back: before the filter');
    assert.equal(await page.getByRole('checkbox', { name: 'Include deleted apps' }).isChecked(), false, 'unticked again');
    await page.goBack();
    await expectAt(page, '/admin/developer_apps', {}, 'Back: before the sort');
  });
});

test(
  "a developer's edit page returns to Registered Developers as it was: searched, sorted, on page 2",
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const { dev } = await newDeveloperSession();
    const LIST = '/admin/developers';
    await withPage(t, {}, async ({ page }) => {
      await threePages(page, '/api/v1/admin/developers');
      await signIn(page, DEMO.admin, DEMO_PASSWORD);
      await page.goto(LIST);
      const table = page.getByRole('table', { name: 'Registered Developers' });
      await expectVisible(table, 'the list');
      await page.getByRole('searchbox', { name: 'Search' }).fill(dev.email);
      await expectAt(page, LIST, { search: dev.email }, 'searched');
      await table.getByRole('button', { name: 'E-mail', exact: true }).click();
      await expectAt(page, LIST, { search: dev.email, sort: 'email' }, 'sorted');
      const pager = page.getByRole('navigation', { name: 'Pagination', exact: true });
      await pager.getByRole('button', { name: 'Next' }).click();
      const there = { search: dev.email, sort: 'email', page: '2' };
      await expectAt(page, LIST, there, 'page 2');

      // Save: back to the list as it was, not to its first page.
      const name = `${dev.firstName} ${dev.lastName}`;
      await expectVisible(table.getByRole('link', { name }), 'the developer on page 2', SLOW_MS);
      await table.getByRole('link', { name }).click();
      await eventually(() => /^\/admin\/developers\/[^/]+\/edit$/.test(new URL(page.url()).pathname), 'the edit page');
      await page.getByLabel('Company name', { exact: true }).fill('Returned Ltd');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expectAt(page, LIST, there, 'after Save: the list as it was');
      await expectVisible(pager.getByText('Page 2 of 3'), 'page 2 shown');
      assert.equal(await page.getByRole('searchbox', { name: 'Search' }).inputValue(), dev.email, 'the search kept');

      // The breadcrumb goes back there too, also after a reload of the edit page.
      await table.getByRole('link', { name }).click();
      await eventually(() => /^\/admin\/developers\/[^/]+\/edit$/.test(new URL(page.url()).pathname), 'the edit page again');
      await page.reload();
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expectVisible(crumbs.getByRole('link', { name: 'Registered Developers' }), 'the breadcrumb');
      await crumbs.getByRole('link', { name: 'Registered Developers' }).click();
      await expectAt(page, LIST, there, 'the breadcrumb: the list as it was');

      // Opened without the list (a bookmark), Save goes to the list's first page.
      await table.getByRole('link', { name }).click();
      await eventually(() => /^\/admin\/developers\/[^/]+\/edit$/.test(new URL(page.url()).pathname), 'the edit page once more');
      const editUrl = page.url();
      await page.goto('/admin');
      await page.goto(editUrl);
      await page.getByLabel('Company name', { exact: true }).fill('Bookmarked Ltd');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expectAt(page, LIST, {}, 'after Save from a bookmark: the first page');
    });
  },
);

test("an app's admin page returns to Developer Apps as it was, also after a tab switch", { timeout: TEST_TIMEOUT_MS }, async (t) => {
  const { session } = await newDeveloperSession();
  const app = await createAppViaApi(session, uniqueAppName('Return'));
  const LIST = '/admin/developer_apps';
  await withPage(t, {}, async ({ page }) => {
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await page.goto(LIST);
    const table = page.getByRole('table', { name: 'Developer Apps' });
    await expectVisible(table, 'the list');
    await page.getByRole('searchbox', { name: 'Search' }).fill(app.internal_name);
    await expectAt(page, LIST, { search: app.internal_name }, 'searched');
    await table.getByRole('button', { name: 'Internal name', exact: true }).click();
    const there = { search: app.internal_name, sort: 'internal_name' };
    await expectAt(page, LIST, there, 'sorted');

    await expectVisible(table.getByRole('link', { name: app.internal_name }), 'the app in the list', SLOW_MS);
    await table.getByRole('link', { name: app.internal_name }).click();
    await expectPath(page, `${LIST}/${app.id}`);
    await page.getByRole('button', { name: 'Sandbox', exact: true }).click();
    await eventually(() => params(page).tab === 'sandbox', 'the Sandbox tab');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.getByRole('link', { name: 'Developer Apps' }).click();
    await expectAt(page, LIST, there, 'the breadcrumb: the list as it was');
    assert.equal(await page.getByRole('searchbox', { name: 'Search' }).inputValue(), app.internal_name, 'the search kept');
  });
});
