// Change Owner asks before it changes: picking a developer and pressing Continue says who becomes the owner and that
// the current owner becomes an admin of the app (what the apps service does); only "Change owner" there changes it,
// and the toast names the new owner. It used to change on the first click, with "App Updated!".
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createAppViaApi, newDeveloperSession, SLOW_MS, toast, uniqueAppName } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { eventually, expectHidden, expectVisible } from '../lib/expect.mjs';
import { signIn } from '../lib/notifications.mjs';

test('Change Owner confirms who becomes owner and admin, then says who owns the app', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  const first = await newDeveloperSession();
  const second = await newDeveloperSession();
  const name = uniqueAppName('Owner confirm');
  const app = await createAppViaApi(first.session, name);

  await withPage(t, {}, async ({ page }) => {
    /** @type {string[]} */
    const changes = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().endsWith(`/api/v1/admin/developer_apps/${app.id}/owner`)) changes.push(r.url());
    });
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await page.goto(`/admin/developer_apps/${app.id}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: `Edit - ${name}` }), 'the admin app page', SLOW_MS);
    await page.getByRole('button', { name: 'Change Owner' }).click();
    const modal = page.getByRole('dialog', { name: 'Change Owner' });
    await modal.getByLabel('New owner (search by e-mail)').fill(second.dev.email);
    const option = modal.getByRole('group', { name: 'Developers' }).getByRole('radio', { name: second.dev.email, exact: true });
    await expectVisible(option, 'the new owner to pick', SLOW_MS);
    await option.click();
    await modal.getByRole('button', { name: 'Continue', exact: true }).click();

    const says = `${second.dev.email} becomes the owner of ${name}; ${first.dev.email} becomes an admin of the app.`;
    await expectVisible(modal.getByText(says, { exact: true }), 'what the change does');
    const confirm = modal.getByRole('button', { name: 'Change owner', exact: true });
    await eventually(() => confirm.evaluate((el) => el === el.ownerDocument.activeElement), 'focus on the confirm button');
    assert.deepEqual(changes, [], 'nothing changed before confirming');

    // Back keeps the choice.
    await modal.getByRole('button', { name: 'Back', exact: true }).click();
    await eventually(() => option.isChecked(), 'the pick kept after Back');
    await modal.getByRole('button', { name: 'Continue', exact: true }).click();
    await confirm.click();
    await expectHidden(modal, 'the modal after the change', SLOW_MS);
    await expectVisible(toast(page, `${second.dev.email} is now the owner`), 'the toast naming the new owner', SLOW_MS);
    assert.equal(changes.length, 1, 'one change');
    const collaborators = page.locator('section', { has: page.getByRole('heading', { name: 'Collaborators', exact: true }) });
    await expectVisible(collaborators.getByText(`${first.dev.email} · Admin`), 'the former owner, now an admin');
  });
});
