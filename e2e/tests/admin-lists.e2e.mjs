// Admin lists in the browser (issue 14): Developer Apps, Registered Developers, OAuth Applications
// and the Review Queue, each with the spec's list behaviour (sort cycle, search back to page 1,
// pagination from the `total` / `per-page` headers, "An error occurred" when the call fails), the
// OAuth list's environment switch, the queue's badges from a real manifest submission, and Axe.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiCall } from '../lib/notifications.mjs';
import { configuredManifest, createAppViaApi, newDeveloperSession, uniqueAppName } from '../lib/apps.mjs';
import { expectAccessible } from '../lib/a11y.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { eventually, expectHidden, expectPath, expectVisible } from '../lib/expect.mjs';
import { publishListing } from '../lib/marketplace.mjs';
import { signInWithForm } from '../lib/ui.mjs';

/** @typedef {import('playwright-core').Page} Page */

const LISTS = [
  {
    path: '/admin/developer_apps',
    api: '/api/v1/admin/developer_apps',
    heading: 'Developer Apps',
    sortLabel: 'Internal name',
    sortKey: 'internal_name',
  },
  { path: '/admin/developers', api: '/api/v1/admin/developers', heading: 'Registered Developers', sortLabel: 'E-mail', sortKey: 'email' },
  {
    path: '/admin/oauth_applications',
    api: '/api/v1/admin/oauth_applications',
    heading: 'OAuth Applications',
    sortLabel: 'App ID',
    sortKey: 'uid',
  },
  {
    path: '/admin/developer_apps/review_queue',
    api: '/api/v1/admin/review_queue',
    heading: 'Review Queue',
    sortLabel: 'Owner Email',
    sortKey: 'owner',
  },
];

async function signInAsAdmin(/** @type {Page} */ page, path) {
  await page.goto('/sign_in');
  await expectVisible(page.getByRole('form', { name: 'Sign in' }), 'the sign-in form', 30_000);
  await signInWithForm(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto(path);
  await expectPath(page, new URL(path, 'http://portal').pathname);
}

/** The list calls the page makes (their URLs), recorded from now on. */
function recordCalls(/** @type {Page} */ page, api) {
  /** @type {URL[]} */
  const calls = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === api) calls.push(url);
  });
  return calls;
}

const urlParam = (/** @type {Page} */ page, name) => new URL(page.url()).searchParams.get(name);

async function lastCallHas(calls, check, what) {
  await eventually(
    () => calls.length > 0 && check(calls[calls.length - 1].searchParams),
    () => `${what}; last call: ${calls.at(-1)?.search ?? 'none'}`,
  );
}

for (const list of LISTS) {
  test(
    `${list.heading}: sort cycle, search back to page 1, pagination from the headers, the error notice, Axe`,
    { timeout: TEST_TIMEOUT_MS },
    async (t) => {
      await withPage(t, {}, async ({ page }) => {
        // Pagination from the headers: 120 rows of 50 a page are 3 pages, whatever the real list holds.
        await page.route(`**${list.api}?**`, async (route) => {
          // A call still in flight when the test swaps the handler (the error step) is left alone.
          try {
            const response = await route.fetch();
            await route.fulfill({ response, headers: { ...response.headers(), total: '120', 'per-page': '50' } });
          } catch {
            // handled by the next handler, or the page is gone
          }
        });
        const calls = recordCalls(page, list.api);
        await signInAsAdmin(page, list.path);
        await expectVisible(page.getByRole('heading', { level: 1, name: list.heading }), `the ${list.heading} heading`);
        const table = page.getByRole('table', { name: list.heading });
        await expectVisible(table, 'the list table');
        await lastCallHas(calls, (q) => q.get('page') === '1' && q.get('per_page') === '50', 'the first call asks for page 1 of 50 rows');
        await expectAccessible(page, list.path);

        const pager = page.getByRole('navigation', { name: 'Pagination', exact: true });
        await expectVisible(pager.getByText('Page 1 of 3'), '"Page 1 of 3" from total 120 / per-page 50');
        await pager.getByRole('button', { name: 'Next' }).click();
        await eventually(() => urlParam(page, 'page') === '2', 'Next goes to page 2');
        await lastCallHas(calls, (q) => q.get('page') === '2', 'page 2 is fetched');
        await pager.getByRole('button', { name: 'Next' }).click();
        await expectVisible(pager.getByText('Page 3 of 3'), 'the last page');
        assert.equal(await pager.getByRole('button', { name: 'Next' }).isDisabled(), true, 'no page past the last one');
        // The pressed button, disabled on the last page, hands its focus to Previous (not to the page body).
        assert.equal(
          await pager.getByRole('button', { name: 'Previous' }).evaluate((el) => el === el.ownerDocument.activeElement),
          true,
          'Previous focused on the last page',
        );
        // The pagination below the table pages too, named apart from the one above (one name per landmark).
        const below = page.getByRole('navigation', { name: 'Pagination below the list' });
        await below.getByRole('button', { name: 'Previous' }).click();
        await eventually(() => urlParam(page, 'page') === '2', 'Previous below the table goes back to page 2');

        // Sort cycle: ascending, descending with a minus, none; each back to page 1.
        const header = table.getByRole('button', { name: list.sortLabel, exact: true });
        await header.click();
        await eventually(
          () => urlParam(page, 'sort') === list.sortKey && urlParam(page, 'page') === null,
          `sort=${list.sortKey} on page 1`,
        );
        await lastCallHas(calls, (q) => q.get('sort') === list.sortKey && q.get('page') === '1', 'the ascending sort is fetched');
        await header.click();
        await eventually(() => urlParam(page, 'sort') === `-${list.sortKey}`, `sort=-${list.sortKey}`);
        await lastCallHas(calls, (q) => q.get('sort') === `-${list.sortKey}`, 'the descending sort is fetched');
        await header.click();
        await eventually(() => urlParam(page, 'sort') === null, 'the third click removes the sort');
        await lastCallHas(calls, (q) => !q.has('sort'), 'the unsorted list is fetched');

        // Search from page 2: back to page 1.
        await pager.getByRole('button', { name: 'Next' }).click();
        await eventually(() => urlParam(page, 'page') === '2', 'on page 2 again');
        await page.getByRole('searchbox', { name: 'Search' }).fill('zz-no-such-thing');
        await eventually(
          () => urlParam(page, 'search') === 'zz-no-such-thing' && urlParam(page, 'page') === null,
          'the search reloads page 1',
        );
        await lastCallHas(
          calls,
          (q) => q.get('filters[search]') === 'zz-no-such-thing' && q.get('page') === '1',
          'the search is fetched on page 1',
        );

        // The API failing: the table is replaced by the error notice.
        await page.unroute(`**${list.api}?**`);
        await page.route(`**${list.api}?**`, (route) =>
          route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom","errors":[]}' }),
        );
        await page.getByRole('searchbox', { name: 'Search' }).fill('zz-fails');
        await expectVisible(page.getByRole('alert').getByText('An error occurred'), 'the error notice');
        await expectVisible(page.getByRole('alert').getByText('boom'), "the server's message under it");
        await expectHidden(page.getByRole('table'), 'the table, replaced by the notice');
      });
    },
  );
}

test('OAuth Applications: the environment selector switches the list and reloads page 1', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  await withPage(t, {}, async ({ page }) => {
    const calls = recordCalls(page, '/api/v1/admin/oauth_applications');
    await signInAsAdmin(page, '/admin/oauth_applications?page=2');
    // Page 2 is asked for first; with fewer than 51 production clients the list then shows its last page (1).
    await eventually(
      () => calls[0]?.searchParams.get('environment') === 'production' && calls[0]?.searchParams.get('page') === '2',
      'production, page 2 at first',
    );
    const selector = page.getByRole('combobox', { name: 'Environment' });
    assert.deepEqual(await selector.locator('option').allInnerTexts(), ['Production', 'Sandbox', 'Monthly Sandbox']);
    await selector.selectOption({ label: 'Sandbox' });
    await lastCallHas(calls, (q) => q.get('environment') === 'sandbox' && q.get('page') === '1', 'the sandbox clients from page 1');
    await eventually(() => urlParam(page, 'environment') === 'sandbox' && urlParam(page, 'page') === null, 'the URL keeps the environment');
    const table = page.getByRole('table', { name: 'OAuth Applications' });
    await expectVisible(table.getByRole('columnheader', { name: 'Associated Developer App' }), 'the Associated Developer App column');
    await selector.selectOption({ label: 'Monthly Sandbox' });
    await lastCallHas(calls, (q) => q.get('environment') === 'monthly_sandbox', 'the monthly sandbox list');
    await expectVisible(table.getByText('No OAuth applications found.'), 'no monthly sandbox clients');
    // A pick made while the search box's debounce is pending survives it (the search builds on the newest state).
    await page.getByRole('searchbox', { name: 'Search' }).fill('zz-typed-then-picked');
    await selector.selectOption({ label: 'Sandbox' });
    await lastCallHas(
      calls,
      (q) => q.get('environment') === 'sandbox' && q.get('filters[search]') === 'zz-typed-then-picked',
      'the search and the environment picked during its debounce, together',
    );
    await eventually(
      () => urlParam(page, 'environment') === 'sandbox' && urlParam(page, 'search') === 'zz-typed-then-picked',
      'the URL keeps both',
    );
  });
});

test(
  'Developer Apps: created-by filter from the developers search, links to the app and the review queue',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const { dev, session } = await newDeveloperSession();
    const app = await createAppViaApi(session, uniqueAppName('Listed'));
    await withPage(t, {}, async ({ page }) => {
      const calls = recordCalls(page, '/api/v1/admin/developer_apps');
      await signInAsAdmin(page, '/admin/developer_apps');
      await page.getByRole('combobox', { name: 'Created by' }).fill(dev.email);
      const option = page.getByRole('option', { name: dev.email });
      await option.click();
      // The choice lands in the URL first, then the list shows it.
      await eventually(async () => (await option.getAttribute('aria-selected')) === 'true', 'the owner is selected');
      await lastCallHas(calls, (q) => q.getAll('filters[owner_id][]').length === 1 && q.get('page') === '1', 'the bracket owner filter');
      const table = page.getByRole('table', { name: 'Developer Apps' });
      const row = table.getByRole('row').filter({ hasText: app.internal_name });
      await expectVisible(row, "the owner's app");
      await expectVisible(row.getByText(dev.email), 'the owner e-mail');
      await expectVisible(page.getByRole('button', { name: `Remove ${dev.email}` }), 'the chosen owner as a chip');
      await page.getByRole('link', { name: 'Review Queue' }).click();
      await expectPath(page, '/admin/developer_apps/review_queue');
      await expectVisible(
        page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Developer Apps' }),
        'the breadcrumb back',
      );
    });
  },
);

test(
  'Review Queue: a submitted manifest shows with its Manifest badge, date, wait and due date',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const { session } = await newDeveloperSession();
    const app = await createAppViaApi(session, uniqueAppName('Queued'));
    const sandbox = await apiCall(session, 'POST', '/api/v1/app_versioned_manifests', {
      developer_app_id: app.id,
      environment_type: 'Sandbox',
      configured_manifest_content: configuredManifest(),
    });
    assert.equal(sandbox.status, 201, `set-up: sandbox manifest answered ${sandbox.status}: ${JSON.stringify(sandbox.data).slice(0, 300)}`);
    const promoted = await apiCall(session, 'POST', '/api/v1/app_version_promotions', {
      app_version_promotion: { source_app_version_id: sandbox.data.manifest.id, changelog: 'First release' },
    });
    assert.equal(promoted.status, 201, `set-up: promotion answered ${promoted.status}`);
    const submitted = await apiCall(session, 'PATCH', `/api/v1/app_versions/${promoted.data.app_version_promotion.manifest.id}`, {
      app_version: { state: 'in_review', developer_notes: 'Please review' },
    });
    assert.equal(submitted.status, 200, `set-up: submission answered ${submitted.status}`);
    const today = new Date().toISOString().slice(0, 10);

    await withPage(t, {}, async ({ page }) => {
      await signInAsAdmin(page, `/admin/developer_apps/review_queue?search=${encodeURIComponent(app.internal_name)}`);
      const table = page.getByRole('table', { name: 'Review Queue' });
      const row = table.getByRole('row').filter({ hasText: app.internal_name });
      await expectVisible(row, 'the submitted app in the queue', 30_000);
      await expectVisible(row.getByText('Manifest', { exact: true }), 'the Manifest badge');
      await expectHidden(row.getByText('Marketplace', { exact: true }), 'no Marketplace badge (no listing in review)');
      await expectHidden(row.getByText(/^(New|Update)$/), 'no New/Update without a listing in review');
      await expectVisible(row.getByRole('cell', { name: today }).first(), 'in review today');
      await expectVisible(row.getByText('0 days'), 'waited 0 days');
      await expectVisible(row.getByRole('link', { name: app.internal_name }), 'the name links to the app');
      await expectAccessible(page, 'the review queue with a row');
      // Unticking "In review only" still lists it; the default is back on page 1.
      // A click, not uncheck(): the box follows the URL, which changes a moment after the click.
      await page.getByRole('checkbox', { name: 'In review only' }).click();
      await eventually(() => urlParam(page, 'in_review') === 'false', 'inReview off in the URL');
      await eventually(async () => !(await page.getByRole('checkbox', { name: 'In review only' }).isChecked()), 'the box unticked');
      await expectVisible(row, 'the app with inReview off');
      await row.getByRole('link', { name: app.internal_name }).click();
      await expectPath(page, `/admin/developer_apps/${app.id}`);
    });
  },
);

test(
  'Review Queue: a submitted listing shows its Marketplace badge, New before publication and Update after',
  { timeout: TEST_TIMEOUT_MS + 60_000 },
  async (t) => {
    const listing = await publishListing({ approve: false });
    const name = listing.app.internal_name;
    await withPage(t, {}, async ({ page }) => {
      await signInAsAdmin(page, `/admin/developer_apps/review_queue?search=${encodeURIComponent(name)}`);
      const row = page.getByRole('table', { name: 'Review Queue' }).getByRole('row').filter({ hasText: name });
      await expectVisible(row, 'the app with its listing in review', 30_000);
      await expectVisible(row.getByText('Marketplace', { exact: true }), 'the Marketplace badge');
      await expectHidden(row.getByText('Manifest', { exact: true }), 'no Manifest badge');
      await expectVisible(row.getByText('New', { exact: true }), 'New: never published');

      const approved = await apiCall(listing.admin, 'PATCH', `/api/v1/admin/submissions/${listing.id}`, {
        submission: { state: 'published', silent: true },
      });
      assert.equal(approved.status, 200, `set-up: approving answered ${approved.status}`);
      const changed = await apiCall(listing.developer, 'PATCH', `/api/v1/submissions/${listing.id}`, {
        submission: { tagline: 'Now with exports', state: 'in_review' },
      });
      assert.equal(changed.status, 200, `set-up: resubmitting answered ${changed.status}: ${JSON.stringify(changed.data).slice(0, 300)}`);
      await eventually(
        async () => {
          await page.reload();
          // Give the reloaded page time to fetch and render its rows: checking at once reloaded every
          // 200 ms on a busy machine, and no load ever finished before the next (a failure seen once).
          return row
            .getByText('Update', { exact: true })
            .waitFor({ state: 'visible', timeout: 3_000 })
            .then(
              () => true,
              () => false,
            );
        },
        'Update: a change to a published listing',
        30_000,
      );
      await expectVisible(row.getByText('Marketplace', { exact: true }), 'still the Marketplace badge');
      // Only the listing waits: its row opens the admin app page on the Marketplace Listing tab.
      await row.getByRole('link', { name }).click();
      await eventually(async () => new URL(page.url()).searchParams.get('tab') === 'marketplace', 'tab=marketplace in the URL');
      await expectVisible(page.getByRole('button', { name: 'Marketplace Listing', current: 'page' }), 'the Marketplace Listing tab');
    });
  },
);

test(
  'the admin home page links to the lists, and a page past the end never reads "Page 2 of 1"',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    await withPage(t, {}, async ({ page }) => {
      await signInAsAdmin(page, '/admin');
      for (const name of ['Registered Developers', 'Developer Apps', 'Review Queue', 'OAuth Applications']) {
        await expectVisible(page.getByRole('link', { name: new RegExp(`^${name}`) }), `the ${name} link`);
      }
      await page.getByRole('link', { name: /^OAuth Applications/ }).click();
      await expectPath(page, '/admin/oauth_applications');
      await page.goto('/admin/developer_apps/review_queue?page=2&search=zz-nothing-matches');
      await expectVisible(page.getByText('Nothing waits for review.'), 'the empty queue');
      await expectVisible(page.getByText('Page 1 of 1').first(), 'the pager clamps to the last page');
      await expectHidden(page.getByText('Page 2 of 1'), '"Page 2 of 1"');
      // A page past the end of a list with rows (an old link) shows the last page, not "Showing 0–0 of N".
      await page.goto('/admin/developers?page=9999');
      await expectVisible(page.getByText(/^Showing [1-9]\d*–\d+ of \d+$/).first(), 'the last page of developers');
      await expectHidden(page.getByText(/^Showing 0–0/), '"Showing 0–0"');
      assert.notEqual(urlParam(page, 'page'), '9999', 'the address names the page shown');
    });
  },
);

test(
  'Registered Developers: a row opens the edit page; name, company and role change, 422 field errors, a stale page answers 412',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const { dev, id } = await newDeveloperSession();
    const company = `Acme Works ${Date.now()}`;
    await withPage(t, {}, async ({ page }) => {
      await signInAsAdmin(page, `/admin/developers?search=${encodeURIComponent(dev.email)}`);
      const table = page.getByRole('table', { name: 'Registered Developers' });
      const row = table.getByRole('row').filter({ hasText: dev.email });
      await expectVisible(row, 'the new developer');
      await row.getByRole('link').first().click();
      await expectPath(page, `/admin/developers/${id}/edit`);
      await expectVisible(page.getByRole('heading', { name: 'Edit developer' }), 'the edit page');
      await expectAccessible(page, 'the developer edit page');
      const save = page.getByRole('button', { name: 'Save' });
      assert.equal(await save.isDisabled(), true, 'nothing changed yet: Save is disabled');

      // A field error from the command: an empty first name.
      await page.getByLabel('First name').fill(' ');
      await save.click();
      await expectVisible(page.getByText('First name is required').first(), 'the field error');

      await page.getByLabel('First name').fill('Grace');
      await page.getByLabel('Company name').fill(company);
      await page.getByRole('checkbox', { name: /Provider employee/ }).check();
      await save.click();
      await expectPath(page, '/admin/developers');
      await page.goto(`/admin/developers?search=${encodeURIComponent(dev.email)}`);
      const updated = page.getByRole('table', { name: 'Registered Developers' }).getByRole('row').filter({ hasText: dev.email });
      await expectVisible(updated.getByText(company), 'the company name in the list', 20_000);
      await expectVisible(updated.getByRole('link', { name: `Grace ${dev.lastName}` }), 'the new name in the list');
    });
    // If-Match: an old version is refused.
    const { signInViaApi } = await import('../lib/notifications.mjs');
    const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);
    const stale = await apiCall(
      admin,
      'PATCH',
      `/api/v1/admin/developers/${id}`,
      { developer: { company_name: 'Stale' } },
      { 'if-match': 'W/"1"' },
    );
    assert.equal(stale.status, 412, `a stale If-Match answered ${stale.status}`);
    const shown = await apiCall(admin, 'GET', `/api/v1/admin/developers/${id}`);
    assert.equal(shown.data.company_name, company);
    assert.equal(shown.data.is_employee, true);
  },
);

test("a developer's edit page links to the apps they created, filtered by them", { timeout: TEST_TIMEOUT_MS }, async (t) => {
  const { dev, session, id } = await newDeveloperSession();
  const name = uniqueAppName('Owned');
  await createAppViaApi(session, name);
  await withPage(t, {}, async ({ page }) => {
    await signInAsAdmin(page, `/admin/developers/${id}/edit`);
    await page.getByRole('link', { name: 'Apps created by this developer' }).click();
    await expectPath(page, '/admin/developer_apps');
    await expectVisible(page.getByRole('button', { name: `Remove ${dev.email}` }), 'the owner filter, naming the developer');
    const table = page.getByRole('table', { name: 'Developer Apps' });
    await expectVisible(table.getByRole('link', { name }), "the developer's app");
    await eventually(async () => (await table.getByRole('row').count()) === 2, 'one app row under the header');
  });
});

test(
  'an address that names nothing says so, with nothing to retry (a mistyped id, a removed developer)',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    await withPage(t, {}, async ({ page }) => {
      await signInAsAdmin(page, '/admin');
      for (const [path, text] of [
        ['/admin/developers/not-a-uuid/edit', 'There is no developer at this address.'],
        ['/admin/developers/00000000-0000-4000-8000-000000000000/edit', 'There is no developer at this address.'],
        ['/admin/developer_apps/not-a-uuid', 'There is no developer app at this address.'],
        ['/admin/notifications/not-a-uuid/edit', 'This notification does not exist or was deleted.'],
      ]) {
        await page.goto(path);
        await expectVisible(page.getByText(text), `${path}: "${text}"`);
        for (const raw of ['must match format', 'Try again']) await expectHidden(page.getByText(raw), `${path}: no "${raw}"`);
      }
      await page.goto('/admin/developers/not-a-uuid/edit');
      await page.getByRole('link', { name: 'Back to Registered Developers' }).click();
      await expectPath(page, '/admin/developers');
    });
  },
);
