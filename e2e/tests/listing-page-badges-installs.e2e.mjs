// What a customer reads on a listing's Marketplace page beyond its text (QA pass of 2026-12-03): the
// product tools the developer ticked on the editor's Tools tab ("Works with", by the reference lists'
// titles), the reviewers' Beta and security trust badges, and "All countries" for a listing available
// everywhere (it named some fifty countries one by one after the regions). A listing with none of
// these shows no badges, no "Works with" and its regions by name. A company admin installs the app for a second
// company without uninstalling the first ("Install for another company"; the page offered only Uninstall once one
// installation was listed), and uninstalls each on its own. An installation outlives its app's deletion: the listing's
// address says the app is not on the Marketplace and still lists it with its Uninstall (the installer's only).
// Set-up through the API; Axe checks the page.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { expectAccessible } from '../lib/a11y.mjs';
import { newDeveloperSession, SLOW_MS } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { GATEWAY_URL, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { cookiesFor } from '../lib/first-load.mjs';
import { eventually, expectHidden, expectVisible } from '../lib/expect.mjs';
import { publishListing } from '../lib/marketplace.mjs';
import { apiCall } from '../lib/notifications.mjs';

/** @typedef {import('playwright-core').Page} Page */

/** @type {Awaited<ReturnType<typeof publishListing>>} */
let everywhere;
/** @type {Awaited<ReturnType<typeof publishListing>>} */
let plain;
/** @type {{ id: string, title: string }[]} */
let tools;

before(async () => {
  const reference = await (await fetch(`${GATEWAY_URL}/api/v1/marketplace/reference`)).json();
  tools = reference.product_tools.slice(0, 2);
  assert.equal(tools.length, 2, 'the reference lists have product tools');
  const region_ids = reference.regions.map((/** @type {{ id: string }} */ r) => r.id);
  const country_ids = reference.regions.flatMap((/** @type {{ countries: { id: string }[] }} */ r) => r.countries.map((c) => c.id));
  everywhere = await publishListing({
    approve: false,
    fields: { product_tool_ids: tools.map((tool) => tool.id), region_ids, country_ids },
  });
  // The reviewer turns on the beta release and the security trust badge as they approve.
  const approved = await apiCall(everywhere.admin, 'PATCH', `/api/v1/admin/submissions/${everywhere.id}`, {
    submission: { beta: true, security_badge: true, state: 'published', silent: true },
  });
  assert.equal(approved.status, 200, `set-up: approving answered ${approved.status}: ${JSON.stringify(approved.data).slice(0, 300)}`);
  plain = await publishListing({ fields: { product_tool_ids: [], region_ids: ['europe'], country_ids: ['gb'] } });
});

/** @param {Page} page @param {string} name */
const section = (page, name) => page.getByRole('region', { name, exact: true });

test(
  'a listing page shows the tools the app works with, its badges and "All countries" when available everywhere',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    await withPage(t, {}, async ({ page }) => {
      await page.goto(`/marketplace/${everywhere.id}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: everywhere.name }), 'the listing page', SLOW_MS);

      const badges = page.getByRole('list', { name: 'Listing badges' });
      await expectVisible(badges.getByRole('listitem').filter({ hasText: /^Beta$/ }), 'the Beta badge');
      await expectVisible(badges.getByRole('listitem').filter({ hasText: /^Security reviewed$/ }), 'the security trust badge');

      const worksWith = section(page, 'Works with');
      await expectVisible(worksWith, 'the Works with section', SLOW_MS);
      assert.deepEqual(
        await worksWith.getByRole('listitem').allTextContents(),
        tools.map((tool) => tool.title),
        'the ticked tools by their titles',
      );

      const availability = section(page, 'Availability');
      await expectVisible(availability.getByText('All countries', { exact: true }), 'all countries in two words');
      await expectVisible(availability.getByText(/^North America, .*Asia Pacific/), 'the regions by name');
      await expectHidden(availability.getByText(/United Kingdom/), 'no list of every country');
      await expectAccessible(page, 'the listing page with badges and tools');
    });
  },
);

test('a listing with no tools, badges or worldwide availability shows none of them', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto(`/marketplace/${plain.id}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: plain.name }), 'the listing page', SLOW_MS);
    const availability = section(page, 'Availability');
    await expectVisible(availability.getByText('Europe', { exact: true }), 'the region by name', SLOW_MS);
    await expectVisible(availability.getByText('United Kingdom', { exact: true }), 'the country by name');
    await expectHidden(page.getByRole('list', { name: 'Listing badges' }), 'no badges');
    await expectHidden(section(page, 'Works with'), 'no Works with section');
  });
});

test('a signed-in user installs the app for two companies and uninstalls each on its own', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  const { session } = await newDeveloperSession();
  const suffix = Date.now().toString(36);
  const [first, second] = [`QA-D First Co ${suffix}`, `QA-D Second Co ${suffix}`];
  await withPage(t, {}, async ({ page, context }) => {
    await context.addCookies(cookiesFor(session.cookie, GATEWAY_URL));
    await page.goto(`/marketplace/${plain.id}`);
    const installFor = async (/** @type {string} */ company, /** @type {RegExp} */ button) => {
      await page.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: `Install ${plain.name}` });
      await dialog.getByLabel('Company name', { exact: true }).fill(company);
      await dialog.getByRole('button', { name: 'Allow and install', exact: true }).click();
      await expectHidden(dialog, `the dialog after installing for ${company}`, SLOW_MS);
      await expectVisible(page.getByText(`Installed for ${company}.`, { exact: true }), `installed for ${company}`, SLOW_MS);
    };
    await installFor(first, /^Install$/);
    await installFor(second, /^Install for another company$/);

    // The page showed the server's list: an install answers once "my installations" lists it, so the server lists
    // both already (newest first), and a reload shows them, each with its own Uninstall.
    const listed = await apiCall(session, 'GET', `/api/v1/marketplace/listings/${plain.id}/installations`);
    assert.equal(listed.status, 200);
    assert.deepEqual(
      /** @type {{ company_name: string }[]} */ (listed.data).map((i) => i.company_name),
      [second, first],
      'the server lists both installations',
    );
    await page.reload();
    await expectVisible(page.getByText(`Installed for ${second}.`, { exact: true }), 'the second after a reload', SLOW_MS);
    await expectVisible(page.getByText(`Installed for ${first}.`, { exact: true }), 'the first after a reload');
    await expectAccessible(page, 'the listing page with two installations');
    await page.getByRole('button', { name: `Uninstall from ${first}` }).click();
    await expectVisible(page.getByText(`Uninstalled from ${first}.`, { exact: true }), 'the first uninstalled', SLOW_MS);
    await expectHidden(page.getByText(`Installed for ${first}.`, { exact: true }), 'the first no longer listed');
    await expectVisible(page.getByText(`Installed for ${second}.`, { exact: true }), 'the second still installed');
    await expectVisible(page.getByRole('button', { name: 'Install for another company' }), 'another company still offered');
    await page.getByRole('button', { name: `Uninstall from ${second}` }).click();
    await expectVisible(page.getByText(`Uninstalled from ${second}.`, { exact: true }), 'the second uninstalled', SLOW_MS);
    await expectVisible(page.getByRole('button', { name: 'Install', exact: true }), 'Install offered again');
  });
});

test("an installation outlives its app's deletion: the page says the app is not on the Marketplace and still uninstalls it", async (t) => {
  const gone = await publishListing();
  const { session } = await newDeveloperSession();
  const company = `QA-D Outliving Co ${Date.now().toString(36)}`;
  const installed = await apiCall(session, 'POST', `/api/v1/marketplace/listings/${gone.id}/installations`, { company_name: company });
  assert.equal(installed.status, 201, `set-up: installing answered ${installed.status}`);
  const deleted = await apiCall(gone.developer, 'DELETE', `/api/v1/developer_apps/${gone.id}`);
  assert.equal(deleted.status, 204, `set-up: deleting the app answered ${deleted.status}`);
  await eventually(
    async () => {
      const [page, mine] = await Promise.all([
        fetch(`${GATEWAY_URL}/api/v1/marketplace/listings/${gone.id}`),
        apiCall(session, 'GET', `/api/v1/marketplace/listings/${gone.id}/installations`),
      ]);
      return page.status === 404 && Array.isArray(mine.data) && mine.data.length === 1;
    },
    'the listing gone, the installation still listed',
    SLOW_MS,
  );

  await withPage(t, {}, async ({ page, context }) => {
    await context.addCookies(cookiesFor(session.cookie, GATEWAY_URL));
    await page.goto(`/marketplace/${gone.id}`);
    await expectVisible(page.getByRole('heading', { name: 'This app is not on the Marketplace.' }), 'not found', SLOW_MS);
    await expectVisible(page.getByText(`Installed for ${company}.`, { exact: true }), 'the installation still listed');
    await expectHidden(page.getByRole('button', { name: /^Install( for another company)?$/ }), 'nothing to install');
    await page.getByRole('button', { name: `Uninstall from ${company}` }).click();
    await expectVisible(page.getByText(`Uninstalled from ${company}.`, { exact: true }), 'uninstalled', SLOW_MS);
    await expectHidden(page.getByText(`Installed for ${company}.`, { exact: true }), 'no longer listed');
  });
  // A visitor sees the plain not-found page.
  await withPage(t, { label: 'visitor' }, async ({ page }) => {
    await page.goto(`/marketplace/${gone.id}`);
    await expectVisible(page.getByRole('heading', { name: 'This app is not on the Marketplace.' }), 'not found', SLOW_MS);
    await expectHidden(page.getByRole('button', { name: /Uninstall/ }), 'no Uninstall');
  });
});
