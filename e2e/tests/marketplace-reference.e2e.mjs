// Marketplace reference data editable by admins (issue 11): the admin adds a product tool with an id
// of this run, sees a bad id refused under its cell, saves, finds the tool after a reload (and in
// the editor's reference data), removes it with the confirmation and saves again; Axe on the page.
// Then a list saved by someone else meanwhile: Save answers the conflict, Reload shows their change. Last, a
// category, a tool and a country removed after a listing named them: the editor marks them and lets the developer unpick them.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { expectAccessible } from '../lib/a11y.mjs';
import { createAppViaApi, newDeveloperSession, SLOW_MS, toast, uniqueAppName } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { eventually, expectDisabled, expectEnabled, expectHidden, expectPath, expectVisible } from '../lib/expect.mjs';
import { apiCall, signIn, signInViaApi } from '../lib/notifications.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {{ id: string, name?: string, title?: string }} Item */

const ADMIN_LISTS = '/api/v1/admin/marketplace_reference';
const uniqueId = (/** @type {string} */ prefix) => `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

/**
 * Changes a list through the API on its current version, reloading and retrying when another test
 * saved it in between (412). Tests run in parallel against one stack.
 * @param {string} kind
 * @param {(items: Item[]) => Item[]} change
 */
async function editViaApi(kind, change) {
  const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);
  for (let attempt = 0; ; attempt++) {
    const current = await apiCall(admin, 'GET', `${ADMIN_LISTS}/${kind}`);
    assert.equal(current.status, 200, `GET ${kind}`);
    const saved = await apiCall(
      admin,
      'PUT',
      `${ADMIN_LISTS}/${kind}`,
      { items: change(current.data.items) },
      {
        'if-match': current.headers.get('etag') ?? '',
      },
    );
    if (saved.status !== 412 || attempt >= 5) {
      assert.equal(saved.status, 200, `PUT ${kind}: ${JSON.stringify(saved.data)}`);
      return saved.data;
    }
  }
}

/** @param {string} kind */
async function idsViaApi(kind) {
  const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);
  const list = await apiCall(admin, 'GET', `${ADMIN_LISTS}/${kind}`);
  return list.data.items.map((/** @type {Item} */ item) => item.id);
}

/** @param {Page} page @param {string} tab */
async function openTab(page, tab) {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await expectVisible(page.getByRole('table', { name: tab }), `the ${tab} table`);
}

/**
 * The 1-based row whose Id cell holds `id`, or 0.
 * @param {Page} page @param {string} tab @param {string} id
 */
async function rowOf(page, tab, id) {
  const cells = page.getByRole('table', { name: tab }).getByRole('textbox', { name: /^Id \(row \d+\)$/ });
  const count = await cells.count();
  for (let i = 0; i < count; i++) if ((await cells.nth(i).inputValue()) === id) return i + 1;
  return 0;
}

test('an admin adds a product tool, saves, sees it after a reload, removes it and saves', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  const id = uniqueId('e2e-tool');
  const title = `E2E Tool ${id.slice(-6)}`;
  try {
    await withPage(t, {}, async ({ page }) => {
      await signIn(page, DEMO.admin, DEMO_PASSWORD);
      await page.goto('/admin');
      await page.getByRole('link', { name: /Marketplace Reference Data/ }).click();
      await expectPath(page, '/admin/marketplace_reference');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Marketplace Reference Data' }), 'the page heading');
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expectVisible(breadcrumb.getByRole('link', { name: 'Admin' }), 'the Admin crumb');
      await expectVisible(breadcrumb.getByText('Marketplace Reference Data'), 'the page crumb');
      for (const tab of ['Categories', 'Regions', 'Product Tools', 'Security Standards', 'SSO Providers']) {
        await expectVisible(page.getByRole('tab', { name: tab, exact: true }), `the ${tab} tab`);
      }
      await expectVisible(page.getByRole('table', { name: 'Categories' }), 'the categories first');
      await expectAccessible(page, 'the marketplace reference data page');

      await openTab(page, 'Regions');
      const europe = await rowOf(page, 'Regions', 'europe');
      assert.ok(europe > 0, 'the Europe region is listed');
      assert.match(await page.getByRole('textbox', { name: `Country codes (row ${europe})` }).inputValue(), /\bDE\b/);

      await openTab(page, 'Product Tools');
      const save = page.getByRole('button', { name: 'Save', exact: true });
      await expectDisabled(save, 'Save before any change');
      const rows = page.getByRole('table', { name: 'Product Tools' }).getByRole('textbox', { name: /^Id \(row \d+\)$/ });
      const before = await rows.count();
      await page.getByRole('button', { name: 'Add row' }).click();
      const row = before + 1;
      const idCell = page.getByRole('textbox', { name: `Id (row ${row})` });
      await eventually(async () => await idCell.evaluate((el) => el === el.ownerDocument.activeElement), 'the new row takes the focus');
      await idCell.fill('Not An Id');
      await page.getByRole('textbox', { name: `Title (row ${row})` }).fill(title);
      await expectEnabled(save, 'Save once something changed');
      await expectAccessible(page, 'the product tools tab with a new row');

      // The server's rule shows under the cell it names; nothing is saved.
      await save.click();
      await expectVisible(page.getByText(/Use lowercase letters, digits and hyphens/), 'the id rule under the cell');
      assert.ok(!(await idsViaApi('product_tools')).includes('Not An Id'));
      await idCell.fill(id);
      await expectHidden(page.getByText(/Use lowercase letters, digits and hyphens/), 'the message once the id is edited');
      await save.click();
      await expectVisible(page.getByRole('status').getByText('Product Tools saved.'), 'the success toast');
      await expectDisabled(save, 'Save once saved');
      assert.ok((await idsViaApi('product_tools')).includes(id), 'the tool is stored');

      // After a reload the tool is there, and the listing editor's reference data offers it.
      await page.reload();
      await openTab(page, 'Product Tools');
      await eventually(async () => (await rowOf(page, 'Product Tools', id)) > 0, 'the new tool after a reload');
      const at = await rowOf(page, 'Product Tools', id);
      assert.equal(await page.getByRole('textbox', { name: `Title (row ${at})` }).inputValue(), title);
      const reference = await page.evaluate(async () => (await fetch('/api/v1/marketplace/reference')).json());
      assert.ok(reference.product_tools.some((/** @type {Item} */ tool) => tool.id === id && tool.title === title));

      // Remove it: a confirmation first, then Save.
      await page.getByRole('button', { name: `Remove row ${at}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove this entry?' });
      await expectVisible(dialog.getByText(`Remove "${title}" from Product Tools?`, { exact: false }), 'the confirmation names the tool');
      await expectAccessible(page, 'the remove confirmation');
      await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
      await expectHidden(dialog, 'the confirmation once answered');
      assert.equal(await rowOf(page, 'Product Tools', id), 0, 'the row is gone from the table');
      await save.click();
      await expectVisible(page.getByRole('status').getByText('Product Tools saved.'), 'the success toast after removing');
      await eventually(async () => !(await idsViaApi('product_tools')).includes(id), 'the tool is gone from the stored list');
    });
  } finally {
    if ((await idsViaApi('product_tools')).includes(id)) await editViaApi('product_tools', (items) => items.filter((i) => i.id !== id));
  }
});

test('a list someone else saved meanwhile: Save says so and Reload shows their change', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  const theirs = { id: uniqueId('e2e-sso'), name: `Their SSO ${randomBytes(2).toString('hex')}` };
  try {
    await withPage(t, {}, async ({ page }) => {
      await signIn(page, DEMO.admin, DEMO_PASSWORD);
      await page.goto('/admin/marketplace_reference');
      await openTab(page, 'SSO Providers');

      // Another admin saves the list after this page loaded it.
      await editViaApi('sso_providers', (items) => [...items, theirs]);

      const okta = await rowOf(page, 'SSO Providers', 'okta');
      assert.ok(okta > 0, 'Okta is listed');
      const name = page.getByRole('textbox', { name: `Name (row ${okta})` });
      const original = await name.inputValue();
      await name.fill(`${original} (edited)`);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expectVisible(
        page.getByRole('alert').getByText('Someone else changed this list. Reload to see their changes.'),
        'the conflict',
      );
      await page.getByRole('button', { name: 'Reload', exact: true }).click();
      await eventually(async () => (await rowOf(page, 'SSO Providers', theirs.id)) > 0, 'their provider after Reload');
      assert.equal(await name.inputValue(), original, 'the edit is dropped for their version');
      await expectHidden(page.getByText('Someone else changed this list.', { exact: false }), 'the conflict once reloaded');
    });
  } finally {
    await editViaApi('sso_providers', (items) => items.filter((i) => i.id !== theirs.id));
  }
});

test(
  'a category, a tool, a region and a country an admin removes stay on the listing that names them, marked no longer listed, until unpicked',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const category = { id: uniqueId('e2e-cat'), name: `Retired ${randomBytes(2).toString('hex')}` };
    const tool = { id: uniqueId('e2e-tool'), title: `Retired tool ${randomBytes(2).toString('hex')}` };
    // A region of this run alone holds Kosovo (no seeded region does), so removing it takes the country out.
    const region = { id: uniqueId('e2e-region'), name: `Retired region ${randomBytes(2).toString('hex')}`, country_codes: ['XK'] };
    await editViaApi('categories', (items) => [...items, category]);
    await editViaApi('product_tools', (items) => [...items, tool]);
    await editViaApi('regions', (items) => [...items, region]);
    let removed = false;
    try {
      const { dev, session } = await newDeveloperSession();
      const app = await createAppViaApi(session, uniqueAppName('Retired entries'));
      const started = await apiCall(session, 'POST', `/api/v1/developer_apps/${app.id}/submissions`, {
        submission: {
          public_name: 'Retired entries',
          category_ids: [category.id, 'scheduling'],
          product_tool_ids: [tool.id],
          region_ids: [region.id],
          country_ids: ['xk'],
          security_questionnaire_visible: true,
          security_questionnaire: { headquarters_country_id: 'xk' },
        },
      });
      assert.equal(started.status, 201, `set-up: starting the listing answered ${started.status}: ${JSON.stringify(started.data)}`);
      await editViaApi('categories', (items) => items.filter((i) => i.id !== category.id));
      await editViaApi('product_tools', (items) => items.filter((i) => i.id !== tool.id));
      await editViaApi('regions', (items) => items.filter((i) => i.id !== region.id));
      removed = true;

      await withPage(t, {}, async ({ page }) => {
        await signIn(page, dev.email, dev.password);
        await page.goto(`/developer_apps/${app.id}?tab=marketplaceListing`);
        await expectVisible(page.getByTestId('listing-editor'), 'the listing editor', SLOW_MS);
        const unlistedCategory = `${category.id} (no longer listed)`;
        await expectVisible(page.getByText(unlistedCategory, { exact: true }), 'the removed category, marked');
        await page.getByRole('button', { name: `Remove ${unlistedCategory}`, exact: true }).click();
        await page.getByRole('tab', { name: /^Tools/ }).click();
        const unlistedTool = page.getByRole('checkbox', { name: `${tool.id} (no longer listed)`, exact: true });
        assert.equal(await unlistedTool.isChecked(), true, 'the removed tool shows ticked');
        // Unticked, it is gone: no longer listed, it cannot be picked again.
        await unlistedTool.click();
        await expectHidden(unlistedTool, 'the removed tool, once unticked');
        await page.getByRole('tab', { name: /^Regions/ }).click();
        const unlistedRegion = page.getByRole('checkbox', { name: `${region.id} (no longer listed)`, exact: true });
        const unlistedCountry = page.getByRole('checkbox', { name: 'Kosovo (no longer listed)', exact: true });
        assert.equal(await unlistedRegion.isChecked(), true, 'the removed region shows ticked');
        assert.equal(await unlistedCountry.isChecked(), true, 'the country only that region listed shows ticked');
        await unlistedRegion.click();
        await unlistedCountry.click();
        await expectHidden(unlistedCountry, 'the removed country, once unticked');
        await expectHidden(unlistedRegion, 'the removed region, once unticked');
        await page.getByRole('tab', { name: /^Security/ }).click();
        const headquarters = page.getByLabel('Headquarters country', { exact: true });
        assert.equal(
          await headquarters.evaluate((el) => /** @type {HTMLSelectElement} */ (el).selectedOptions[0]?.textContent),
          'Kosovo (no longer listed)',
          'the removed headquarters country stays chosen, marked',
        );
        await headquarters.selectOption({ label: 'Canada' });
        await page.getByRole('button', { name: 'Save draft' }).click();
        await expectVisible(toast(page, 'Listing saved'), 'the draft saved');
        const stored = await apiCall(session, 'GET', `/api/v1/developer_apps/${app.id}/submission`);
        assert.deepEqual(stored.data.category_ids, ['scheduling'], 'the removed category is gone from the listing');
        assert.deepEqual(stored.data.product_tool_ids, [], 'the removed tool too');
        assert.deepEqual([stored.data.region_ids, stored.data.country_ids], [[], []], 'the removed region and country too');
        assert.equal(stored.data.security_questionnaire.headquarters_country_id, 'ca', 'the headquarters country changed');
      });
    } finally {
      if (!removed) {
        await editViaApi('categories', (items) => items.filter((i) => i.id !== category.id));
        await editViaApi('product_tools', (items) => items.filter((i) => i.id !== tool.id));
        await editViaApi('regions', (items) => items.filter((i) => i.id !== region.id));
      }
    }
  },
);
