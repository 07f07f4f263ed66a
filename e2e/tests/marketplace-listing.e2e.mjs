// The Marketplace listing editor (spec 3) in the browser. A developer creates an app, opens its
// Marketplace Listing tab, fills every tab (per-field messages on the way), uploads a logo, three
// screenshots and the showcase video, sees the progress reach 100 % and submits. The admin opens the
// app's admin page, sees the listing in review, is asked before leaving the tab with unsaved changes,
// rejects without a message (refused) and with one; the developer sees the rejection banner (the
// message as typed, line breaks kept, markup shown as text) and resubmits; the admin approves silently
// with a message (told it replaces the rejection's) and, after a developer edit, sees the
// changed-from-published marker, while the developer sees the approval banner and that the published
// version stays live. A second journey checks the availability control on its own: all ↔ specific ↔
// unset and a tri-state region, after a failed load of the listing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectAccessible } from '../lib/a11y.mjs';
import { configuredManifest, createAppViaApi, newDeveloperSession, SLOW_MS, toast, uniqueAppName } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { eventually, expectDisabled, expectEnabled, expectHidden, expectVisible } from '../lib/expect.mjs';
import { answerConfirm, apiCall, signIn } from '../lib/notifications.mjs';
import { png, tinyMp4 } from '../lib/media.mjs';
import { loseFirstAnswer } from '../lib/ui.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Locator} Locator */
/** @typedef {import('../lib/notifications.mjs').ApiSession} ApiSession */

const JOURNEY_TIMEOUT_MS = Math.max(TEST_TIMEOUT_MS, 240_000);

// ---- Set-up through the API ----

/**
 * A production version of the app, submitted for review (the release version picker's "in review" badge).
 * @param {ApiSession} session
 * @param {string} appId
 */
async function productionVersionInReview(session, appId) {
  const sandbox = await apiCall(session, 'POST', '/api/v1/app_versioned_manifests', {
    developer_app_id: appId,
    environment_type: 'Sandbox',
    configured_manifest_content: configuredManifest(),
  });
  assert.equal(sandbox.status, 201, `set-up: sandbox manifest answered ${sandbox.status}: ${JSON.stringify(sandbox.data).slice(0, 300)}`);
  const promoted = await apiCall(session, 'POST', '/api/v1/app_version_promotions', {
    app_version_promotion: { source_app_version_id: sandbox.data.manifest.id, changelog: 'First release' },
  });
  assert.equal(promoted.status, 201, `set-up: promotion answered ${promoted.status}`);
  const version = promoted.data.app_version_promotion.manifest;
  const submitted = await apiCall(session, 'PATCH', `/api/v1/app_versions/${version.id}`, {
    app_version: { state: 'in_review', developer_notes: 'Please review' },
  });
  assert.equal(submitted.status, 200, `set-up: version submission answered ${submitted.status}`);
  return version;
}

// ---- The editor ----

/** @param {Page} page @param {string} appId */
async function openDeveloperListing(page, appId) {
  await page.goto(`/developer_apps/${appId}?tab=marketplaceListing`);
  await expectVisible(page.getByTestId('listing-editor'), 'the listing editor', SLOW_MS);
}

/** @param {Page} page @param {string} appId */
async function openAdminListing(page, appId) {
  await page.goto(`/admin/developer_apps/${appId}?tab=marketplace`);
  await expectVisible(page.getByTestId('listing-editor'), 'the admin listing editor', SLOW_MS);
}

/** @param {Page} page @param {RegExp | string} name */
const tab = (page, name) => page.getByRole('tab', { name: typeof name === 'string' ? new RegExp(`^${name}`) : name });

/** @param {Page} page */
const progressBar = (page) => page.getByRole('progressbar', { name: 'Listing progress' });

/** @param {Page} page @param {string} question @param {'Yes' | 'No'} answer */
const answer = (page, question, answer) =>
  page.getByRole('group', { name: question, exact: true }).getByRole('radio', { name: answer, exact: true }).check();

/** @param {Page} page @param {string} label */
const fileInput = (page, label) => page.locator(`input[type=file][aria-label="${label}"]`);

/** @param {Page} page @param {string} label */
const fileList = (page, label) => page.getByRole('list', { name: label, exact: true });

/**
 * Picks `option` in the searchable picker labelled `label` (a combobox over a listbox), with the mouse or with the
 * keyboard alone (type, ArrowDown to it, Enter); Escape closes the list and leaves focus in the box.
 * @param {Page} page @param {string} label @param {string} option @param {{ keyboard?: boolean }} [how]
 */
async function pick(page, label, option, { keyboard = false } = {}) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  const choice = page.getByRole('listbox', { name: label, exact: true }).getByRole('option', { name: option, exact: true });
  if (keyboard) {
    await box.focus();
    await page.keyboard.type(option);
    await expectVisible(choice, `${option} listed under ${label}`);
    const id = await choice.getAttribute('id');
    const active = () => box.getAttribute('aria-activedescendant');
    for (let presses = 0; presses < 10 && (await active()) !== id; presses++) await page.keyboard.press('ArrowDown');
    assert.equal(await active(), id, `ArrowDown reaches ${option}`);
    await page.keyboard.press('Enter');
  } else {
    await box.click();
    await choice.click();
  }
  await eventually(async () => (await choice.getAttribute('aria-selected')) === 'true', `${option} picked`);
  await expectVisible(page.getByRole('button', { name: `Remove ${option}`, exact: true }), `${option} as a chip`);
  // The text typed was a search: picking empties the box, so it does not read as an entered value.
  assert.equal(await box.inputValue(), '', `the ${label} box emptied by the pick`);
  await page.keyboard.press('Escape');
  await eventually(async () => (await box.getAttribute('aria-expanded')) === 'false', `Escape closes the ${label} list`);
  assert.ok(await box.evaluate((el) => el === el.ownerDocument.activeElement), `focus stays in the ${label} box`);
}

/** @param {Page} page @param {string} label @param {string} value */
const fill = (page, label, value) => page.getByLabel(label, { exact: true }).fill(value);

/** Fills every tab of a fresh listing (uploads included). @param {Page} page */
async function fillEveryTab(page) {
  // App: general info, a per-field message on the way, the release version with its badge.
  await tab(page, 'App').click();
  await fill(page, 'Name', 'x'.repeat(51));
  await expectVisible(page.getByText('Character limit exceeded (50)'), 'the name limit message');
  // A draft may lack anything but not hold what no listing may: Save draft says so, and sends nothing.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expectVisible(page.getByText('Please correct the errors below before submitting for review'), 'the notValid banner on Save draft');
  await fill(page, 'Name', 'Site Diary Sync');
  await expectHidden(page.getByText('Character limit exceeded (50)'), 'the name limit message cleared');
  await fill(page, 'Tagline', 'Daily logs in both systems');
  await fill(page, 'Built by', 'E2E Builders Ltd');
  await fill(page, 'Sold by', 'E2E Sales Ltd');
  await fill(page, 'Description', 'Keeps daily logs in sync between the platform and your site diary.');
  await fill(page, 'About', 'E2E Builders makes field tools.');
  await pick(page, 'Categories', 'Field Productivity');
  await fill(page, 'How it works', 'Connect, pick projects, and logs flow both ways.');
  const version = page.getByLabel('Version', { exact: true });
  const options = await version.locator('option').allTextContents();
  const inReview = options.find((o) => o.endsWith('(in review)'));
  assert.ok(inReview, `the release versions offer one in review: ${JSON.stringify(options)}`);
  await version.selectOption({ label: inReview });
  await expectVisible(page.locator('.badge', { hasText: 'in review' }), 'the in review badge');
  await fill(page, 'Developer notes for this version', 'First Marketplace release.');
  await fileInput(page, 'Showcase video').setInputFiles({ name: 'showcase.mp4', mimeType: 'video/mp4', buffer: tinyMp4(1280, 720) });
  await expectVisible(fileList(page, 'Showcase video').getByText('showcase.mp4'), 'the showcase video uploaded', SLOW_MS);

  // Regions: pricing and availability, reached from the App tab with the arrow key (the tabs are one Tab stop).
  await tab(page, 'App').focus();
  await page.keyboard.press('ArrowRight');
  await eventually(async () => (await tab(page, 'Regions').getAttribute('aria-selected')) === 'true', 'Regions chosen by ArrowRight');
  assert.equal(await tab(page, 'Regions').evaluate((el) => el === el.ownerDocument.activeElement), true, 'the Regions tab focused');
  assert.equal(await tab(page, 'Media').getAttribute('tabindex'), '-1', 'the other tabs are not Tab stops');
  // The required yes/no questions and the availability choice say so (they had no asterisk).
  for (const radio of [
    page.getByRole('group', { name: 'Free trial', exact: true }).getByRole('radio', { name: 'Yes', exact: true }),
    page.getByRole('radio', { name: 'All regions' }),
  ]) {
    assert.equal(await radio.evaluate((input) => /** @type {HTMLInputElement} */ (input).required), true, 'a required radio');
  }
  await answer(page, 'Subscription required', 'Yes');
  await answer(page, 'Third-party connector required', 'No');
  await answer(page, 'Free trial', 'Yes');
  await fill(page, 'Pricing link', 'not a url');
  await expectVisible(page.getByText('This URL is invalid'), 'the pricing URL message');
  await fill(page, 'Pricing link', 'https://e2e.example.com/pricing');
  await fill(page, 'Pricing description', 'Per company, billed yearly.');
  await page.getByRole('radio', { name: 'All regions' }).check();

  // Links: one row to start, at most 3, the last row kept.
  await tab(page, 'Links').click();
  await expectDisabled(page.getByRole('button', { name: 'Remove link 1' }), 'the only link row cannot be removed');
  await fill(page, 'Link 1 URL', 'https://e2e.example.com/docs');
  await fill(page, 'Link 1 label', 'Documentation');
  await page.getByRole('button', { name: 'Add link' }).click();
  await page.getByRole('button', { name: 'Add link' }).click();
  await expectDisabled(page.getByRole('button', { name: 'Add link' }), 'at most three links');
  await page.getByRole('button', { name: 'Remove link 3' }).click();
  await page.getByRole('button', { name: 'Remove link 2' }).click();
  await expectHidden(page.getByLabel('Link 2 URL'), 'back to one row');

  // Features: labelled by ordinal.
  await tab(page, 'Features').click();
  await fill(page, '1st feature', 'Two-way daily log sync');
  await fill(page, '2nd feature', 'Photos attached to entries');
  await fill(page, '3rd feature', 'Works offline on site');

  await tab(page, 'Support').click();
  await fill(page, 'Website label', 'E2E Support');
  await fill(page, 'Support email', 'not-an-email');
  await expectVisible(page.getByText('This email is invalid'), 'the e-mail message');
  await fill(page, 'Support email', 'support@e2e.example.com');
  await fill(page, 'Website URL', 'https://e2e.example.com/support');

  await tab(page, 'Tools').click();
  const tools = page.getByRole('group', { name: 'Product tools' }).getByRole('checkbox');
  assert.ok((await tools.count()) > 0, 'the tools checklist has tools');
  await tools.first().check();

  await tab(page, 'Requirements').click();
  await fill(page, 'Requirement 1', 'A site diary account');

  // Contact: switching modes clears the other value; create lead is for provider employees only.
  await tab(page, 'Contact').click();
  await expectHidden(page.getByRole('radio', { name: 'Create lead' }), 'no create lead for a developer');
  await page.getByRole('radio', { name: 'Learn how (link)' }).check();
  await fill(page, 'Learn how URL', 'https://e2e.example.com/learn');
  await page.getByRole('radio', { name: 'Contact us (e-mail)' }).check();
  await fill(page, 'Contact e-mail', 'sales@e2e.example.com');
  await page.getByRole('radio', { name: 'Learn how (link)' }).check();
  assert.equal(await page.getByLabel('Learn how URL', { exact: true }).inputValue(), '', 'switching cleared the URL');
  await page.getByRole('radio', { name: 'Contact us (e-mail)' }).check();
  assert.equal(await page.getByLabel('Contact e-mail', { exact: true }).inputValue(), '', 'switching cleared the e-mail');
  await fill(page, 'Contact e-mail', 'sales@e2e.example.com');

  // Media: a 200x200 logo and three 1280x720 screenshots.
  await tab(page, 'Media').click();
  await fileInput(page, 'Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(200, 200) });
  await expectVisible(fileList(page, 'Logo').getByText('logo.png'), 'the logo uploaded', SLOW_MS);
  await fileInput(page, 'Screenshots').setInputFiles(
    [1, 2, 3].map((n) => ({ name: `screenshot-${n}.png`, mimeType: 'image/png', buffer: png(1280, 720, [20 * n, 90, 160]) })),
  );
  for (const n of [1, 2, 3]) {
    await expectVisible(fileList(page, 'Screenshots').getByText(`screenshot-${n}.png`), `screenshot ${n} uploaded`, SLOW_MS);
  }
  // Deleting an uploaded file asks first (spec 1 §4 Files).
  await fileInput(page, 'Screenshots').setInputFiles({ name: 'extra.png', mimeType: 'image/png', buffer: png(1280, 720, [200, 40, 40]) });
  await expectVisible(fileList(page, 'Screenshots').getByText('extra.png'), 'a fourth screenshot uploaded', SLOW_MS);
  await page.getByRole('button', { name: 'Remove extra.png' }).click();
  const deleteFile = page.getByRole('dialog', { name: 'Delete File?' });
  await expectVisible(deleteFile.getByText('Are you sure you want to delete extra.png?'), 'the delete-file question');
  await deleteFile.getByRole('button', { name: 'Delete File' }).click();
  await expectHidden(fileList(page, 'Screenshots').getByText('extra.png'), 'the deleted screenshot', SLOW_MS);
  const nameWidth = await fileList(page, 'Screenshots')
    .locator('.listing-file__name')
    .first()
    .evaluate((el) => el.getBoundingClientRect().width);
  assert.ok(nameWidth <= 150, `file names are truncated at 150 px (${nameWidth})`);
  const dropHeight = await fileInput(page, 'Logo').evaluate((el) => el.parentElement?.getBoundingClientRect().height);
  assert.equal(dropHeight, 180, 'drop zones are 180 px high');

  // Security: the visibility toggle (toast), the questionnaire with its conditional fields, the side panel.
  await tab(page, 'Security').click();
  await page.getByRole('switch', { name: 'Include the security and compliance questionnaire' }).click();
  // Nothing is saved until Save: the toast says so (it said "enabled", as if it were saved).
  await expectVisible(toast(page, 'Security questionnaire shown. Save to keep this change.'), 'the shown toast');
  await fill(page, 'Company legal name', 'E2E Builders Ltd');
  await page.getByLabel('Headquarters country', { exact: true }).selectOption({ label: 'Canada' });
  await pick(page, 'Data processing countries', 'Canada', { keyboard: true });
  await expectDisabled(page.getByLabel('Security e-mail', { exact: true }), 'the security e-mail waits for a yes');
  await answer(page, 'Do you have a security contact?', 'Yes');
  await expectEnabled(page.getByLabel('Security e-mail', { exact: true }), 'the security e-mail after yes');
  await fill(page, 'Security e-mail', 'security@e2e.example.com');
  for (const question of [
    'Do you use subprocessors?',
    'Do you handle sensitive data?',
    'Do you run regular security audits?',
    'Are you accredited to security standards?',
    'Do you run penetration tests?',
    'Can you notify the provider of security incidents?',
    'Do you have a vulnerability disclosure program?',
    'Do you have a bug bounty program?',
    'Is data encrypted at rest?',
    'Is data encrypted in transit?',
    'Do you support single sign-on?',
    'Do you support SAML?',
    'Do you support multi-factor authentication?',
    'Do you support federated authentication?',
  ]) {
    await answer(page, question, question.startsWith('Is data') ? 'Yes' : 'No');
  }
  await page.getByRole('button', { name: 'View questionnaire' }).click();
  const panel = page.getByRole('dialog', { name: 'Security questionnaire' });
  await expectVisible(panel, 'the questionnaire panel');
  const box = await panel.boundingBox();
  const viewport = page.viewportSize();
  assert.equal(Math.round(box?.width ?? 0), 900, 'the panel is 900 px wide');
  // A side panel: docked at the right edge, the viewport's full height (it was a centred modal).
  assert.equal(Math.round((box?.x ?? 0) + (box?.width ?? 0)), viewport?.width, 'the panel is docked at the right edge');
  assert.equal(Math.round(box?.height ?? 0), viewport?.height, 'the panel is the full height');
  for (const block of ['Company and headquarters', 'Data handling', 'Security practices', 'Access and authentication']) {
    await expectVisible(panel.getByRole('heading', { name: block }), `the ${block} block`);
  }
  await expectVisible(panel.getByRole('definition').filter({ hasText: 'Canada' }), 'the headquarters in the panel');
  await panel.getByRole('button', { name: 'Close' }).last().click();
  await expectHidden(panel, 'the panel closed');
  // Still a dialog: Escape closes it and focus goes back to what opened it.
  await page.getByRole('button', { name: 'View questionnaire' }).click();
  await expectVisible(panel, 'the questionnaire panel again');
  await page.keyboard.press('Escape');
  await expectHidden(panel, 'the panel closed by Escape');
  assert.equal(
    await page.getByRole('button', { name: 'View questionnaire' }).evaluate((el) => el === el.ownerDocument.activeElement),
    true,
    'focus back on View questionnaire',
  );
}

test(
  'a developer fills and submits a listing; the admin rejects it, the developer resubmits, the admin approves silently with a message',
  { timeout: JOURNEY_TIMEOUT_MS },
  async (t) => {
    const { dev, session } = await newDeveloperSession();
    const app = await createAppViaApi(session, uniqueAppName('Listing'));
    await productionVersionInReview(session, app.id);

    await withPage(t, { label: 'developer' }, async ({ page }) => {
      await signIn(page, dev.email, dev.password);
      await openDeveloperListing(page, app.id);

      // The intro banner, remembered once dismissed; the What's New banner with four updates; 0 %.
      const intro = page.getByRole('region', { name: 'List your app on the Marketplace' });
      await expectVisible(intro, 'the intro banner');
      await intro.getByRole('button', { name: 'Dismiss the introduction' }).click();
      await expectHidden(intro, 'the intro banner dismissed');
      assert.equal(await page.evaluate(() => localStorage.getItem('self-service-intro-dismissed')), 'true');
      assert.equal(await page.getByRole('region', { name: "What's New" }).getByRole('listitem').count(), 4);
      assert.equal(await progressBar(page).getAttribute('aria-valuenow'), '0');
      await expectVisible(
        page.getByRole('status', { name: 'Listing status' }).getByText(/no Marketplace listing yet/),
        'the new-listing status',
      );
      // Required fields say so, pickers and the version select included (they had no asterisk).
      // By role: a picker's listbox of options is named by its label too.
      for (const [role, label] of /** @type {const} */ ([
        ['textbox', 'Name'],
        ['combobox', 'Categories'],
        ['combobox', 'Version'],
        ['textbox', 'How it works'],
      ])) {
        assert.equal(
          await page.getByRole(role, { name: label, exact: true }).getAttribute('aria-required'),
          'true',
          `${label} is marked required`,
        );
      }

      // Submit on an empty form: the notValid banner and error icons on the tabs.
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expectVisible(toast(page, 'Listing saved'), 'the draft saved');
      await page.getByRole('button', { name: 'Submit for approval' }).click();
      await expectVisible(page.getByText('Please correct the errors below before submitting for review'), 'the notValid banner');
      await expectVisible(tab(page, 'Media').getByTestId('tab-error-icon'), 'the Media tab flagged');
      await expectHidden(page.getByRole('dialog'), 'no confirmation for an invalid form');

      await fillEveryTab(page);
      await eventually(
        async () => (await progressBar(page).getAttribute('aria-valuenow')) === '100',
        'the progress reaches 100 %',
        SLOW_MS,
      );
      await expectVisible(page.getByText('7 of 7 sections complete (100%)'), 'the progress text');
      await expectHidden(page.getByTestId('tab-error-icon').first(), 'every flagged tab cleared by its changes');

      // Preview shows the listing as its Marketplace page will, every section, with Install inert.
      await page.getByRole('button', { name: 'Preview' }).click();
      const preview = page.getByRole('dialog', { name: 'Listing preview' });
      await expectVisible(preview.getByRole('heading', { name: 'Site Diary Sync' }), 'the previewed name');
      for (const section of [
        'Description',
        'About',
        'How it works',
        'Features',
        'Screenshots',
        'Pricing',
        'Availability',
        'Support',
        'Contact',
      ]) {
        await expectVisible(preview.getByRole('heading', { name: section, exact: true }), `the previewed ${section}`);
      }
      // All regions, named as the reference lists name them (not "Middle East Africa").
      await expectVisible(
        preview.getByRole('region', { name: 'Availability' }).getByText(/^North America, .*Middle East & Africa/),
        'the regions by their names',
      );
      // The Installable switch is off: the page will say the app cannot be installed from the Marketplace.
      await expectVisible(preview.getByText('This app cannot be installed from the Marketplace.'), 'not installable in the preview');
      await expectHidden(preview.getByRole('button', { name: 'Install' }), 'no Install while not installable');
      await preview.getByRole('button', { name: 'Close' }).last().click();
      await expectHidden(preview, 'the preview closed');
      // Submitting with Installable off warns that customers could not install the app (then the developer turns it on).
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expectVisible(toast(page, 'Listing saved'), 'the draft saved before the warning');
      await page.getByRole('button', { name: 'Submit for approval' }).click();
      const warned = page.getByRole('dialog', { name: 'Submit for approval?' });
      await expectVisible(
        warned.getByText(/^Installable is off: once published, customers see the listing/),
        'the not-installable warning',
      );
      await warned.getByRole('button', { name: 'Cancel' }).click();
      await expectHidden(warned, 'the confirmation closed');
      await tab(page, 'App').click();
      await page.getByRole('switch', { name: 'Installable' }).click();
      await page.getByRole('button', { name: 'Preview' }).click();
      await expectDisabled(preview.getByRole('button', { name: 'Install' }), 'Install, inert in a preview');
      await preview.getByRole('button', { name: 'Close' }).last().click();
      await expectHidden(preview, 'the preview closed');

      // Unsaved changes keep Submit disabled; Save draft, then submit through the confirmation.
      await expectDisabled(page.getByRole('button', { name: 'Submit for approval' }), 'Submit with unsaved changes');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expectVisible(toast(page, 'Listing saved'), 'the listing saved');
      await page.getByRole('button', { name: 'Submit for approval' }).click();
      const confirm = page.getByRole('dialog', { name: 'Submit for approval?' });
      await expectHidden(confirm.getByText(/^Installable is off/), 'no warning once installable');
      // The review change is tracked (spec 3 §4: developers.apps.marketplace_listing.review_state_changed, submitted).
      const tracked = page.waitForRequest(
        (request) =>
          request.url().endsWith('/api/v1/analytics') &&
          request.postDataJSON()?.key === 'developers.apps.marketplace_listing.review_state_changed' &&
          request.postDataJSON()?.additional_properties?.state === 'submitted',
      );
      await confirm.getByRole('button', { name: 'Submit for approval' }).click();
      await tracked;
      await expectVisible(toast(page, 'Listing submitted for approval'), 'the submitted toast');
      await expectVisible(page.getByRole('status', { name: 'Listing status' }).getByText(/^In review/), 'the in-review banner');
      await expectVisible(page.getByRole('button', { name: 'Withdraw' }), 'Withdraw while in review');
      await tab(page, 'App').click();
      await expectDisabled(page.getByLabel('Name', { exact: true }), 'fields locked in review');
      await expectAccessible(page, 'the listing editor in review');
    });

    await withPage(t, { label: 'admin-reject' }, async ({ page }) => {
      await signIn(page, DEMO.admin, DEMO_PASSWORD);
      await openAdminListing(page, app.id);
      await expectVisible(page.getByRole('status', { name: 'Listing status' }).getByText(/Status: In review/), 'the admin status banner');

      // Leaving the tab with unsaved changes asks first.
      await fill(page, 'Additional notes', 'Checked the screenshots.');
      await answerConfirm(page, () => page.getByRole('button', { name: 'General', exact: true }).click(), /unsaved changes/, false);
      await expectVisible(page.getByTestId('listing-editor'), 'still on the listing tab');
      await expectDisabled(page.getByRole('button', { name: 'Approve' }), 'Approve with unsaved changes');
      await fill(page, 'Additional notes', '');
      await expectEnabled(page.getByRole('button', { name: 'Reject' }), 'Reject once the change is undone');

      // Reject without a message is refused; with one it goes back to the developer.
      await page.getByRole('button', { name: 'Reject' }).click();
      const reject = page.getByRole('dialog', { name: 'Reject the listing?' });
      await reject.getByRole('button', { name: 'Reject' }).click();
      await expectVisible(reject.getByText('This field is required'), 'the admin message is required');
      // Typed as plain text, several lines: the developer reads it as typed (markup included, as text).
      await reject
        .getByLabel('Message to the developer')
        .fill('Nearly there.\n\n1. Fix the logo\n2. Add pricing link\n\nSee <b>captions</b><img src="x" onerror="globalThis.__pwned=1">');
      await reject.getByRole('button', { name: 'Reject' }).click();
      await expectVisible(toast(page, 'Listing rejected'), 'the rejected toast');
      await expectVisible(page.getByRole('status', { name: 'Listing status' }).getByText(/Status: Draft · Review: Rejected/), 'rejected');
    });

    await withPage(t, { label: 'developer-resubmit' }, async ({ page }) => {
      await signIn(page, dev.email, dev.password);
      await openDeveloperListing(page, app.id);
      const banner = page.getByRole('region', { name: /Your listing was rejected/ });
      await expectVisible(banner, 'the rejection banner');
      await banner.getByText('Reviewer’s message').click();
      const message = banner.locator('.prose');
      await expectVisible(message, "the reviewer's message");
      assert.equal(
        await message.innerText(),
        'Nearly there.\n\n1. Fix the logo\n2. Add pricing link\n\nSee <b>captions</b><img src="x" onerror="globalThis.__pwned=1">',
        'the message as typed: its paragraphs and line breaks kept, markup as text',
      );
      assert.equal(await banner.locator('b, img').count(), 0, 'no markup from the message in the page');
      assert.equal(await page.evaluate(() => /** @type {any} */ (globalThis).__pwned), undefined, 'no script ran');
      await page.getByRole('button', { name: 'Resubmit for approval' }).click();
      // The dialog says Resubmit like its button (its title said "Submit for approval?").
      await page.getByRole('dialog', { name: 'Resubmit for approval?' }).getByRole('button', { name: 'Resubmit for approval' }).click();
      await expectVisible(toast(page, 'Listing submitted for approval'), 'resubmitted');
      await expectVisible(page.getByRole('status', { name: 'Listing status' }).getByText(/^In review/), 'in review again');
    });

    await withPage(t, { label: 'admin-approve' }, async ({ page }) => {
      await signIn(page, DEMO.admin, DEMO_PASSWORD);
      await openAdminListing(page, app.id);
      await page.getByRole('button', { name: 'Approve' }).click();
      const approve = page.getByRole('dialog', { name: 'Approve the listing?' });
      // An optional message for the approval banner; approving removes the rejection's message, and says so.
      await expectVisible(approve.getByText(/The developer now sees the rejection message: approving removes it/), 'the replace hint');
      await approve.getByLabel('Message to the developer (optional)').fill('Welcome to the Marketplace!\nThanks for the fixes.');
      await approve.getByRole('checkbox', { name: 'Publish silently' }).check();
      // A refused approval (its answer replaced: the form passes the rules) lists the server's errors, once each,
      // in the dialog, which stays open with the message typed.
      const save = `**/api/v1/admin/submissions/${app.id}`;
      await page.route(save, (route) =>
        route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({
            message: 'Please correct the errors below before submitting for review',
            errors: ['This field is required', "Choose one of this app's production versions", 'This field is required'],
            fields: { tagline: ['This field is required'], app_version_id: ["Choose one of this app's production versions"] },
          }),
        }),
      );
      await approve.getByRole('button', { name: 'Approve' }).click();
      const refused = approve.getByRole('alert').filter({ hasText: 'The following errors occurred:' });
      await expectVisible(refused, 'the refusal in the dialog');
      assert.deepEqual(await refused.getByRole('listitem').allInnerTexts(), [
        'This field is required',
        "Choose one of this app's production versions",
      ]);
      assert.equal(
        await approve.getByLabel('Message to the developer (optional)').inputValue(),
        'Welcome to the Marketplace!\nThanks for the fixes.',
        'the message kept',
      );
      await page.unroute(save);
      await approve.getByRole('button', { name: 'Approve' }).click();
      await expectVisible(toast(page, 'Listing approved'), 'the approved toast');
      await expectVisible(
        page.getByRole('region', { name: 'This listing was approved, with a message to the developer.' }),
        'the approval banner',
      );
      await expectVisible(
        page.getByRole('status', { name: 'Listing status' }).getByText(/Status: Published · Review: Approved/),
        'published',
      );
      await expectDisabled(page.getByRole('button', { name: 'Approve' }), 'no approval of a published listing');
      await expectDisabled(page.getByRole('button', { name: 'Reject' }), 'no rejection of a published listing');

      const listing = await apiCall(session, 'GET', `/api/v1/developer_apps/${app.id}/submission`);
      assert.equal(listing.data.state, 'published');
      assert.equal(listing.data.silent, true, 'approved silently');
      assert.equal(listing.data.admin_message, '<p>Welcome to the Marketplace!<br>Thanks for the fixes.</p>', 'the message as rich text');

      // Published: the public catalog finds it by name and its page shows the approved listing.
      await page.goto(`/marketplace?search=${encodeURIComponent('Site Diary')}`);
      const link = page.locator(`a[href="/marketplace/${app.id}"]`).first();
      await expectVisible(link, 'the published listing in the public catalog', 30_000);
      await link.click();
      await expectVisible(page.getByRole('heading', { name: 'Site Diary Sync' }), "the listing's public page");
      // The admin app page's General tab names the published listing in its read-only "App listing".
      await page.goto(`/admin/developer_apps/${app.id}`);
      await eventually(
        async () => (await page.getByLabel('App listing', { exact: true }).inputValue()) === 'Site Diary Sync · Published',
        'the published listing in "App listing"',
        SLOW_MS,
      );
      await openAdminListing(page, app.id);

      // The developer changes the published listing: the admin view marks the changed field only.
      const edited = await apiCall(session, 'PATCH', `/api/v1/submissions/${app.id}`, {
        submission: { tagline: 'Daily logs, now two-way' },
      });
      assert.equal(edited.status, 200, `the developer's edit answered ${edited.status}`);
      await openAdminListing(page, app.id);
      const fieldOf = (/** @type {string} */ label) =>
        page.locator('.listing-field').filter({ has: page.getByLabel(label, { exact: true }) });
      await expectVisible(fieldOf('Tagline').getByText('Changed', { exact: true }), 'the changed marker beside Tagline');
      await expectHidden(fieldOf('Name').getByText('Changed', { exact: true }), 'no marker beside an unchanged Name');
    });

    await withPage(t, { label: 'developer-after-approval' }, async ({ page }) => {
      await signIn(page, dev.email, dev.password);
      await openDeveloperListing(page, app.id);
      // The approval banner with the reviewer's message, line breaks kept.
      const banner = page.getByRole('region', { name: 'Your listing was approved.' });
      await expectVisible(banner, 'the approval banner');
      await banner.getByText('Reviewer’s message').click();
      assert.equal(await banner.locator('.prose').innerText(), 'Welcome to the Marketplace!\nThanks for the fixes.');
      // Edited since its approval, the listing is a draft again, while the approved version stays on the Marketplace.
      await expectVisible(
        page
          .getByRole('status', { name: 'Listing status' })
          .getByText(/^Draft: .*The published listing \(version 1\) stays live on the Marketplace until your changes are approved\.$/),
        'the status saying the published version stays live',
      );
    });
  },
);

test(
  'availability: all ↔ specific (keeping every tick) ↔ unset, a tri-state region, and the region_or_country error cleared',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const { dev, session } = await newDeveloperSession();
    const app = await createAppViaApi(session, uniqueAppName('Availability'));
    await withPage(t, {}, async ({ page }) => {
      await signIn(page, dev.email, dev.password);
      // The listing cannot be loaded: the spec's message, and Try again loads it.
      const submission = `**/api/v1/developer_apps/${app.id}/submission`;
      await page.route(submission, (route) =>
        route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'You are not allowed to do this.' }),
        }),
      );
      await page.goto(`/developer_apps/${app.id}?tab=marketplaceListing`);
      const failed = page.getByRole('alert').filter({ hasText: 'Error: unable to retrieve marketplace app.' });
      await expectVisible(failed, 'the load error', SLOW_MS);
      await expectVisible(failed.getByText('You are not allowed to do this.'), "the server's message under it");
      await page.unroute(submission);
      await failed.getByRole('button', { name: 'Try again' }).click();
      await expectVisible(page.getByTestId('listing-editor'), 'the listing editor after Try again', SLOW_MS);

      await tab(page, 'Regions').click();
      const now = page.getByTestId('availability-state');
      const all = page.getByRole('radio', { name: 'All regions' });
      const specific = page.getByRole('radio', { name: 'Specific regions' });
      await expectVisible(now.getByText('Available in: not set'), 'unset at first');
      assert.equal(await all.isChecked(), false);
      assert.equal(await specific.isChecked(), false);

      // Preview validates everything: the region_or_country message shows; a change clears it.
      await page.getByRole('button', { name: 'Preview' }).click();
      await expectVisible(page.getByText('You must select a region or country'), 'the region_or_country message');
      await expectVisible(tab(page, 'Regions').getByTestId('tab-error-icon'), 'the Regions tab flagged');

      await all.check();
      await expectVisible(now.getByText('Available in: all regions'), 'all');
      await expectHidden(page.getByText('You must select a region or country'), 'the message cleared by the change');

      // Specific keeps All's ticks: the developer unticks the places not served instead of ticking the rest again.
      await specific.check();
      const regionBoxes = page.locator('.listing-regions .listing-region > legend').getByRole('checkbox');
      await expectVisible(regionBoxes.first(), 'the regions under Specific');
      await expectVisible(now.getByText('Available in: all regions'), 'every place still ticked');
      const boxes = page.locator('.listing-regions').getByRole('checkbox');
      for (const box of await boxes.all()) assert.equal(await box.isChecked(), true, 'every region and country kept');
      const region = page.getByRole('checkbox', { name: 'North America', exact: true });
      const countries = page.getByRole('group', { name: 'Countries of North America' }).getByRole('checkbox');
      assert.equal(await countries.count(), 3);
      const firstRow = page.getByRole('group', { name: 'Countries of North America' }).locator('.listing-row3').first();
      assert.equal(await firstRow.getByRole('checkbox').count(), 3, 'countries in rows of three');

      await page.getByRole('checkbox', { name: 'Canada', exact: true }).uncheck();
      await expectVisible(now.getByText('Available in: specific regions and countries'), 'one untick: specific');
      assert.equal(await region.evaluate((el) => /** @type {HTMLInputElement} */ (el).indeterminate), true, 'the region is indeterminate');
      assert.equal(await region.getAttribute('aria-checked'), 'mixed');
      await region.click();
      assert.equal(await region.evaluate((el) => /** @type {HTMLInputElement} */ (el).indeterminate), false);
      assert.equal(await region.isChecked(), true, 'an indeterminate region becomes checked');
      for (const box of await countries.all()) assert.equal(await box.isChecked(), true, 'ticking the region ticks its countries');

      // Unticking every region: unset, and Specific stays chosen with its list open.
      for (const box of await regionBoxes.all()) await box.uncheck();
      await expectVisible(now.getByText('Available in: not set'), 'unticking the last region: unset');
      assert.equal(await specific.isChecked(), true, 'Specific still chosen with nothing ticked');
      await region.check();
      await expectVisible(now.getByText('Available in: specific regions and countries'), 'specific');
      for (const box of await countries.all()) assert.equal(await box.isChecked(), true, 'ticking the region ticks its countries');

      await all.check();
      await expectVisible(now.getByText('Available in: all regions'), 'all again');
      await expectAccessible(page, 'the Regions tab');
    });
  },
);

test('a listing start and an upload whose answers were lost, sent again, make one listing and one screenshot', async (t) => {
  const { dev, session } = await newDeveloperSession();
  const app = await createAppViaApi(session, uniqueAppName('Lost answers'));
  await withPage(t, {}, async ({ page }) => {
    await signIn(page, dev.email, dev.password);
    const starts = await loseFirstAnswer(page, /\/api\/v1\/developer_apps\/[^/]+\/submissions$/);
    const uploads = await loseFirstAnswer(page, /\/api\/v1\/submissions\/[^/]+\/media$/);
    await openDeveloperListing(page, app.id);

    // Save draft starts the listing; its answer is lost, the developer saves again (before: 409, listing exists).
    await fill(page, 'Name', 'Once Listed');
    const saveDraft = page.getByRole('button', { name: 'Save draft' });
    await saveDraft.click();
    await expectVisible(page.getByText('the portal could not be reached').first(), 'the failed save');
    await saveDraft.click();
    await expectVisible(toast(page, 'Listing saved'), 'saved on the second try');
    assert.equal(starts.length, 2);
    assert.equal(starts[1], starts[0], 'the second start repeats the Idempotency-Key');

    // A screenshot whose answer is lost is picked again: one screenshot, not two.
    await tab(page, 'Media').click();
    const shot = { name: 'once.png', mimeType: 'image/png', buffer: png(1280, 720) };
    await fileInput(page, 'Screenshots').setInputFiles(shot);
    await expectVisible(page.getByText('the portal could not be reached').first(), 'the failed upload');
    await fileInput(page, 'Screenshots').setInputFiles(shot);
    await expectVisible(toast(page, 'Uploaded once.png'), 'uploaded on the second try', SLOW_MS);
    assert.equal(uploads.length, 2);
    assert.equal(uploads[1], uploads[0], 'the second upload repeats the Idempotency-Key');
    await eventually(async () => (await fileList(page, 'Screenshots').getByText('once.png').count()) === 1, 'once.png listed once');
    const stored = await apiCall(session, 'GET', `/api/v1/developer_apps/${app.id}/submission`);
    assert.equal(stored.data.public_name, 'Once Listed');
    assert.deepEqual(
      stored.data.media.map((/** @type {{ original_filename: string }} */ m) => m.original_filename),
      ['once.png'],
    );
  });
});

test('a listing started elsewhere while the developer edits is taken up, and their edits saved over it', async (t) => {
  const { dev, session } = await newDeveloperSession();
  const app = await createAppViaApi(session, uniqueAppName('Started elsewhere'));
  await withPage(t, {}, async ({ page }) => {
    await signIn(page, dev.email, dev.password);
    await openDeveloperListing(page, app.id);
    await fill(page, 'Name', 'Mine');
    // Meanwhile, another tab starts the listing (before: every Save draft met "already has a marketplace listing").
    const elsewhere = await apiCall(session, 'POST', `/api/v1/developer_apps/${app.id}/submissions`, {
      submission: { public_name: 'Theirs' },
    });
    assert.equal(elsewhere.status, 201);
    const saveDraft = page.getByRole('button', { name: 'Save draft' });
    await saveDraft.click();
    await expectVisible(page.getByText('This listing was started meanwhile'), 'the started-elsewhere banner');
    assert.equal(await page.getByLabel('Name', { exact: true }).inputValue(), 'Mine', 'the edits are kept');
    await saveDraft.click();
    await expectVisible(toast(page, 'Listing saved'), 'saved over it');
    const stored = await apiCall(session, 'GET', `/api/v1/developer_apps/${app.id}/submission`);
    assert.equal(stored.data.public_name, 'Mine');
  });
});
