// Role changes on the Collaborators tab wait for "Update permissions" (found in a QA pass): leaving the tab with some
// unsent dropped them without a word, where every other form of the app page asks first.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { appNavigation, createAppViaApi, inviteAndAccept, newDeveloperSession, SLOW_MS, toast, uniqueAppName } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { expectVisible } from '../lib/expect.mjs';
import { answerConfirm, apiCall, signIn } from '../lib/notifications.mjs';

test('leaving the Collaborators tab with an unsent role change asks first; once updated, it does not', async (t) => {
  const owner = await newDeveloperSession();
  const member = await newDeveloperSession();
  const name = uniqueAppName('Roles');
  const app = await createAppViaApi(owner.session, name);
  await inviteAndAccept(owner.session, app.id, name, member.session, 'developer');

  await withPage(t, {}, async ({ page }) => {
    await signIn(page, owner.dev.email, owner.dev.password);
    await page.goto(`/developer_apps/${app.id}?tab=collaborators`);
    const row = page.getByRole('row').filter({ hasText: member.dev.email });
    await expectVisible(row, "the member's row", SLOW_MS);
    await row.getByRole('radio').nth(1).check();
    const settings = appNavigation(page).getByRole('link', { name: 'Settings' });

    await answerConfirm(page, () => settings.click(), /^You have unsaved changes on this page\. Leave without saving\?$/, false);
    assert.match(page.url(), /tab=collaborators/);
    assert.equal(await row.getByRole('radio').nth(1).isChecked(), true, 'the change is still there');

    await page.getByRole('button', { name: 'Update permissions' }).click();
    await expectVisible(toast(page, 'Permissions updated'), 'the update');
    await settings.click();
    await expectVisible(page.getByRole('heading', { name: 'Settings', level: 2 }), 'the Settings tab, with no question');
    const collaborators = await apiCall(owner.session, 'GET', `/api/v1/collaborators?developer_app_id=${app.id}`);
    const roles = /** @type {{ developer: { email: string }, role: string }[]} */ (collaborators.data);
    assert.equal(roles.find((c) => c.developer.email === member.dev.email)?.role, 'admin');
  });
});
