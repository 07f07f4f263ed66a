// Issue 10 (web, helper C): the manifest editor, the Versions tab and the header badge. A developer
// creates 0.1.0 in the full-screen editor, sees it in the Sandbox table, promotes it with release
// notes (the view switches to Production) and submits it; a platform admin approves it from the
// admin General tab; the header shows "Approved version", and so does the apps list. Then 0.2.0 raises a permission through the
// permission builder, both the promote screen and the diff view flag the increase, and after its
// promotion production rolls back to the approved 0.1.0. View Manifest, Copy and the key copy too.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SANDBOX_TIMEOUT_MS, SLOW_MS, createAppViaApi, newDeveloperSession, uniqueAppName, waitForSandbox } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, GATEWAY_URL, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { expectDisabled, expectEnabled, expectVisible } from '../lib/expect.mjs';
import { cookiesFor } from '../lib/first-load.mjs';
import { answerConfirm, signInViaApi } from '../lib/notifications.mjs';

/** @typedef {import('playwright-core').Page} Page */

const manifest = (level) => ({
  app_manifest: { uid: '', name: '' },
  schema_version: '3',
  components: {
    oauth: { instances: [{ grant_type: 'client_credentials', permissions: { company: { action_plans: level }, project: {} } }] },
    iframe: {
      instances: [
        {
          type: 'sidepanel',
          name: 'Hints',
          description: 'RFI hints',
          source_url: 'https://versions-e2e.example.com/panel',
          views: ['projects.rfis.detail'],
          user_configuration: { schema: { type: 'object', properties: {}, required: [] } },
        },
      ],
    },
  },
});

/** @param {Page} page */
const header = (page) => page.locator('.app-header');
/** @param {Page} page */
const editor = (page) => page.getByRole('dialog', { name: 'New manifest version' });

/** Types `content` into the open editor and waits for the live validation to pass. */
async function typeManifest(/** @type {Page} */ page, content) {
  const dialog = editor(page);
  await dialog.getByLabel('Manifest').fill(JSON.stringify(content, null, 2));
  await expectDisabled(dialog.getByRole('button', { name: 'Create', exact: true }), 'Create while validating');
  await expectVisible(dialog.getByText('Validation passed'), 'the passed validation state', SLOW_MS);
}

/** Clicks Create in the editor and waits for the new version's toast. */
async function createInEditor(/** @type {Page} */ page, version) {
  const dialog = editor(page);
  const field = dialog.getByLabel('Version');
  assert.equal(await field.inputValue(), version, 'the suggested version (minor bump)');
  // A version that is not semantic is marked on the field itself (the shared field's error, linked to the input).
  await field.fill('one');
  await expectVisible(dialog.getByText('Version must be semantic (major.minor.patch)'), 'the semantic-version error');
  assert.equal(await field.getAttribute('aria-invalid'), 'true', 'the field is marked invalid');
  await field.fill(version);
  await expectEnabled(dialog.getByRole('button', { name: 'Create', exact: true }), 'Create after validation passed');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expectVisible(page.locator('.toasts').getByText(`Version ${version} created`), `the ${version} toast`, SLOW_MS);
}

test(
  'editor → Sandbox table → promote → submit → admin approves → Approved version; a permission increase is flagged; rollback',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const { session } = await newDeveloperSession();
    const name = uniqueAppName('E2E versions');
    const app = await createAppViaApi(session, name);
    await waitForSandbox(session, app.id, 'live', SANDBOX_TIMEOUT_MS);
    const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);

    await withPage(t, {}, async ({ page, context }) => {
      await context.addCookies(cookiesFor(session.cookie, GATEWAY_URL));
      await page.goto(`/developer_apps/${app.id}?tab=versions`);
      await expectVisible(header(page).getByText('Draft', { exact: true }), 'the Draft badge', SLOW_MS);

      // Create version in the editor; invalid JSON first shows the spec's message.
      await header(page).getByRole('button', { name: 'Create version' }).click();
      await expectVisible(editor(page), 'the manifest editor', SLOW_MS);
      await editor(page).getByLabel('Manifest').fill('{"schema_version": ');
      await expectVisible(editor(page).getByText('Invalid JSON, could not parse manifest'), 'the invalid JSON message', SLOW_MS);
      // Two schema violations: collapsed as a count with Show/Hide; Create stays disabled.
      const broken = manifest('readonly');
      broken.components.iframe.instances[0].source_url = 'nope';
      broken.components.iframe.instances[0].views = [];
      await editor(page).getByLabel('Manifest').fill(JSON.stringify(broken));
      await expectVisible(editor(page).getByText('There are (2) content violations.'), 'the collapsed violations', SLOW_MS);
      await expectDisabled(editor(page).getByRole('button', { name: 'Create', exact: true }), 'Create with violations');
      await editor(page).getByRole('button', { name: 'Show' }).click();
      await expectVisible(editor(page).getByText('At least one view is required'), 'a violation after Show');
      // Cancel with a typed manifest asks first; kept, the text is still there.
      await answerConfirm(
        page,
        () => editor(page).getByRole('button', { name: 'Cancel', exact: true }).click(),
        /^Discard the changes you made to this manifest\?$/,
        false,
      );
      assert.match(await editor(page).getByLabel('Manifest').inputValue(), /"source_url":\s*"nope"/);
      await typeManifest(page, manifest('readonly'));
      await createInEditor(page, '0.1.0');

      // The Sandbox table lists it; the header says Ready for testing.
      const sandboxRow = page.getByRole('row').filter({ hasText: '0.1.0' }).first();
      await expectVisible(sandboxRow, '0.1.0 in the Sandbox table', SLOW_MS);
      await expectVisible(header(page).getByText('Ready for testing'), 'the Ready for testing badge', SLOW_MS);

      // View Manifest: read-only JSON with Copy; the App Version Key copies on click.
      await sandboxRow.getByRole('button', { name: 'View Manifest' }).click();
      const view = page.getByRole('dialog', { name: 'Manifest 0.1.0' });
      await expectVisible(
        view.getByText('"source_url": "https://versions-e2e.example.com/panel"', { exact: false }),
        'the manifest JSON',
        SLOW_MS,
      );
      await view.getByRole('button', { name: 'Copy manifest' }).click();
      await expectVisible(page.locator('.toasts').getByText('Copied'), 'the Copied toast');
      await view.getByRole('button', { name: 'Close' }).click();
      await sandboxRow.getByRole('button', { name: 'Copy app version key' }).click();
      await expectVisible(page.locator('.toasts').getByText('Copied').first(), 'the key Copied toast');

      // The header's Promote opens the dialog for the newest sandbox version (the rows' Promote is tried below);
      // release notes are required; promoted → the Production table (in the address).
      await page.getByRole('tab', { name: 'Sandbox' }).click();
      await header(page).getByRole('button', { name: 'Promote' }).click();
      const promote = page.getByRole('dialog', { name: /Promote version 0\.1\.0/ });
      await promote.getByRole('button', { name: 'Promote' }).click();
      await expectVisible(promote.getByText('Release notes are required'), 'release notes required');
      await promote.getByLabel('Release notes').fill('First release.');
      await promote.getByRole('button', { name: 'Promote' }).click();
      await expectVisible(page.getByRole('tab', { name: 'Production', selected: true }), 'the Production tab', SLOW_MS);
      assert.equal(new URL(page.url()).searchParams.get('env'), 'production', 'env=production in the address');
      const productionRow = page.getByRole('row').filter({ hasText: 'First release.' }).first();
      await expectVisible(productionRow, 'the release notes in the Production table', SLOW_MS);
      await expectVisible(header(page).getByText('Promoted', { exact: true }), 'the Promoted badge', SLOW_MS);

      // Submit for review.
      await productionRow.getByRole('button', { name: 'Submit for review' }).click();
      const submit = page.getByRole('dialog', { name: /Submit version 0\.1\.0/ });
      await submit.getByLabel('Notes for the reviewer').fill('Please review.');
      await submit.getByRole('button', { name: 'Submit for review' }).click();
      await expectVisible(header(page).getByText('Under review'), 'the Under review badge', SLOW_MS);

      // A platform admin approves it from the admin page's General tab.
      await withPage(t, {}, async ({ page: adminPage, context: adminContext }) => {
        await adminContext.addCookies(cookiesFor(admin.cookie, GATEWAY_URL));
        await adminPage.goto(`/admin/developer_apps/${app.id}`);
        const manifests = adminPage.getByRole('region', { name: 'Manifests' });
        await expectVisible(manifests, 'the admin manifests', SLOW_MS);
        await manifests.getByRole('tab', { name: 'Production' }).click();
        await manifests.getByRole('button', { name: 'Approve' }).click();
        const approve = adminPage.getByRole('dialog', { name: /Approve version 0\.1\.0/ });
        await approve.getByLabel('Notes for the developer').fill('Looks good.');
        await approve.getByRole('button', { name: 'Approve' }).click();
        await expectVisible(manifests.getByRole('cell', { name: 'Published' }), 'the published state', SLOW_MS);
      });

      await page.reload();
      await expectVisible(header(page).getByText('Approved version'), 'the Approved version badge', SLOW_MS);

      // The apps list tells the same: the version with its badge, and no Marketplace listing yet.
      await page.goto('/developer_apps');
      const listRow = page.getByRole('row').filter({ hasText: name });
      await expectVisible(listRow.getByText('0.1.0', { exact: true }), 'the version in the apps list', SLOW_MS);
      await expectVisible(listRow.getByText('Approved version', { exact: true }), 'its badge in the apps list');
      await expectVisible(listRow.getByText('No listing', { exact: true }), 'no listing in the apps list');
      await page.goto(`/developer_apps/${app.id}?tab=versions`);
      await expectVisible(header(page).getByText('Approved version'), 'the badge back on the app page', SLOW_MS);

      // 0.2.0 raises Action Plans from Read-Only to Admin through the permission builder.
      await header(page).getByRole('button', { name: 'Save version' }).click();
      await expectVisible(editor(page).getByText('Validation passed'), 'the current version validates', SLOW_MS);
      await editor(page).getByRole('button', { name: 'Permissions builder' }).click();
      const builder = page.getByRole('dialog', { name: 'Permissions' });
      await expectVisible(builder.getByRole('tab', { name: 'Company', selected: true }), 'the Company tab');
      await expectDisabled(builder.getByRole('radio', { name: 'Admin: Read-Only' }), 'a level the tool does not allow', SLOW_MS);
      await builder.getByRole('radio', { name: 'Action Plans: Admin' }).check();
      await builder.getByRole('button', { name: 'Update Manifest' }).click();
      await expectVisible(editor(page).getByText('Validation passed'), 'the updated manifest validates', SLOW_MS);
      assert.match(await editor(page).getByLabel('Manifest').inputValue(), /"action_plans": "admin"/);
      await createInEditor(page, '0.2.0');

      // The promote screen flags the increase against production 0.1.0.
      await page.getByRole('tab', { name: 'Sandbox' }).click();
      const row2 = page.getByRole('row').filter({ hasText: '0.2.0' }).first();
      await expectVisible(row2, '0.2.0 in the Sandbox table', SLOW_MS);
      await row2.getByRole('button', { name: 'Promote' }).click();
      const promote2 = page.getByRole('dialog', { name: /Promote version 0\.2\.0/ });
      const increases = promote2.getByRole('list', { name: 'Permission increases' });
      await expectVisible(increases.getByText(/Action Plans: Read-Only → Admin/), 'the flagged increase on the promote screen', SLOW_MS);
      await promote2.getByRole('button', { name: 'Cancel' }).click();

      // The diff view between the two sandbox versions shows it too.
      await page.getByRole('button', { name: 'Show Old Versions' }).click();
      await expectVisible(page.getByRole('row').filter({ hasText: '0.1.0' }).first(), 'the old version shown', SLOW_MS);
      await row2.getByRole('button', { name: 'Compare' }).click();
      const diff = page.getByRole('dialog', { name: /Changes from/ });
      await diff.getByLabel('Compare with').selectOption({ label: 'Sandbox 0.1.0' });
      await expectVisible(
        diff.getByRole('list', { name: 'Permission increases' }).getByText(/Action Plans: Read-Only → Admin/),
        'the flagged increase in the diff view',
        SLOW_MS,
      );
      // The changes fit the dialog: long pointers and values wrap instead of scrolling it sideways.
      const overflow = await diff.evaluate((dialog) => {
        const body = dialog.querySelector('.modal__body') ?? dialog;
        return body.scrollWidth - body.clientWidth;
      });
      assert.ok(overflow <= 1, `the diff dialog scrolls sideways by ${overflow} px`);
      await diff.getByRole('button', { name: 'Close' }).click();

      // Promote 0.2.0, then roll production back to the approved 0.1.0.
      await row2.getByRole('button', { name: 'Promote' }).click();
      await promote2.getByLabel('Release notes').fill('More access.');
      await promote2.getByRole('button', { name: 'Promote' }).click();
      await expectVisible(page.getByRole('tab', { name: 'Production', selected: true }), 'the Production tab after 0.2.0', SLOW_MS);
      const approvedRow = page.getByRole('row').filter({ hasText: 'First release.' }).first();
      await approvedRow.getByRole('button', { name: 'Roll back' }).click();
      const rollback = page.getByRole('dialog', { name: /Roll back production to version 0\.1\.0/ });
      await rollback.getByLabel('Release notes').fill('Back to read-only.');
      await rollback.getByRole('button', { name: 'Roll back' }).click();
      await expectVisible(page.locator('.toasts').getByText('Production rolled back'), 'the rollback toast', SLOW_MS);
      await expectVisible(
        page.getByRole('row').filter({ hasText: 'Back to read-only.' }).first(),
        'the rolled-back production version',
        SLOW_MS,
      );
    });
  },
);
