// The API changelog and reference in the browser: type filters, breaking only, debounced search,
// pagination from the headers, Show More on tall descriptions, internal entries and the service-branch
// switch for employees and admins only, the Atom link keeping the filters, resource group pages, and Axe.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectAccessible } from '../lib/a11y.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { eventually, expectHidden, expectVisible } from '../lib/expect.mjs';
import { sidewaysScroll, signInWithForm } from '../lib/ui.mjs';

/** @typedef {import('playwright-core').Page} Page */

const cards = (/** @type {Page} */ page) => page.locator('article.changelog-card');
const searchParam = (/** @type {Page} */ page, name) => new URL(page.url()).searchParams.getAll(name);

test('the changelog: filters, search, pagination, Show More and the feed link', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  await withPage(t, { viewport: { width: 1400, height: 900 } }, async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Reference' }).click();
    await nav.getByRole('menuitem', { name: 'API changelog' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'API changelog' }), 'the changelog heading');
    // 42 public entries, 50 a page by default (spec 1 §9).
    await eventually(async () => (await cards(page).count()) === 42, 'every public entry on the first page');
    await expectVisible(page.getByText('Page 1 of 1').first(), 'pagination from the total header');
    await expectAccessible(page, 'the changelog');
    // The page size is in the address (spec: the query string holds per_page): 10 a page makes five.
    await page.goto('/reference/changelog?per_page=10');
    await eventually(async () => (await cards(page).count()) === 10, 'ten cards on the first page');
    await expectVisible(page.getByText('Page 1 of 5').first(), '"Page 1 of 5" at 10 a page');

    // Show More on a description taller than 66 px, and back.
    const tall = cards(page).filter({ hasText: 'Webhook deliveries are signed with SHA-256' });
    const more = tall.getByRole('button', { name: 'Show More' });
    await expectVisible(more, 'Show More on the tall webhook entry');
    await more.click();
    await expectVisible(tall.getByRole('button', { name: 'Show Less' }), 'Show Less after expanding');
    assert.equal(
      await cards(page).filter({ hasText: 'Projects: filter by active state' }).getByRole('button', { name: 'Show More' }).count(),
      0,
    );

    // Next page from the pager below the list, then a type filter goes back to page 1 and keeps only that type.
    await page
      .getByRole('navigation', { name: /pagination/i })
      .last()
      .getByRole('button', { name: 'Next' })
      .click();
    await eventually(async () => searchParam(page, 'page')[0] === '2', 'page=2 in the URL');
    // The next page starts in view (the pager at the bottom is not where its entries begin).
    await eventually(
      async () => (await page.evaluate(() => /** @type {any} */ (globalThis).scrollY)) < 200,
      'the new page scrolled to its start',
    );
    await page.getByRole('checkbox', { name: 'Sunset' }).click();
    await eventually(
      async () => searchParam(page, 'page').length === 0 && searchParam(page, 'filters[type][]').join() === 'sunset',
      'type filter, page 1',
    );
    await eventually(async () => {
      const texts = await page.locator('.changelog-card__header .changelog-type').allTextContents();
      return texts.length > 0 && texts.every((x) => x === 'Sunset');
    }, 'only Sunset cards');
    await page.getByRole('checkbox', { name: 'Breaking changes only' }).click();
    await eventually(async () => searchParam(page, 'filters[breaking]')[0] === 'true', 'filters[breaking]=true');
    await eventually(
      async () =>
        (await cards(page).count()) > 0 &&
        (await cards(page).count()) === (await page.locator('.changelog-card .changelog-breaking').count()),
      'only breaking cards',
    );
    const feed = await page.getByRole('link', { name: 'Atom feed of these results' }).getAttribute('href');
    assert.match(feed ?? '', /aggregated_changelog\.atom\?.*filters%5Btype%5D%5B%5D=sunset.*filters%5Bbreaking%5D=true/);

    // Search is debounced and resets to page 1; nothing found shows the spec's text.
    // The boxes follow the URL: click, then wait for the URL before the next click.
    await page.getByRole('checkbox', { name: 'Sunset' }).click();
    await eventually(async () => searchParam(page, 'filters[type][]').length === 0, 'the type filter cleared');
    await page.getByRole('checkbox', { name: 'Breaking changes only' }).click();
    await eventually(async () => searchParam(page, 'filters[breaking]').length === 0, 'breaking only cleared');
    await page.getByLabel('Search').fill('zzzz no such change');
    await expectVisible(
      page.getByText('Nothing found. Use the filters on the left to select the changelog types to display.'),
      'the no-results text',
    );
    assert.equal(searchParam(page, 'filters[search]')[0], 'zzzz no such change');
    await page.getByLabel('Search').fill('webhook');
    await eventually(async () => (await cards(page).count()) > 0, 'webhook results');
    await expectHidden(page.getByText('Nothing found.', { exact: false }), 'the no-results text after a match');
  });
});

test(
  'on a phone the title comes first, the types fold away and the pager keeps "Page 1 of 5" on one line',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    await withPage(t, { label: '390px', viewport: { width: 390, height: 844 }, touch: true }, async ({ page }) => {
      await page.goto('/reference/changelog');
      const title = page.getByRole('heading', { level: 1, name: 'API changelog' });
      await expectVisible(title, 'the changelog heading');
      const search = page.getByLabel('Search');
      const [titleBox, searchBox] = [await title.boundingBox(), await search.boundingBox()];
      assert.ok(titleBox && searchBox && titleBox.y < searchBox.y, 'the title above the filters');

      const toggle = page.getByRole('button', { name: 'Types', exact: true });
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      await expectHidden(page.getByRole('checkbox', { name: 'Sunset' }), 'the types before the button is pressed');
      await eventually(async () => (await cards(page).count()) === 42, 'the entries of the first page');
      const first = await cards(page).first().boundingBox();
      assert.ok(first && first.y < 844, `the first entry starts at ${first?.y} px, below the first screen`);

      await toggle.tap();
      await page.getByRole('checkbox', { name: 'Sunset' }).tap();
      await eventually(async () => searchParam(page, 'filters[type][]').join() === 'sunset', 'the Sunset filter in the URL');
      await expectVisible(page.getByRole('button', { name: 'Types (1 selected)' }), 'the count of ticked types');

      await page.goto('/reference/changelog?per_page=10');
      const pager = page.getByRole('navigation', { name: /pagination/i }).first();
      const pageOf = pager.getByText('Page 1 of 5');
      await expectVisible(pageOf, 'the page count');
      const box = await pageOf.boundingBox();
      assert.ok(box && box.height < 30, `"Page 1 of 5" is ${box?.height} px tall: wrapped`);
      assert.equal(await sidewaysScroll(page), 0, 'nothing runs past the screen');
      await expectAccessible(page, 'the changelog on a phone');
    });
  },
);

test(
  'on a phone the reference folds its contents behind a button that names the page, and folds them again once a page is picked',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    await withPage(t, { label: '390px', viewport: { width: 390, height: 844 }, touch: true }, async ({ page }) => {
      await page.goto('/reference/rest/docs/rest-api-overview');
      const title = page.getByRole('heading', { level: 1, name: 'Rest API overview' });
      await expectVisible(title, 'the overview heading');
      const box = await title.boundingBox();
      assert.ok(box && box.y < 400, `the overview's title starts at ${box?.y} px: the contents fill the first screen`);
      const contents = page.getByRole('complementary', { name: 'Reference contents' });
      const toggle = contents.getByRole('button', { name: 'Contents: Overview' });
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      await expectHidden(contents.getByRole('link', { name: 'Projects', exact: true }), 'the contents before the button is pressed');
      await toggle.tap();
      await contents.getByRole('link', { name: 'Projects', exact: true }).tap();
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Projects' }), 'the Projects page');
      await expectVisible(
        contents.getByRole('button', { name: 'Contents: Projects', expanded: false }),
        'the contents folded again, naming the page',
      );
      assert.equal(await sidewaysScroll(page), 0, 'nothing runs past the screen');
    });
  },
);

test('internal entries and the branch switch are for employees and admins only', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  await withPage(t, { label: 'developer', viewport: { width: 1400, height: 900 } }, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, DEMO.developer, DEMO_PASSWORD);
    // Spec 1 §7: the changelog call carries the CSRF header, the first one of a freshly loaded page too.
    const firstCall = page.waitForRequest((request) => request.url().includes('/api/v1/resource_groups/aggregated_changelog'));
    await page.goto('/reference/changelog?filters[search]=service sync&custom_service_sha=4f1c2e9a');
    assert.ok((await firstCall).headers()['x-csrf-token'], 'the first changelog call of a fresh page has the CSRF header');
    await expectVisible(page.getByText('Nothing found.', { exact: false }), 'no internal entries for a developer');
    assert.equal(await page.getByLabel('Service branch').count(), 0, 'no branch switch for a developer');
    await page.goto('/reference/rest/docs/projects');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Projects' }), 'the Projects group page');
    assert.equal(await page.getByRole('link', { name: 'Service Sync (internal)' }).count(), 0, 'no internal group in the navigation');
  });
  await withPage(t, { label: 'employee', viewport: { width: 1400, height: 900 } }, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, DEMO.employee, DEMO_PASSWORD);
    await page.goto('/reference/changelog?filters[search]=service sync');
    await eventually(async () => (await cards(page).count()) > 0, 'internal entries for an employee');
    await expectVisible(cards(page).first().getByText('Internal'), 'the Internal badge');
    await page.getByLabel('Search').fill('');
    const branch = page.getByLabel('Service branch');
    await expectVisible(branch, 'the branch switch');
    await branch.selectOption({ label: 'rest-v2-preview (4f1c2e9a)' });
    await eventually(async () => searchParam(page, 'custom_service_sha')[0] === '4f1c2e9a', 'custom_service_sha in the URL');
    await expectVisible(cards(page).filter({ hasText: 'Projects: cursor pagination' }), "the branch's unreleased entry");
    await expectAccessible(page, 'the changelog as an employee');
  });
});

test('a resource group page renders its operations and is accessible', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  await withPage(t, { viewport: { width: 1400, height: 900 } }, async ({ page }) => {
    await page.goto('/reference/rest/docs/rest-api-overview');
    await page.getByRole('complementary', { name: 'Reference contents' }).getByRole('link', { name: 'Webhooks' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Webhooks' }), 'the Webhooks page');
    await expectVisible(page.getByText('/webhooks/hooks/{id}/deliveries'), 'an operation of the group');
    await expectAccessible(page, 'a group page');
    await page.getByText('/webhooks/hooks/{id}/deliveries').click();
    await expectVisible(page.getByText('The last 30 days of delivery attempts', { exact: false }), 'the expanded operation');
    await expectAccessible(page, 'a group page with an operation open');
    await page.goto('/reference/rest/docs/rest-api-overview');
    await expectAccessible(page, 'the Rest API overview');
  });
});
