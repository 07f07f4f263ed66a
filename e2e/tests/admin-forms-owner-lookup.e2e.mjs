// Regressions of an admin's QA pass (2026-12-03):
// - QuotaMinder: an edit that fails on one environment keeps the Edit Bucket modal open with the admin's changes (it
//   closed and lost them), and a submit to one environment that fails alerts the server's message (spec 1 §8
//   "Single-server bucket failure"), like a retrieval from one environment, once: no results modal repeats it.
// - Change Owner: the current owner is offered but cannot be picked (picking it changed nothing and said "App
//   Updated!"), and right after a change the page does not show the red owner-mismatch error while the platform's
//   record of the owner catches up (it stayed until a reload).
// - Admin app page: a logo upload (any new version of the app) keeps the General form's unsaved edits (they were
//   silently thrown away); Internal name and the contact form's fields show the required marker.
// - Admin home: "Open an app by id" also takes the App ID (client id) the platform quotes.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { PNG_1PX, SLOW_MS, createAppViaApi, newDeveloperSession, toast, uniqueAppName } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { eventually, expectHidden, expectVisible } from '../lib/expect.mjs';
import { apiCall, signIn, signInViaApi } from '../lib/notifications.mjs';

/** @typedef {import('playwright-core').Page} Page */

const SERVERS_API = '/api/v1/admin/quota_minder_servers';
const FIRST = 'Production_US01';
const SECOND = 'Integrator_Sandbox';
const MISMATCH = 'Error: The owner of this app is different between the platform and the Developer portal.';

const uniqueDomain = () => `qa-c-${Date.now()}-${randomBytes(3).toString('hex')}`;

/** Every browser dialog's message, in order; each one is accepted (confirms go ahead, alerts are closed). */
function acceptDialogs(/** @type {Page} */ page) {
  /** @type {string[]} */
  const seen = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

async function deleteBucketsOf(/** @type {string} */ domain) {
  const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);
  for (const server of [FIRST, SECOND]) {
    const list = await apiCall(admin, 'GET', `${SERVERS_API}/${server}/buckets?domain=${encodeURIComponent(domain)}`);
    for (const bucket of list.data?.data ?? []) {
      if (bucket.domain === domain) await apiCall(admin, 'DELETE', `${SERVERS_API}/${server}/buckets/${bucket.id}`);
    }
  }
}

test(
  'QuotaMinder: a failed environment keeps the Edit Bucket modal and its changes; a failed single-server submit alerts',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const domain = uniqueDomain();
    const name = `QA-C ${domain}`;
    const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);
    const bucket = {
      name,
      domain,
      client_id: '*',
      company_id: '*',
      bucket_templates: [{ name: 'main', fill_type: 'count', interval_ms: 3_600_000, limit: 7200 }],
    };
    for (const server of [FIRST, SECOND]) {
      const made = await apiCall(admin, 'POST', `${SERVERS_API}/${server}/buckets`, { data: bucket });
      assert.equal(made.status, 201, `set-up: a bucket on ${server} answered ${made.status}: ${JSON.stringify(made.data)}`);
    }
    try {
      await withPage(t, {}, async ({ page }) => {
        const dialogs = acceptDialogs(page);
        await signIn(page, DEMO.admin, DEMO_PASSWORD);
        await page.goto('/admin/quota_minder');
        await page.getByLabel('Domain', { exact: true }).fill(domain);
        await page.getByRole('group', { name: 'Retrieve Buckets' }).getByRole('button', { name: 'All Environments' }).click();
        const retrieval = page.getByRole('dialog', { name: 'Retrieval Results' });
        await retrieval.getByRole('button', { name: 'OK', exact: true }).click();
        const row = page.getByRole('table', { name: 'View Buckets' }).locator('tbody tr').filter({ hasText: domain });
        await expectVisible(row.getByText(`${FIRST}, ${SECOND}`, { exact: true }), 'one row on both environments');

        // The second environment refuses the edit.
        await page.route(`**${SERVERS_API}/${SECOND}/buckets/**`, (route) =>
          route.request().method() === 'PATCH'
            ? route.fulfill({
                status: 422,
                contentType: 'application/json',
                body: JSON.stringify({ message: 'Bucket server says no', errors: [] }),
              })
            : route.fallback(),
        );
        await row.getByRole('button', { name: `Edit bucket ${name}` }).click();
        const edit = page.getByRole('dialog', { name: 'Edit Bucket' });
        const limit = edit.getByRole('group', { name: 'Template 1', exact: true }).getByLabel('Limit', { exact: true });
        await limit.fill('6000');
        await edit.getByRole('button', { name: 'Save', exact: true }).click();
        const results = page.getByRole('dialog', { name: 'Submission Results' });
        await expectVisible(
          results.getByRole('row', { name: new RegExp(`^${SECOND}\\b`) }).getByText('Bucket server says no'),
          'the refusal',
        );
        await expectVisible(
          results.getByRole('row', { name: new RegExp(`^${FIRST}\\b`) }).getByText('Successfully submitted'),
          'the other',
        );
        assert.ok(dialogs.at(-1)?.startsWith('Submit this bucket to all environments'), `no alert for several environments: ${dialogs}`);
        await results.getByRole('button', { name: 'OK', exact: true }).click();
        await expectHidden(results, 'the results after OK');
        await expectVisible(edit, 'the Edit Bucket modal, still open after a failed environment');
        assert.equal(await limit.inputValue(), '6000', "the admin's change is kept");

        // Sent again once the environment takes it: the modal closes.
        await page.unroute(`**${SERVERS_API}/${SECOND}/buckets/**`);
        await edit.getByRole('button', { name: 'Save', exact: true }).click();
        await results.getByRole('button', { name: 'OK', exact: true }).click();
        await expectHidden(edit, 'the Edit Bucket modal after every environment took it', SLOW_MS);
        await expectVisible(row.getByText('main (count): 6,000 per 3,600,000 ms', { exact: true }), 'the edited limit');

        // Adding the same bucket to one environment again: refused there, and the alert says why.
        const add = page.getByRole('form', { name: 'Add Bucket' });
        await add.getByLabel('Bucket name', { exact: true }).fill(name);
        await add.getByLabel('Bucket domain', { exact: true }).fill(domain);
        await add.getByLabel('Server', { exact: true }).selectOption(FIRST);
        const before = dialogs.length;
        await add.getByRole('button', { name: 'Submit', exact: true }).click();
        await eventually(
          () => dialogs.length >= before + 2,
          () => `a confirm then an alert; dialogs: ${JSON.stringify(dialogs.slice(before))}`,
        );
        assert.equal(dialogs[before], 'Submit this bucket?');
        assert.match(dialogs[before + 1] ?? '', /already exists on this server/, 'the alert names the server message');
        // Said once (spec 1 §8): the alert, and no results modal repeating it.
        await page.waitForTimeout(500);
        assert.equal(await page.getByRole('dialog', { name: 'Submission Results' }).count(), 0, 'no Submission Results after the alert');
      });
    } finally {
      await deleteBucketsOf(domain);
    }
  },
);

test(
  'Change Owner: the current owner cannot be picked; no owner-mismatch error while the platform catches up',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const first = await newDeveloperSession();
    const second = await newDeveloperSession();
    const name = uniqueAppName('QA-C owner');
    const app = await createAppViaApi(first.session, name);

    await withPage(t, {}, async ({ page }) => {
      await signIn(page, DEMO.admin, DEMO_PASSWORD);
      await page.goto(`/admin/developer_apps/${app.id}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: `Edit - ${name}` }), 'the admin app page', SLOW_MS);
      await page.getByRole('button', { name: 'Change Owner' }).click();
      const modal = page.getByRole('dialog', { name: 'Change Owner' });
      const search = modal.getByLabel('New owner (search by e-mail)');
      const options = modal.getByRole('group', { name: 'Developers' });

      await search.fill(first.dev.email);
      const current = options.getByRole('radio', { name: `${first.dev.email} (current owner)`, exact: true });
      await expectVisible(current, 'the current owner, marked', SLOW_MS);
      assert.equal(await current.isDisabled(), true, 'the current owner cannot be picked');

      await search.fill(second.dev.email);
      await options.getByRole('radio', { name: second.dev.email, exact: true }).click();
      // The platform's record of the owner follows the change a moment later; the answer waits for it.
      const answered = page.waitForResponse((r) => r.url().endsWith(`/api/v1/admin/developer_apps/${app.id}/owner`));
      await modal.getByRole('button', { name: 'Continue', exact: true }).click();
      await modal.getByRole('button', { name: 'Change owner', exact: true }).click();
      const answer = await (await answered).json();
      assert.equal(answer.external_platform_owner_id, second.id, 'the answer has the platform record of the new owner');
      assert.equal(answer.owner_mismatch, false, 'the answer reports no mismatch');
      await expectVisible(toast(page, `${second.dev.email} is now the owner`), 'the toast once the change settled', SLOW_MS);
      await expectVisible(
        page.getByRole('complementary', { name: 'App administration' }).getByText(second.dev.email, { exact: true }),
        'the new owner',
      );
      await expectHidden(page.getByText(MISMATCH, { exact: false }), 'no owner-mismatch error for a change that worked');
    });
  },
);

test(
  'Admin home opens an app by its App ID (client id); Internal name and the contact fields show the required marker',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const owner = await newDeveloperSession();
    const name = uniqueAppName('QA-C lookup');
    const app = await createAppViaApi(owner.session, name);
    assert.ok(app.uid, 'set-up: the app has an App ID');

    await withPage(t, {}, async ({ page }) => {
      await signIn(page, DEMO.admin, DEMO_PASSWORD);
      await page.goto('/admin');
      const lookup = page.getByRole('form', { name: 'Open an app by id' });
      const input = lookup.getByLabel('App id or App ID', { exact: true });

      // A client-id-shaped text that names no client: said in words.
      await input.fill('no-such-client-id-qa-c');
      await lookup.getByRole('button', { name: 'Open', exact: true }).click();
      await expectVisible(lookup.getByRole('alert').getByText('No app has the id or App ID no-such-client-id-qa-c.'), 'the not-found line');

      // The App ID the platform quotes opens the app's admin page.
      await input.fill(app.uid);
      await lookup.getByRole('button', { name: 'Open', exact: true }).click();
      await expectVisible(page.getByRole('heading', { level: 1, name: `Edit - ${name}` }), 'the app found by its App ID', SLOW_MS);
      assert.equal(new URL(page.url()).pathname, `/admin/developer_apps/${app.id}`);

      /** The visible asterisk of the field labelled `label` inside `scope`. */
      const marker = (/** @type {import('playwright-core').Locator} */ scope, /** @type {string} */ label) =>
        scope.locator('.field', { has: page.getByLabel(label, { exact: true }) }).locator('.field__required');
      await expectVisible(marker(page.getByRole('form', { name: 'General app settings' }), 'Internal name'), 'the Internal name marker');

      await page.goto(`/admin/developer_apps/${app.id}/contacts/new`);
      const contact = page.getByRole('form', { name: 'Integration Request Contact' });
      await expectVisible(marker(contact, 'Name'), 'the contact name marker');
      await expectVisible(marker(contact, 'Email'), 'the contact e-mail marker');
    });
  },
);

test(
  "Admin app page: uploading a logo keeps the General form's unsaved edits, which then save",
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const owner = await newDeveloperSession();
    const name = uniqueAppName('QA-C keep edits');
    const app = await createAppViaApi(owner.session, name);

    await withPage(t, {}, async ({ page }) => {
      await signIn(page, DEMO.admin, DEMO_PASSWORD);
      await page.goto(`/admin/developer_apps/${app.id}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: `Edit - ${name}` }), 'the admin app page', SLOW_MS);
      const form = page.getByRole('form', { name: 'General app settings' });
      const cors = form.getByLabel('Allowed CORS domains', { exact: true });
      await cors.fill('app.example.com');

      await page.locator(`#admin-logo-${app.id}`).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1PX });
      await expectVisible(toast(page, 'Uploaded Logo!'), 'the logo toast', SLOW_MS);
      assert.equal(await cors.inputValue(), 'app.example.com', 'the unsaved CORS domain is still there');

      await form.getByRole('button', { name: 'Save', exact: true }).click();
      await expectVisible(toast(page, 'App Updated!'), 'the save toast', SLOW_MS);
      const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);
      await eventually(
        async () => (await apiCall(admin, 'GET', `/api/v1/admin/developer_apps/${app.id}`)).data?.allowed_cors_domain === 'app.example.com',
        'the CORS domain saved',
      );
      assert.equal(await cors.inputValue(), 'app.example.com', 'the form shows the saved value');
    });
  },
);

test(
  "Admin app page: the General form's save sends only the fields typed over, so another admin's change to another field stays",
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const owner = await newDeveloperSession();
    const name = uniqueAppName('QA-C follow');
    const renamed = `${name} renamed`;
    const app = await createAppViaApi(owner.session, name);

    await withPage(t, {}, async ({ page }) => {
      await signIn(page, DEMO.admin, DEMO_PASSWORD);
      await page.goto(`/admin/developer_apps/${app.id}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: `Edit - ${name}` }), 'the admin app page', SLOW_MS);
      const form = page.getByRole('form', { name: 'General app settings' });
      const cors = form.getByLabel('Allowed CORS domains', { exact: true });
      const internalName = form.getByLabel('Internal name', { exact: false });
      await cors.fill('follow.example.com');

      // Another admin renames the app meanwhile; this page learns of it with its next fetch (here: a logo upload's).
      const other = await signInViaApi(DEMO.admin, DEMO_PASSWORD);
      const rename = await apiCall(other, 'PATCH', `/api/v1/admin/developer_apps/${app.id}`, { developer_app: { internal_name: renamed } });
      assert.equal(rename.status, 200, `the other admin's rename answered ${rename.status}`);
      await page.locator(`#admin-logo-${app.id}`).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1PX });
      await expectVisible(toast(page, 'Uploaded Logo!'), 'the logo toast', SLOW_MS);
      assert.equal(await cors.inputValue(), 'follow.example.com', 'the typed CORS domain is kept');

      await form.getByRole('button', { name: 'Save', exact: true }).click();
      await expectVisible(toast(page, 'App Updated!'), 'the save toast', SLOW_MS);
      await eventually(async () => {
        const saved = (await apiCall(other, 'GET', `/api/v1/admin/developer_apps/${app.id}`)).data;
        return saved?.allowed_cors_domain === 'follow.example.com' && saved?.internal_name === renamed;
      }, 'the save kept the rename and added the CORS domain');
      await eventually(async () => (await internalName.inputValue()) === renamed, 'the form then shows the rename');
    });
  },
);
