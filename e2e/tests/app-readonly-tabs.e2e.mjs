// What a developer-role collaborator sees (found in a QA pass): the Configuration Builder, Versions and OAuth tabs said
// why their controls are disabled only on Settings, and granted tools were named by their manifest key (action_plans)
// where the permission grid says "Action Plans".
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  appNavigation,
  configuredManifest,
  createAppViaApi,
  inviteAndAccept,
  newDeveloperSession,
  SLOW_MS,
  uniqueAppName,
} from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { expectDisabled, expectVisible } from '../lib/expect.mjs';
import { apiCall, signIn } from '../lib/notifications.mjs';

/**
 * A sandbox version granting `levels` as service-account permissions.
 * @param {import('../lib/notifications.mjs').ApiSession} session
 * @param {string} appId
 * @param {Record<string, string>} company
 */
async function sandboxVersion(session, appId, company) {
  const res = await apiCall(session, 'POST', '/api/v1/app_versioned_manifests', {
    developer_app_id: appId,
    environment_type: 'Sandbox',
    configured_manifest_content: configuredManifest({ permissions: { company, project: {} } }),
  });
  assert.equal(res.status, 201, `set-up: a sandbox version answered ${res.status}: ${JSON.stringify(res.data).slice(0, 300)}`);
  return /** @type {{ manifest: { id: string } }} */ (res.data).manifest.id;
}

test('a developer-role collaborator is told why the builder, versions and credentials are read-only', async (t) => {
  const owner = await newDeveloperSession();
  const collaborator = await newDeveloperSession();
  const name = uniqueAppName('Read only');
  const app = await createAppViaApi(owner.session, name);
  await sandboxVersion(owner.session, app.id, { action_plans: 'readonly' });
  await inviteAndAccept(owner.session, app.id, name, collaborator.session, 'developer');

  await withPage(t, {}, async ({ page }) => {
    await signIn(page, collaborator.dev.email, collaborator.dev.password);
    await page.goto(`/developer_apps/${app.id}`);
    await expectVisible(
      page.getByText('You can view this configuration; only the owner and admins can change it.'),
      'the builder says why it is read-only',
      SLOW_MS,
    );
    await expectVisible(
      page.getByText(/^The configuration of the latest sandbox version \(0\.1\.0\)\.$/),
      'a lead that does not speak of editing',
    );
    await expectDisabled(page.getByRole('button', { name: 'Save version' }).last(), 'Save version');
    await page.getByRole('heading', { name: 'Data connector / permissions' }).click();
    await expectVisible(page.getByText('Action Plans: Read-Only', { exact: true }), 'the granted tool by the name the grid uses');

    await appNavigation(page).getByRole('link', { name: 'Versions' }).click();
    await expectVisible(
      page.getByText('You can view the versions; only the owner and admins can create, promote or submit them.'),
      'the versions tab says why it is read-only',
    );

    await appNavigation(page).getByRole('link', { name: 'OAuth Credentials' }).click();
    await expectVisible(
      page.getByText('You can view these credentials; only the owner and admins can change them.'),
      'the credentials tab says why it is read-only',
    );

    await appNavigation(page).getByRole('link', { name: 'Collaborators' }).click();
    await page.getByRole('button', { name: 'Permission details' }).click();
    // The ✓ and — are announced as words (an aria-label on a plain span is not).
    const row = page.getByRole('dialog', { name: 'Permission details' }).getByRole('row', { name: /^Delete app/ });
    assert.deepEqual(
      await row.getByRole('cell').evaluateAll((cells) => cells.map((cell) => cell.querySelector('.visually-hidden')?.textContent)),
      ['Allowed', 'Not allowed', 'Not allowed'],
    );
  });
});

test('the owner sees no read-only notice', async (t) => {
  const owner = await newDeveloperSession();
  const app = await createAppViaApi(owner.session, uniqueAppName('Owner view'));
  await sandboxVersion(owner.session, app.id, { action_plans: 'readonly' });

  await withPage(t, {}, async ({ page }) => {
    await signIn(page, owner.dev.email, owner.dev.password);
    await page.goto(`/developer_apps/${app.id}`);
    await expectVisible(
      page.getByText(/^Editing the draft of the next version \(latest sandbox version 0\.1\.0\)\.$/),
      'the editing lead',
      SLOW_MS,
    );
    assert.equal(await page.getByText(/only the owner and admins/).count(), 0, 'no read-only notice on the builder');
    for (const tab of ['Versions', 'OAuth Credentials']) {
      await appNavigation(page).getByRole('link', { name: tab }).click();
      await expectVisible(page.getByRole('heading', { name: tab, level: 2 }), `the ${tab} tab`);
      await expectVisible(
        page.getByRole('button', { name: tab === 'Versions' ? 'Show Old Versions' : 'Generate client secret' }),
        `${tab} loaded`,
      );
      assert.equal(await page.getByText(/only the owner and admins/).count(), 0, `no read-only notice on ${tab}`);
    }
  });
});
