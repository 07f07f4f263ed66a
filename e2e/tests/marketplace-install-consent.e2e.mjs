// Before installing, the customer sees what the app can access (consent). A published listing's page has a "What this
// app can access" section, from its release version's manifest: company and project tools with their levels (tools at
// none left out), the components it adds and OAuth in plain words. The Install dialog shows the same summary above the
// company field and its button reads "Allow and install": installing is the consent, with no extra checkbox. An app
// whose version asks for nothing says so. Set-up through the API; Axe checks the page and the dialog.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { expectAccessible } from '../lib/a11y.mjs';
import { configuredManifest, newDeveloperSession, SLOW_MS } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { GATEWAY_URL, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { eventually, expectHidden, expectVisible } from '../lib/expect.mjs';
import { cookiesFor } from '../lib/first-load.mjs';
import { publishListing, republishListing } from '../lib/marketplace.mjs';
import { apiCall } from '../lib/notifications.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Locator} Locator */
/** @typedef {import('../lib/notifications.mjs').ApiSession} ApiSession */

const TITLE = 'What this app can access';

/** The release version of the listing under test: tools at each level and at none, both components, OAuth on. */
const asking = {
  ...configuredManifest({
    permissions: {
      company: { directory: 'readonly', budget: 'admin', emails: 'none' },
      project: { daily_log: 'standard', drawings: 'none' },
    },
    userLevel: true,
  }),
  sidepanel: {
    source_url: 'https://consent.example.com/side',
    views: ['projects.home'],
    user_configuration: { schema: { type: 'object', properties: {}, required: [] } },
  },
};

/** A version that asks for nothing: post-installation instructions only. */
const askingNothing = {
  permissions: { company: {}, project: {} },
  oauth: { enabled: false },
  post_installation_instruction: {
    notes: 'We will call you to finish the set-up.',
    page: { label: 'Set-up', url: 'https://consent.example.com/setup' },
  },
};

/**
 * A new production version of the app asking for `manifest` (a sandbox version promoted); its id.
 * @param {ApiSession} session @param {string} appId @param {Record<string, unknown>} manifest
 */
async function releaseVersion(session, appId, manifest) {
  const sandbox = await apiCall(session, 'POST', '/api/v1/app_versioned_manifests', {
    developer_app_id: appId,
    environment_type: 'Sandbox',
    configured_manifest_content: manifest,
  });
  assert.equal(sandbox.status, 201, `set-up: a sandbox version answered ${sandbox.status}: ${JSON.stringify(sandbox.data).slice(0, 300)}`);
  const promoted = await apiCall(session, 'POST', '/api/v1/app_version_promotions', {
    app_version_promotion: { source_app_version_id: sandbox.data.manifest.id, changelog: 'Asks for access' },
  });
  assert.equal(promoted.status, 201, `set-up: promoting answered ${promoted.status}: ${JSON.stringify(promoted.data).slice(0, 300)}`);
  return promoted.data.app_version_promotion.manifest.id;
}

/**
 * A published listing whose release version asks for `manifest`: published, then republished naming the new version;
 * resolves once the public access summary names it (the catalog is a projection).
 * @param {Record<string, unknown>} manifest
 */
async function listingAsking(manifest) {
  const listing = await publishListing();
  const versionId = await releaseVersion(listing.developer, listing.id, manifest);
  await republishListing(listing, { app_version_id: versionId }, () => true);
  await eventually(
    async () => {
      const res = await fetch(`${GATEWAY_URL}/api/v1/marketplace/listings/${listing.id}/access`);
      return res.ok && (await res.json()).app_version_id === versionId;
    },
    'the access summary of the new release version',
    SLOW_MS,
  );
  return listing;
}

/** @type {Awaited<ReturnType<typeof publishListing>>} */
let listing;
/** @type {Awaited<ReturnType<typeof publishListing>>} */
let quiet;

before(async () => {
  [listing, quiet] = await Promise.all([listingAsking(asking), listingAsking(askingNothing)]);
});

/**
 * The tool rows under a group heading ("Company tools"), as [tool, level] pairs.
 * @param {Locator} summary @param {string} group
 */
const rows = (summary, group) =>
  summary
    .locator('.listing-access__group')
    .filter({ has: summary.page().getByRole('heading', { name: group, exact: true }) })
    .locator('dl > div')
    .evaluateAll((divs) => divs.map((div) => [div.querySelector('dt')?.textContent ?? '', div.querySelector('dd')?.textContent ?? '']));

/** @param {Locator} summary */
const lines = (summary) => summary.locator('.listing-access__group ul > li').allTextContents();

const COMPANY = [
  ['Budget', 'Admin'],
  ['Directory', 'Read-only'],
];
const PROJECT = [['Daily Log', 'Standard']];
const LINES = ['Adds a full-screen page', 'Adds a side panel in projects', 'Connects to the platform API with OAuth'];

/** The summary says what the version asks for, and nothing at level none. @param {Locator} summary @param {string} where */
async function expectSummary(summary, where) {
  await expectVisible(summary.getByRole('heading', { name: 'Company tools', exact: true }), `company tools ${where}`, SLOW_MS);
  assert.deepEqual(await rows(summary, 'Company tools'), COMPANY, `the company tools and levels ${where}`);
  assert.deepEqual(await rows(summary, 'Project tools'), PROJECT, `the project tools and levels ${where}`);
  assert.deepEqual(await lines(summary), LINES, `the components and OAuth ${where}`);
  await expectHidden(summary.getByText('Emails'), `no tool at none ${where}`);
  await expectHidden(summary.getByText('Drawings'), `no project tool at none ${where}`);
}

test('a visitor sees what a listed app can access', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto(`/marketplace/${listing.id}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: listing.name }), 'the listing page', SLOW_MS);
    const section = page.getByRole('region', { name: TITLE, exact: true });
    await expectVisible(section, 'the access section', SLOW_MS);
    await expectSummary(section, 'on the page');
    await expectAccessible(page, 'the listing page with its access section');
  });
});

test(
  'a signed-in user sees the same access in the Install dialog and installs with "Allow and install"',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const { session } = await newDeveloperSession();
    const company = `Consent Co ${Date.now().toString(36)}`;
    await withPage(t, {}, async ({ page, context }) => {
      await context.addCookies(cookiesFor(session.cookie, GATEWAY_URL));
      await page.goto(`/marketplace/${listing.id}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: listing.name }), 'the listing page', SLOW_MS);
      const section = page.getByRole('region', { name: TITLE, exact: true });
      await expectSummary(section, 'on the page');

      await page.getByRole('button', { name: 'Install', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Install ${listing.name}` });
      await expectVisible(dialog, 'the Install dialog');
      const summary = dialog.getByRole('group', { name: TITLE, exact: true });
      await expectSummary(summary, 'in the dialog');
      assert.deepEqual(await rows(summary, 'Company tools'), await rows(section, 'Company tools'), 'the same company tools as the page');
      assert.deepEqual(await lines(summary), await lines(section), 'the same lines as the page');
      await expectVisible(
        summary.getByText(`Allow and install gives ${listing.name} this access for the company you name.`),
        'what Allow and install means',
      );
      // The summary stands above the company field; installing is the consent (no extra checkbox to tick).
      const companyField = dialog.getByLabel('Company name', { exact: true });
      const [summaryBox, fieldBox] = await Promise.all([summary.boundingBox(), companyField.boundingBox()]);
      assert.ok(summaryBox && fieldBox && summaryBox.y + summaryBox.height <= fieldBox.y, 'the summary above the company field');
      assert.equal(await dialog.getByRole('checkbox').count(), 1, 'one checkbox: Demo company, no consent box');
      await expectVisible(dialog.getByRole('checkbox', { name: 'Demo company' }), 'the Demo company checkbox');
      await expectHidden(dialog.getByRole('button', { name: 'Install', exact: true }), 'no plain Install button');
      await expectAccessible(page, 'the Install dialog with its access summary');

      await companyField.fill(company);
      await dialog.getByRole('button', { name: 'Allow and install', exact: true }).click();
      await expectHidden(dialog, 'the dialog after installing', SLOW_MS);
      await expectVisible(page.getByText(`Installed for ${company}.`, { exact: true }), 'installed', SLOW_MS);
    });
    const mine = await apiCall(session, 'GET', `/api/v1/marketplace/listings/${listing.id}/installations`);
    assert.equal(mine.status, 200);
    assert.deepEqual(
      /** @type {{ company_name: string }[]} */ (mine.data).map((i) => i.company_name),
      [company],
      'the server has the installation',
    );
  },
);

test('an app that asks for nothing says so, on the page and in the dialog', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  const { session } = await newDeveloperSession();
  await withPage(t, {}, async ({ page, context }) => {
    await context.addCookies(cookiesFor(session.cookie, GATEWAY_URL));
    await page.goto(`/marketplace/${quiet.id}`);
    const section = page.getByRole('region', { name: TITLE, exact: true });
    await expectVisible(section.getByText('This app does not ask to access anything.', { exact: true }), 'nothing asked', SLOW_MS);
    await expectHidden(section.getByRole('heading', { name: 'Company tools' }), 'no tool groups');
    await page.getByRole('button', { name: 'Install', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Install ${quiet.name}` });
    await expectVisible(dialog.getByText('This app does not ask to access anything.', { exact: true }), 'nothing asked in the dialog');
    await expectVisible(dialog.getByRole('button', { name: 'Allow and install', exact: true }), 'Allow and install');
  });
});

test("the dialog starts with the company on the user's profile, and empty for another company", { timeout: TEST_TIMEOUT_MS }, async (t) => {
  const { session } = await newDeveloperSession();
  const company = `Profile Co ${Date.now().toString(36)}`;
  const profile = await apiCall(session, 'PATCH', '/api/v1/me', { company_name: company });
  assert.equal(profile.status, 200, 'the profile company is set');
  await withPage(t, {}, async ({ page, context }) => {
    await context.addCookies(cookiesFor(session.cookie, GATEWAY_URL));
    await page.goto(`/marketplace/${quiet.id}`);
    await page.getByRole('button', { name: 'Install', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Install ${quiet.name}` });
    const companyField = dialog.getByLabel('Company name', { exact: true });
    await eventually(async () => (await companyField.inputValue()) === company, 'the profile company in the field');
    await dialog.getByRole('button', { name: 'Allow and install', exact: true }).click();
    await expectHidden(dialog, 'the dialog after installing', SLOW_MS);
    await expectVisible(page.getByText(`Installed for ${company}.`, { exact: true }), 'installed for the profile company', SLOW_MS);

    await page.getByRole('button', { name: 'Install for another company', exact: true }).click();
    await expectVisible(dialog, 'the dialog again');
    assert.equal(await companyField.inputValue(), '', 'another company: the field starts empty');
  });
});
