// The public Marketplace catalog in the browser. Set-up through the API: a developer publishes an app
// (a complete listing with a logo, three screenshots and a showcase video, approved silently by the
// admin). A signed-out visitor opens /marketplace, searches a 3-letter piece of the app's unique
// name, filters by one of its categories (the URL keeps both across a reload), opens the listing and
// sees its screenshots and video, its regions and countries by the reference lists' names (public), and is
// offered "Sign in to install". A signed-in user sees the same names and the installation made earlier through the
// API (the page lists the user's installations from the server), installs it for a demo company (a company it is
// installed for already answers 409 inline), sees the success, reloads and opens the page in a fresh browser (both
// installations still listed, each with its Uninstall), and uninstalls; once the listing is republished not
// installable, Install is gone while an earlier installation can still be uninstalled. Axe checks both pages.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, test } from 'node:test';
import { expectAccessible } from '../lib/a11y.mjs';
import { newDeveloperSession, SLOW_MS } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { eventually, expectHidden, expectPath, expectVisible } from '../lib/expect.mjs';
import { CATEGORY, publishListing, republishListing } from '../lib/marketplace.mjs';
import { apiCall, signIn } from '../lib/notifications.mjs';
import { loseFirstAnswer } from '../lib/ui.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('../lib/notifications.mjs').ApiSession} ApiSession */

/** @type {Awaited<ReturnType<typeof publishListing>>} */
let listing;

/**
 * Waits until the server's list of the user's installations names exactly `companies` (newest first): the list is
 * read from the metrics service, a moment behind the install, and a reload shows what the server lists.
 * @param {ApiSession} session @param {string} appId @param {string[]} companies
 */
const serverLists = (session, appId, companies) =>
  eventually(
    async () => {
      const answer = await apiCall(session, 'GET', `/api/v1/marketplace/listings/${appId}/installations`);
      const listed = Array.isArray(answer.data) ? answer.data.map((/** @type {{ company_name: string }} */ i) => i.company_name) : [];
      return answer.status === 200 && JSON.stringify(listed) === JSON.stringify(companies);
    },
    `the server lists ${JSON.stringify(companies)}`,
    SLOW_MS,
  );

before(async () => {
  // A region whose name no id spells ("Middle East & Africa"), and a country in it.
  listing = await publishListing({ fields: { region_ids: ['europe', 'middle-east-africa'], country_ids: ['gb', 'ae'] } });
});

/** The listing page's Availability section. @param {Page} page */
const availability = (page) => page.getByRole('region', { name: 'Availability', exact: true });

/** @param {Page} page */
const notInstallable = (page) => page.getByText('This app cannot be installed from the Marketplace.', { exact: true });

/** The catalog's card of the listing (a list item with the listing's link). @param {Page} page */
const card = (page) =>
  page
    .getByRole('list', { name: 'Apps' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: listing.name, exact: true }) });

test(
  'a signed-out visitor finds the app by name and category, opens it and sees its screenshots',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    await withPage(t, {}, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Marketplace', exact: true }).click();
      await expectPath(page, '/marketplace');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Marketplace' }), 'the Marketplace heading');
      await expectVisible(page.getByRole('list', { name: 'Apps' }).getByRole('listitem').first(), 'the catalog cards', SLOW_MS);

      // Search a 3-letter piece of the unique name (debounced into the URL).
      // What the search matches is said under the box (a placeholder was cut off by the sidebar's width).
      const hint = await page
        .getByLabel('Search apps', { exact: true })
        .evaluate((box) => box.ownerDocument.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent);
      assert.equal(hint, 'Matches the name, tagline or builder.');
      await page.getByLabel('Search apps', { exact: true }).fill(listing.piece);
      await eventually(() => new URL(page.url()).searchParams.get('search') === listing.piece, `search=${listing.piece} in the URL`);
      await expectVisible(card(page), 'the app found by a piece of its name', SLOW_MS);
      await expectVisible(card(page).getByText('Built by E2E Catalog Builders', { exact: true }), 'the builder on the card');
      await expectVisible(card(page).getByText('Crew schedules in both systems', { exact: true }), 'the tagline on the card');
      await expectVisible(card(page).getByRole('listitem').filter({ hasText: CATEGORY.name }), 'the category chip on the card');

      // Filter by one of its categories; the state survives a reload.
      const categories = page.getByRole('group', { name: 'Categories' });
      await categories.getByRole('checkbox', { name: CATEGORY.name, exact: true }).click();
      await eventually(
        () => new URL(page.url()).searchParams.getAll('category').includes(CATEGORY.id),
        `category=${CATEGORY.id} in the URL`,
      );
      await expectVisible(card(page), 'the app in its category', SLOW_MS);
      await page.reload();
      await expectVisible(card(page), 'the app after a reload', SLOW_MS);
      assert.equal(await page.getByLabel('Search apps', { exact: true }).inputValue(), listing.piece, 'the search box kept its text');
      assert.ok(await categories.getByRole('checkbox', { name: CATEGORY.name, exact: true }).isChecked(), 'the category stays ticked');
      await expectAccessible(page, 'the Marketplace catalog');

      // A category the app is not in leaves it out (and says so when nothing is left).
      // A click, then the URL: the box is controlled by the URL, which the router updates in a transition,
      // so on a busy machine its ticked state follows a moment after the click (check()/uncheck() fail then).
      const categoriesInUrl = () => new URL(page.url()).searchParams.getAll('category');
      await categories.getByRole('checkbox', { name: CATEGORY.name, exact: true }).click();
      await eventually(() => !categoriesInUrl().includes(CATEGORY.id), `category=${CATEGORY.id} gone from the URL`);
      await categories.getByRole('checkbox', { name: 'ERP', exact: true }).click();
      await eventually(() => categoriesInUrl().includes('erp'), 'category=erp in the URL');
      await expectHidden(card(page), 'the app outside the ERP category', SLOW_MS);
      await categories.getByRole('checkbox', { name: 'ERP', exact: true }).click();
      await eventually(() => categoriesInUrl().length === 0, 'no category in the URL');
      await page.getByLabel('Search apps', { exact: true }).fill(`${listing.name} no such app`);
      await expectVisible(page.getByText('No apps match your search.'), 'the empty state', SLOW_MS);
      await page.getByRole('button', { name: 'Clear search and filters' }).click();
      await eventually(() => new URL(page.url()).search === '', 'the URL without search or filters');
      assert.equal(await page.getByLabel('Search apps', { exact: true }).inputValue(), '', 'the search box cleared');

      // Open the listing.
      await page.goto(`/marketplace?search=${encodeURIComponent(listing.piece)}`);
      await card(page).getByRole('link', { name: listing.name, exact: true }).click();
      await expectPath(page, `/marketplace/${listing.id}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: listing.name }), 'the listing heading', SLOW_MS);
      await expectVisible(page.getByText('Crew schedules in both systems', { exact: true }), 'the tagline');
      await expectVisible(page.getByText('E2E Catalog Sales', { exact: true }), 'sold by');
      await expectVisible(page.getByText('Two-way schedule sync', { exact: true }), 'a feature bullet');
      // Listing text is plain text: markup shows as written.
      await expectVisible(page.getByText('Second line <b>not bold</b>.', { exact: false }), 'the description as text');
      assert.equal(await page.locator('.listing-page b').count(), 0, 'no markup from the listing in the page');

      const screenshots = page.getByRole('region', { name: 'Screenshots' }).getByRole('img');
      await eventually(async () => (await screenshots.count()) === 3, 'three screenshots');
      await eventually(
        async () =>
          await screenshots.evaluateAll((imgs) =>
            imgs.every((img) => /** @type {any} */ (img).complete && /** @type {any} */ (img).naturalWidth === 1280),
          ),
        'the three screenshots loaded',
        SLOW_MS,
      );
      await expectVisible(page.getByRole('region', { name: 'Videos' }).locator('video[controls]'), 'the showcase video player');
      await expectVisible(page.getByRole('link', { name: 'Contact us' }), 'the contact-us link');
      assert.equal(await page.getByRole('link', { name: 'Contact us' }).getAttribute('href'), 'mailto:sales@e2e.example.com');
      // Regions and countries by the reference lists' names, which are public: a visitor sees them too.
      await expectVisible(availability(page).getByText('United Kingdom, United Arab Emirates', { exact: true }), 'the countries by name');
      await expectVisible(availability(page).getByText('Europe, Middle East & Africa', { exact: true }), 'the regions by the lists’ names');
      await expectVisible(page.getByRole('link', { name: 'Sign in to install' }), 'Sign in to install for a visitor');
      await expectHidden(page.getByRole('button', { name: 'Install', exact: true }), 'no Install button for a visitor');
      await expectAccessible(page, 'the Marketplace listing page');
    });
  },
);

test('a signed-in user installs the app for a demo company and uninstalls it', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  const { dev, session } = await newDeveloperSession();
  const suffix = randomBytes(3).toString('hex');
  const taken = `E2E Taken Co ${suffix}`;
  const company = `E2E Demo Co ${suffix}`;
  const kept = `E2E Kept Co ${suffix}`;
  // A company it is installed for already: the page says so inline.
  const existing = await apiCall(session, 'POST', `/api/v1/marketplace/listings/${listing.id}/installations`, {
    company_name: taken,
    demo: false,
  });
  assert.equal(existing.status, 201, `set-up: installing for ${taken} answered ${existing.status}: ${JSON.stringify(existing.data)}`);
  await serverLists(session, listing.id, [taken]);
  const installedFor = (/** @type {Page} */ page, /** @type {string} */ name, demo = false) =>
    page.getByText(`Installed for ${name}${demo ? ' (demo company)' : ''}.`, { exact: true });
  const uninstallFrom = (/** @type {Page} */ page, /** @type {string} */ name) =>
    page.getByRole('button', { name: `Uninstall from ${name}` });

  await withPage(t, {}, async ({ page }) => {
    await signIn(page, dev.email, dev.password);
    await page.goto(`/marketplace/${listing.id}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: listing.name }), 'the listing heading', SLOW_MS);
    // Signed in, the regions are named as the reference lists name them (not "Middle East Africa").
    await expectVisible(availability(page).getByText('Europe, Middle East & Africa', { exact: true }), 'the regions by their names');
    // The installation made through the API is listed: the page asks the server, not this browser.
    await expectVisible(installedFor(page, taken), 'the installation made elsewhere', SLOW_MS);
    await expectVisible(uninstallFrom(page, taken), 'its Uninstall');
    await page.getByRole('button', { name: 'Install for another company', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: `Install ${listing.name}` });
    await expectVisible(dialog, 'the install dialog');
    const companyField = dialog.getByLabel('Company name', { exact: true });
    await dialog.getByRole('button', { name: 'Allow and install', exact: true }).click();
    await expectVisible(dialog.getByText('This field is required'), 'the company name is required');
    await expectAccessible(page, 'the install dialog');

    await companyField.fill(taken);
    await dialog.getByRole('button', { name: 'Allow and install', exact: true }).click();
    await expectVisible(dialog.getByRole('alert'), 'the 409 message in the dialog', SLOW_MS);
    const conflict = await dialog.getByRole('alert').innerText();
    assert.match(conflict, /already installed/i, `the conflict message: ${conflict}`);

    // The first install's answer is lost; Install again is answered with that install, not "already installed".
    const keys = await loseFirstAnswer(page, /\/installations$/);
    await companyField.fill(company);
    await dialog.getByLabel('Demo company', { exact: true }).check();
    await dialog.getByRole('button', { name: 'Allow and install', exact: true }).click();
    await expectVisible(dialog.getByRole('alert').filter({ hasText: 'the portal could not be reached' }), 'the failed send');
    await dialog.getByRole('button', { name: 'Allow and install', exact: true }).click();
    await expectHidden(dialog, 'the dialog after installing', SLOW_MS);
    assert.equal(keys.length, 2);
    assert.equal(keys[1], keys[0], 'the second send repeats the Idempotency-Key');
    const done = installedFor(page, company, true);
    // Shown at once, before the server's list (a moment behind) has it.
    await expectVisible(done, 'the installed message');
    await expectVisible(uninstallFrom(page, company), 'the Uninstall button');

    // Listed by the server, so still there after a reload, newest first.
    await serverLists(session, listing.id, [company, taken]);
    await page.reload();
    await expectVisible(done, 'the installed message after a reload', SLOW_MS);
    await expectVisible(installedFor(page, taken), 'the earlier installation after a reload');
    assert.deepEqual(
      await page.locator('.install__item .install__message').allInnerTexts(),
      [`Installed for ${company} (demo company).`, `Installed for ${taken}.`],
      'newest first',
    );
    await expectVisible(uninstallFrom(page, taken), 'each with its Uninstall');
    await page.getByRole('button', { name: `Uninstall from ${company}` }).click();
    await expectVisible(page.getByText(`Uninstalled from ${company}.`, { exact: true }), 'the uninstalled message', SLOW_MS);
    await expectHidden(done, 'the uninstalled one no longer listed');
    await expectVisible(installedFor(page, taken), 'the other one still listed');
    await expectVisible(page.getByRole('button', { name: 'Install for another company', exact: true }), 'Install offered again');
    await serverLists(session, listing.id, [taken]);

    // The company is free again: installing it through the API works.
    const again = await apiCall(session, 'POST', `/api/v1/marketplace/listings/${listing.id}/installations`, {
      company_name: company,
      demo: true,
    });
    assert.equal(
      again.status,
      201,
      `installing for ${company} after the uninstall answered ${again.status}: ${JSON.stringify(again.data)}`,
    );

    // Installed for another company, then the listing is republished not installable: no Install any more,
    // while the installation made before can still be uninstalled.
    await page.getByRole('button', { name: 'Install for another company', exact: true }).click();
    await dialog.getByLabel('Company name', { exact: true }).fill(kept);
    await dialog.getByRole('button', { name: 'Allow and install', exact: true }).click();
    await expectVisible(installedFor(page, kept), 'installed for another company', SLOW_MS);
    await serverLists(session, listing.id, [kept, company, taken]);
    await republishListing(listing, { installable: false }, (published) => published.installable === false);
    await page.reload();
    await expectVisible(installedFor(page, kept), 'the earlier installation still shown', SLOW_MS);
    await uninstallFrom(page, kept).click();
    await expectVisible(page.getByText(`Uninstalled from ${kept}.`, { exact: true }), 'uninstalled', SLOW_MS);
    await expectVisible(notInstallable(page), 'still not installable');
    await expectHidden(page.getByRole('button', { name: /^Install( for another company)?$/ }), 'no Install for a listing not installable');
  });

  // Another browser, the same user: nothing of the installations lives in the first one.
  await withPage(t, { label: 'fresh browser' }, async ({ page }) => {
    await serverLists(session, listing.id, [company, taken]);
    await signIn(page, dev.email, dev.password);
    await page.goto(`/marketplace/${listing.id}`);
    await expectVisible(installedFor(page, company, true), 'the installation made through the API after the uninstall', SLOW_MS);
    await expectVisible(installedFor(page, taken), 'the first installation');
    await expectHidden(page.getByText(`Installed for ${kept}.`, { exact: true }), 'not the uninstalled one');
    await uninstallFrom(page, taken).click();
    await expectVisible(page.getByText(`Uninstalled from ${taken}.`, { exact: true }), 'uninstalled from the fresh browser', SLOW_MS);
    await expectAccessible(page, 'the listing page with installations');
  });

  await withPage(t, { label: 'visitor, not installable' }, async ({ page }) => {
    await page.goto(`/marketplace/${listing.id}`);
    await expectVisible(notInstallable(page), 'the listing says it cannot be installed', SLOW_MS);
    await expectHidden(page.getByRole('link', { name: 'Sign in to install' }), 'no "Sign in to install" for it');
  });
});

test('on a phone the categories fold away behind a button that counts the ticked ones', async (t) => {
  await withPage(t, { label: '390px', viewport: { width: 390, height: 844 } }, async ({ page }) => {
    await page.goto('/marketplace');
    const toggle = page.getByRole('button', { name: 'Categories', exact: true });
    await expectVisible(toggle, 'the Categories button');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    await expectHidden(page.getByRole('checkbox', { name: 'ERP', exact: true }), 'the categories before the button is pressed');
    // The first results are on the first screen.
    await expectVisible(page.getByRole('list', { name: 'Apps' }).getByRole('listitem').first(), 'the first result');
    const top = await page.getByRole('list', { name: 'Apps' }).boundingBox();
    assert.ok(top && top.y < 844, `the results start at ${top?.y} px, below the first screen`);

    await toggle.click();
    await page.getByRole('group', { name: 'Categories' }).getByRole('checkbox', { name: 'ERP', exact: true }).click();
    await expectVisible(page.getByRole('button', { name: 'Categories (1 selected)' }), 'the count of ticked categories');
    await expectAccessible(page, 'the catalog on a phone');
  });
});

test('an address past the last page shows the last page of the catalog and of the changelog', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/marketplace?page=9999');
    await expectVisible(
      card(page)
        .or(page.getByRole('list', { name: 'Apps' }))
        .first(),
      'listings on the last page',
    );
    await expectHidden(page.getByText('No apps match your search.'), 'no "No apps match" without a search');
    assert.notEqual(new URL(page.url()).searchParams.get('page'), '9999', 'the address names the page shown');
    await page.goto('/reference/changelog?per_page=10&page=9999');
    await expectVisible(page.getByText('Page 5 of 5').first(), 'the changelog its last page (42 entries, 10 a page)');
  });
});
