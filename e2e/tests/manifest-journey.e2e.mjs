// Issue 10, acceptance 1: a developer builds a side panel component with two configuration
// parameters in the Configuration Builder, creates version 0.1.0, sees it in the Sandbox table,
// promotes it with release notes, lands on the Production tab and submits it for review; a platform
// admin approves with notes; the developer gets the notes by e-mail and the header shows "Approved
// version". A second test shows every §5 message of the builder for bad input.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  SANDBOX_TIMEOUT_MS,
  SLOW_MS,
  configuredManifest,
  createAppViaApi,
  newDeveloperSession,
  uniqueAppName,
  waitForSandbox,
} from '../lib/apps.mjs';
import { waitForMail } from '../lib/backend.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, GATEWAY_URL, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { expectHidden, expectVisible } from '../lib/expect.mjs';
import { cookiesFor } from '../lib/first-load.mjs';
import { apiCall, signInViaApi } from '../lib/notifications.mjs';
import { loseFirstAnswer } from '../lib/ui.mjs';

/** @typedef {import('playwright-core').Page} Page */

/** A developer with a fresh app whose sandbox is live, and a browser page signed in as them on its page. */
async function appWithLiveSandbox(prefix) {
  const { dev, session } = await newDeveloperSession();
  const name = uniqueAppName(prefix);
  const app = await createAppViaApi(session, name);
  await waitForSandbox(session, app.id, 'live', SANDBOX_TIMEOUT_MS);
  return { dev, session, app, name };
}

/** @param {Page} page */
const builder = (page) => page.getByRole('region', { name: 'Configuration Builder' });

/**
 * Adds a side panel with its parameters through the add-component side panel.
 * @param {Page} page
 * @param {{ url: string, views: string, description: string, parameters: { key: string, name: string, description: string, required: boolean }[] }} component
 */
async function addSidepanel(page, component) {
  await builder(page).getByRole('button', { name: 'Add component' }).click();
  const panel = page.getByRole('dialog', { name: 'Add component' });
  await expectVisible(panel, 'the add-component side panel');
  await panel.getByLabel('Type').selectOption('sidepanel');
  await panel.getByLabel('URL').fill(component.url);
  await panel.getByLabel('Views').fill(component.views);
  await panel.getByLabel('Description').first().fill(component.description);
  for (const [index, p] of component.parameters.entries()) {
    await panel.getByRole('button', { name: 'Add parameter' }).click();
    const modal = page.getByRole('dialog', { name: 'Add parameter' });
    await expectVisible(modal, 'the add-parameter modal');
    if (index === 0) {
      // Opened from the component panel, it is centred in the window all the same (not pinned to a corner).
      const box = await modal.boundingBox();
      const viewport = page.viewportSize();
      assert.ok(box && viewport, 'the modal and window sizes');
      const [left, right] = [box.x, viewport.width - box.x - box.width];
      assert.ok(Math.abs(left - right) <= 2, `the add-parameter modal is centred (${left} px left, ${right} px right)`);
      // Escape closes only the parameter dialog: the component dialog and what was typed in it stay.
      await modal.getByLabel('Key').fill('dropped');
      await page.keyboard.press('Escape');
      await expectHidden(modal, 'the add-parameter modal after Escape');
      await expectVisible(panel, 'the add-component panel, still open');
      assert.equal(await panel.getByLabel('URL').inputValue(), component.url, 'the component URL, kept');
      await panel.getByRole('button', { name: 'Add parameter' }).click();
      await expectVisible(modal, 'the add-parameter modal, again');
    }
    await modal.getByLabel('Key').fill(p.key);
    await modal.getByLabel('Name').fill(p.name);
    await modal.getByLabel('Description').fill(p.description);
    await modal.getByLabel('Required').setChecked(p.required);
    await modal.getByRole('button', { name: 'Add', exact: true }).click();
    await expectVisible(panel.getByRole('cell', { name: p.key, exact: true }), `parameter ${index + 1} in the component's list`);
  }
  // The installer's form (react-jsonschema-form) shows every parameter, the required ones checked.
  const preview = panel.getByTestId('configuration-preview');
  for (const p of component.parameters)
    await expectVisible(preview.getByText(p.name, { exact: false }).first(), `the preview field ${p.name}`);
  await preview.getByRole('button', { name: 'Check' }).click();
  await expectVisible(preview.getByText('This field is required').first(), 'the preview asking for the required parameter');
  await panel.getByRole('button', { name: 'Save component' }).click();
  await expectVisible(builder(page).getByText(component.url), 'the side panel in the Components card', SLOW_MS);
}

test(
  'a developer builds a side panel, creates 0.1.0, promotes and submits it; an admin approves; the notes arrive by e-mail',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const { dev, session, app } = await appWithLiveSandbox('E2E journey');
    await withPage(t, {}, async ({ page, context }) => {
      await context.addCookies(cookiesFor(session.cookie, GATEWAY_URL));
      await page.goto(`/developer_apps/${app.id}`);
      // The Configuration Builder is the default tab; Components open, the other two cards closed.
      await expectVisible(builder(page), 'the Configuration Builder tab', SLOW_MS);
      await expectVisible(builder(page).getByRole('button', { name: 'Add component' }), 'the open Components card', SLOW_MS);
      assert.equal(await builder(page).locator('details').nth(1).getAttribute('open'), null, 'Data connector / permissions starts closed');
      assert.equal(
        await builder(page).locator('details').nth(2).getAttribute('open'),
        null,
        'Post-installation instructions starts closed',
      );

      await addSidepanel(page, {
        url: 'https://rfi-helper.example.com/panel',
        views: 'projects.rfis.detail',
        description: 'Shows RFI hints',
        parameters: [
          { key: 'api_key', name: 'API key', description: 'Your RFI helper key', required: true },
          { key: 'region', name: 'Region', description: 'Where your data lives', required: false },
        ],
      });

      // Create version: the semantic-version modal suggests 0.1.0.
      await builder(page).getByRole('button', { name: 'Create version' }).click();
      const versionModal = page.getByRole('dialog', { name: 'Create version' });
      await expectVisible(versionModal, 'the semantic-version modal');
      assert.equal(await versionModal.getByLabel('Version number').inputValue(), '0.1.0', 'the suggested version');
      const created = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/app_versioned_manifests'), {
        timeout: SLOW_MS,
      });
      await versionModal.getByRole('button', { name: 'Create', exact: true }).click();
      const createdResponse = await created;
      assert.equal(createdResponse.status(), 201, `creating the version: ${await createdResponse.text()}`);
      const version = (await createdResponse.json()).manifest;
      assert.deepEqual(Object.keys(version.configured_manifest_content.sidepanel.user_configuration.schema.properties), [
        'api_key',
        'region',
      ]);
      assert.deepEqual(version.configured_manifest_content.sidepanel.user_configuration.schema.required, ['api_key']);
      await expectVisible(page.locator('.toasts').getByText('Version 0.1.0 created'), 'the created toast');
      // The draft now builds the next version: Save version, and the sandbox key is shown.
      await expectVisible(builder(page).getByRole('button', { name: 'Save version' }), 'Save version after the first version', SLOW_MS);

      // Versions tab: 0.1.0 in the Sandbox table; promote with release notes → Production tab.
      await page.getByRole('navigation', { name: 'App information' }).getByRole('link', { name: 'Versions' }).click();
      const sandboxRow = page.getByRole('row').filter({ hasText: '0.1.0' }).first();
      await expectVisible(sandboxRow, 'version 0.1.0 in the Sandbox table', SLOW_MS);
      await sandboxRow.getByRole('button', { name: 'Promote' }).click();
      const promote = page.getByRole('dialog', { name: /Promote version 0\.1\.0/ });
      await expectVisible(promote, 'the promote modal');
      await promote.getByLabel('Release notes').fill('First release: RFI hints in the side panel.');
      await promote.getByRole('button', { name: 'Promote' }).click();
      await expectVisible(page.getByRole('tab', { name: 'Production', selected: true }), 'the Production tab after promoting', SLOW_MS);
      const productionRow = page.getByRole('row').filter({ hasText: '0.1.0' }).first();
      await expectVisible(
        productionRow.getByText('First release: RFI hints in the side panel.'),
        'the release notes in the Production table',
        SLOW_MS,
      );

      // Submit for review with notes for the reviewer.
      await productionRow.getByRole('button', { name: 'Submit for review' }).click();
      const submit = page.getByRole('dialog', { name: 'Submit version 0.1.0 for review' });
      await expectVisible(submit, 'the submit modal');
      await submit.getByLabel('Notes for the reviewer').fill('Please review our first release.');
      await submit.getByRole('button', { name: 'Submit for review' }).click();
      await expectVisible(page.getByTestId('version-badge').getByText('Under review'), 'the header badge Under review', SLOW_MS);
    });

    // A platform admin approves with notes on the app's Versions tab.
    const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);
    const notes = `Looks good ${Date.now()}`;
    await withPage(t, { label: 'admin' }, async ({ page, context }) => {
      await context.addCookies(cookiesFor(admin.cookie, GATEWAY_URL));
      // The admin app page (its column next to the owner card is narrower) shows the review buttons
      // without scrolling the table sideways.
      await page.goto(`/admin/developer_apps/${app.id}`);
      // A production version waits for review: the manifests open on Production.
      await expectVisible(page.getByRole('tab', { name: 'Production', selected: true }), 'the Production tab, shown first', SLOW_MS);
      const reject = page.getByRole('row').filter({ hasText: '0.1.0' }).first().getByRole('button', { name: 'Reject' });
      await expectVisible(reject, 'Reject on the admin app page', SLOW_MS);
      const overhang = await reject.evaluate((button) => {
        const scroller = button.closest('.table-scroll');
        return scroller ? button.getBoundingClientRect().right - scroller.getBoundingClientRect().right : 0;
      });
      assert.ok(overhang <= 1, `Reject is ${Math.round(overhang)} px past the table's visible edge on the admin app page`);
      // A rejection is mailed to the developer: without notes it is refused in place, and nothing is sent.
      await reject.click();
      const rejectDialog = page.getByRole('dialog', { name: 'Reject version 0.1.0' });
      await rejectDialog.getByRole('button', { name: 'Reject' }).click();
      await expectVisible(
        rejectDialog.getByText('Tell the developer what to change: notes are required to reject a version'),
        'the notes a rejection needs',
      );
      await rejectDialog.getByRole('button', { name: 'Cancel' }).click();
      await expectHidden(rejectDialog, 'the reject dialog closed');

      await page.goto(`/developer_apps/${app.id}?tab=versions`);
      await page.getByRole('tab', { name: 'Production' }).click();
      const row = page.getByRole('row').filter({ hasText: '0.1.0' }).first();
      await row.getByRole('button', { name: 'Approve' }).click();
      const approve = page.getByRole('dialog', { name: 'Approve version 0.1.0' });
      await expectVisible(approve, 'the approve modal');
      await approve.getByLabel('Notes for the developer').fill(notes);
      await approve.getByRole('button', { name: 'Approve' }).click();
      await expectVisible(
        page.getByTestId('version-badge').getByText('Approved version'),
        "the admin's header badge Approved version",
        SLOW_MS,
      );
    });

    await withPage(t, { label: 'developer again' }, async ({ page, context }) => {
      await context.addCookies(cookiesFor(session.cookie, GATEWAY_URL));
      // The developer receives the notes by e-mail; the header shows Approved version.
      const mail = await waitForMail(dev.email, { subject: /was approved/, timeoutMs: SLOW_MS });
      assert.ok(JSON.stringify(mail).includes(notes), `the e-mail carries the admin notes: ${JSON.stringify(mail).slice(0, 400)}`);
      await page.goto(`/developer_apps/${app.id}`);
      await expectVisible(page.getByTestId('version-badge').getByText('Approved version'), 'the header badge Approved version', SLOW_MS);
      // The app's Activity tells the review too, the reviewer named beside the notes.
      await page.getByRole('navigation', { name: 'App information' }).getByRole('link', { name: 'Activity' }).click();
      const approval = page.getByRole('listitem').filter({ hasText: `approved production version 0.1.0: "${notes}"` });
      await expectVisible(approval, 'the approval in Activity', SLOW_MS);
      await expectVisible(approval.getByText(/Avery Admin|admin@example\.com/), 'the reviewer beside the approval');
      await expectVisible(
        page.getByRole('listitem').filter({ hasText: 'submitted production version 0.1.0 for review' }),
        'the submission in Activity',
      );
    });
  },
);

test('the Configuration Builder shows each §5 message for bad input', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  const { session, app } = await appWithLiveSandbox('E2E builder rules');
  await withPage(t, {}, async ({ page, context }) => {
    await context.addCookies(cookiesFor(session.cookie, GATEWAY_URL));
    await page.goto(`/developer_apps/${app.id}`);
    await expectVisible(builder(page).getByRole('button', { name: 'Add component' }), 'the Components card', SLOW_MS);

    // Whole manifest: nothing configured.
    await builder(page).getByRole('button', { name: 'Create version' }).click();
    await expectVisible(builder(page).getByText('At least one of fullscreen or sidepanel must be present'), 'the whole-manifest message');

    // Component form: type, URL and views.
    await builder(page).getByRole('button', { name: 'Add component' }).click();
    const panel = page.getByRole('dialog', { name: 'Add component' });
    await panel.getByRole('button', { name: 'Save component' }).click();
    await expectVisible(panel.getByText('This field is required').first(), '"This field is required" for type and URL');
    await panel.getByLabel('Type').selectOption('sidepanel');
    await panel.getByLabel('URL').fill('not a url');
    await panel.getByRole('button', { name: 'Save component' }).click();
    await expectVisible(panel.getByText('A valid URL is required'), 'the URL message');
    await expectVisible(panel.getByText('At least one view is required'), 'the views message');

    // Parameter modal: key, name and description.
    await panel.getByRole('button', { name: 'Add parameter' }).click();
    const parameter = page.getByRole('dialog', { name: 'Add parameter' });
    await parameter.getByLabel('Key').fill('only_a_key');
    await parameter.getByRole('button', { name: 'Add and add another' }).click();
    await expectVisible(parameter.getByText('Key, name, and description are required to add another parameter'), 'the parameter message');
    await parameter.getByRole('button', { name: 'Cancel' }).click();

    // A valid side panel, then half-filled post-installation instructions.
    await panel.getByLabel('URL').fill('https://rules.example.com');
    await panel.getByLabel('Views').fill('projects.home');
    await panel.getByRole('button', { name: 'Save component' }).click();
    await expectVisible(builder(page).getByText('https://rules.example.com'), 'the saved side panel');
    await builder(page).getByRole('heading', { name: 'Post-installation instructions' }).click();
    await builder(page).getByLabel('Post-installation notes').fill('Open the settings page.');
    await builder(page).getByRole('button', { name: 'Create version' }).click();
    await expectVisible(builder(page).getByText('Please fill in the required fields below before creating a version.'), 'the banner');
    await expectVisible(
      builder(page).getByText('All post installation instruction fields must be present'),
      'the post-installation message',
    );
    assert.equal(await page.getByRole('dialog', { name: 'Create version' }).count(), 0, 'no version modal while fields are missing');
  });
});

test(
  'a promotion whose answer was lost, sent again from the modal, makes one production version',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const { session, app } = await appWithLiveSandbox('E2E lost promotion');
    const sandbox = await apiCall(session, 'POST', '/api/v1/app_versioned_manifests', {
      developer_app_id: app.id,
      environment_type: 'Sandbox',
      configured_manifest_content: configuredManifest(),
    });
    assert.equal(sandbox.status, 201, `set-up: sandbox version answered ${sandbox.status}`);
    await withPage(t, {}, async ({ page, context }) => {
      await context.addCookies(cookiesFor(session.cookie, GATEWAY_URL));
      const keys = await loseFirstAnswer(page, /\/api\/v1\/app_version_promotions$/);
      await page.goto(`/developer_apps/${app.id}?tab=versions`);
      const sandboxRow = page.getByRole('row').filter({ hasText: '0.1.0' }).first();
      await expectVisible(sandboxRow, 'version 0.1.0 in the Sandbox table', SLOW_MS);
      await sandboxRow.getByRole('button', { name: 'Promote' }).click();
      const promote = page.getByRole('dialog', { name: /Promote version 0\.1\.0/ });
      await promote.getByLabel('Release notes').fill('First release');
      await promote.getByRole('button', { name: 'Promote' }).click();
      await expectVisible(promote.getByText('the portal could not be reached'), 'the failed promotion');
      // Before the key, the second click met "Cannot promote a version that is not newer than production".
      await promote.getByRole('button', { name: 'Promote' }).click();
      await expectVisible(page.getByRole('tab', { name: 'Production', selected: true }), 'the Production tab after promoting', SLOW_MS);
      assert.equal(keys.length, 2);
      assert.equal(keys[1], keys[0], 'the second promotion repeats the Idempotency-Key');
      const production = await apiCall(
        session,
        'GET',
        `/api/v1/manifests?filters[developer_app_id]=${app.id}&filters[versionable_type]=ProductionEnvironment`,
      );
      assert.deepEqual(
        production.data.data.map((/** @type {{ version: number }} */ v) => v.version),
        [1],
        'one production version',
      );
    });
  },
);
