// The listing editor's availability, resubmit dialog and layout after a QA pass (2026-12-04):
// - a partly ticked region is its ticked countries only: North America plus France and Germany under Europe showed
//   "Regions: North America, Europe" in the preview and sent `region_ids: ["north-america", "europe"]`;
// - after a rejection the confirmation of "Resubmit for approval" says Resubmit too (its title said Submit);
// - at 390 px the country names stay inside their region's card (Netherlands, Switzerland overflowed it);
// - at 1280 px the tab bar stays on one line once error icons show (Media and Security wrapped to a second line),
//   in the admin's narrower column too.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createAppViaApi, newDeveloperSession, SLOW_MS, toast, uniqueAppName } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, GATEWAY_URL, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { eventually, expectHidden, expectVisible } from '../lib/expect.mjs';
import { cookiesFor } from '../lib/first-load.mjs';
import { publishListing } from '../lib/marketplace.mjs';
import { apiCall, signIn } from '../lib/notifications.mjs';

/** @typedef {import('playwright-core').Page} Page */

/** @param {Page} page @param {string} appId @param {boolean} [admin] */
async function openListing(page, appId, admin = false) {
  await page.goto(admin ? `/admin/developer_apps/${appId}?tab=marketplace` : `/developer_apps/${appId}?tab=marketplaceListing`);
  await expectVisible(page.getByTestId('listing-editor'), 'the listing editor', SLOW_MS);
}

/** @param {Page} page @param {string} name */
const tab = (page, name) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

/** The preview's Availability facts, `{ Regions, Countries }`. @param {Page} page */
async function previewedAvailability(page) {
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Listing preview' });
  const availability = preview.getByRole('region', { name: 'Availability', exact: true });
  await expectVisible(availability, 'the previewed availability', SLOW_MS);
  const facts = Object.fromEntries(
    await availability
      .locator('dl > div')
      .evaluateAll((rows) => rows.map((row) => [row.children[0]?.textContent, row.children[1]?.textContent])),
  );
  await preview.getByRole('button', { name: 'Close' }).last().click();
  await expectHidden(preview, 'the preview closed');
  return facts;
}

/** Whether every tab of the bar sits on one line. @param {Page} page */
const tabsOnOneLine = (page) =>
  page
    .locator('.listing-tabs [role=tab]')
    .evaluateAll((tabs) => new Set(tabs.map((el) => Math.round(el.getBoundingClientRect().top))).size === 1);

test(
  'a partly ticked region is sent and previewed as its countries only, and the resubmit dialog says Resubmit',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    // A complete listing in review (Europe with only the United Kingdom ticked, saved so before this fix), rejected.
    const listing = await publishListing({ approve: false });
    const rejected = await apiCall(listing.admin, 'PATCH', `/api/v1/admin/submissions/${listing.id}`, {
      submission: { state: 'draft', admin_message: '<p>Please check the regions.</p>' },
    });
    assert.equal(rejected.status, 200, `set-up: rejecting answered ${rejected.status}`);

    await withPage(t, {}, async ({ page, context }) => {
      await context.addCookies(cookiesFor(listing.developer.cookie, GATEWAY_URL));
      await openListing(page, listing.id);

      // As stored: Europe is partly ticked, so the preview names the country, not the region.
      assert.deepEqual(await previewedAvailability(page), { Countries: 'United Kingdom' }, 'no Europe for the United Kingdom alone');

      await tab(page, 'Regions').click();
      const europe = page.getByRole('checkbox', { name: 'Europe', exact: true });
      assert.equal(await europe.getAttribute('aria-checked'), 'mixed');
      await page.getByRole('checkbox', { name: 'North America', exact: true }).check();
      await page.getByRole('checkbox', { name: 'United Kingdom', exact: true }).uncheck();
      await page.getByRole('checkbox', { name: 'France', exact: true }).check();
      await page.getByRole('checkbox', { name: 'Germany', exact: true }).check();
      assert.equal(await europe.getAttribute('aria-checked'), 'mixed', 'Europe partly ticked');

      const facts = await previewedAvailability(page);
      assert.equal(facts.Regions, 'North America', 'the whole region only');
      for (const country of ['France', 'Germany']) assert.ok(facts.Countries?.includes(country), `${country} among the countries`);
      assert.ok(!facts.Countries?.includes('United Kingdom'), 'the unticked country gone');

      const sent = page.waitForRequest((r) => r.url().endsWith(`/api/v1/submissions/${listing.id}`) && r.method() === 'PATCH');
      await page.getByRole('button', { name: 'Save draft' }).click();
      const body = (await sent).postDataJSON().submission;
      assert.deepEqual(body.region_ids, ['north-america'], 'Europe is not sent as a whole region');
      assert.deepEqual([...body.country_ids].sort(), ['ca', 'de', 'fr', 'mx', 'us']);
      await expectVisible(toast(page, 'Listing saved'), 'the draft saved');
      const stored = await apiCall(listing.developer, 'GET', `/api/v1/developer_apps/${listing.id}/submission`);
      assert.deepEqual(stored.data.region_ids, ['north-america']);

      // Rejected once: the button, the dialog's title and its confirm button all say Resubmit.
      await page.getByRole('button', { name: 'Resubmit for approval' }).click();
      const dialog = page.getByRole('dialog', { name: 'Resubmit for approval?' });
      await expectVisible(dialog.getByRole('button', { name: 'Resubmit for approval' }), 'the Resubmit confirmation');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expectHidden(dialog, 'the dialog closed');
    });
  },
);

test(
  'country names stay inside their region at 390 px; the tab bar wraps there, and keeps one line at 1280 px',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const { dev, session } = await newDeveloperSession();
    const app = await createAppViaApi(session, uniqueAppName('QA layout'));
    const started = await apiCall(session, 'POST', `/api/v1/developer_apps/${app.id}/submissions`, {
      submission: { public_name: 'Layout', security_questionnaire_visible: true },
    });
    assert.equal(started.status, 201, `set-up: starting the listing answered ${started.status}`);

    await withPage(t, { label: 'phone', viewport: { width: 390, height: 844 } }, async ({ page }) => {
      await signIn(page, dev.email, dev.password);
      await openListing(page, app.id);
      await tab(page, 'Regions').click();
      await page.getByRole('radio', { name: 'Specific regions' }).check();
      await expectVisible(page.getByRole('checkbox', { name: 'Netherlands', exact: true }), 'the countries');
      const outside = await page.locator('.listing-region').evaluateAll((cards) =>
        cards.flatMap((card) => {
          const inner = card.getBoundingClientRect().right - 1;
          return [...card.querySelectorAll('.listing-check__text')]
            .filter((text) => text.getBoundingClientRect().right > inner + 0.5)
            .map((text) => `${text.textContent} (${Math.round(text.getBoundingClientRect().right)} > ${Math.round(inner)})`);
        }),
      );
      assert.deepEqual(outside, [], 'every country name inside its card');
      // One-word names fit whole (they broke mid-word once kept inside).
      for (const name of ['Netherlands', 'Switzerland', 'Philippines']) {
        const lines = await page
          .getByRole('checkbox', { name, exact: true })
          .evaluate((box) => box.parentElement?.querySelector('.listing-check__text')?.getClientRects().length);
        assert.equal(lines, 1, `${name} on one line`);
      }
      // The flagged tab bar wraps onto rows, every tab inside the page's width.
      await page.getByRole('button', { name: 'Preview' }).click();
      await expectVisible(tab(page, 'Media').getByTestId('tab-error-icon'), 'the Media tab flagged');
      const beyond = await page
        .locator('.listing-tabs')
        .evaluate(
          (bar) => [...bar.children].filter((el) => el.getBoundingClientRect().right > bar.getBoundingClientRect().right + 0.5).length,
        );
      assert.equal(beyond, 0, 'no tab past the bar');
    });

    await withPage(t, { label: 'developer-1280' }, async ({ page }) => {
      await signIn(page, dev.email, dev.password);
      await openListing(page, app.id);
      await page.getByRole('button', { name: 'Preview' }).click();
      await expectVisible(tab(page, 'Security').getByTestId('tab-error-icon'), 'the Security tab flagged');
      assert.ok((await page.getByTestId('tab-error-icon').count()) >= 7, 'most tabs flagged');
      assert.equal(await tabsOnOneLine(page), true, 'the flagged tab bar on one line');
    });

    await withPage(t, { label: 'admin-1280' }, async ({ page }) => {
      await signIn(page, DEMO.admin, DEMO_PASSWORD);
      await openListing(page, app.id, true);
      // Every tab that can be flagged, flagged: Links by a malformed URL, the rest by Preview.
      await tab(page, 'Links').click();
      await page.getByLabel('Link 1 URL', { exact: true }).fill('not a url');
      await page.getByRole('button', { name: 'Preview' }).click();
      await expectVisible(tab(page, 'Links').getByTestId('tab-error-icon'), 'the Links tab flagged');
      await eventually(async () => (await page.getByTestId('tab-error-icon').count()) >= 8, 'eight tabs flagged');
      assert.equal(await tabsOnOneLine(page), true, "the flagged tab bar on one line in the admin's column");
    });
  },
);
