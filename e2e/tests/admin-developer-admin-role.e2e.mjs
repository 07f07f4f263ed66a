// The Admin role on a developer's edit page: an admin cannot untick their own (the box is disabled and says why; the
// save used to 422 "You cannot take your own admin role away"), and granting it to someone asks first, naming them
// and saying that their e-mail is unconfirmed and they have no two-step verification.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newDeveloperSession } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { eventually, expectPath, expectVisible } from '../lib/expect.mjs';
import { answerConfirm, apiCall, signIn, signInViaApi } from '../lib/notifications.mjs';

test('an admin cannot take their own Admin role away; granting it asks, naming the person', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);
  const me = await apiCall(admin, 'GET', '/api/v1/me');
  const { dev, id } = await newDeveloperSession();

  await withPage(t, {}, async ({ page }) => {
    await signIn(page, DEMO.admin, DEMO_PASSWORD);

    // Their own page: the box is ticked, disabled, and the hint says why.
    await page.goto(`/admin/developers/${me.data.id}/edit`);
    const own = page.getByRole('checkbox', { name: 'Admin', exact: true });
    await expectVisible(own, 'the Admin box');
    assert.equal(await own.isChecked(), true);
    assert.equal(await own.isDisabled(), true, 'own Admin role cannot be unticked');
    await expectVisible(page.getByText('You cannot take your own admin role away; another admin can.'), 'the reason');
    assert.equal(await page.getByRole('checkbox', { name: 'Provider employee' }).isDisabled(), false, 'the other role stays editable');

    // Someone else's: ticking is allowed; the save asks, naming them and what is missing.
    /** @type {string[]} */
    const patches = [];
    page.on('request', (r) => {
      if (r.method() === 'PATCH' && r.url().includes(`/api/v1/admin/developers/${id}`)) patches.push(r.url());
    });
    await page.goto(`/admin/developers/${id}/edit`);
    const role = page.getByRole('checkbox', { name: 'Admin', exact: true });
    await expectVisible(role, "the developer's Admin box");
    assert.equal(await role.isDisabled(), false);
    await role.check();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    const question = new RegExp(
      `^Make ${dev.firstName} ${dev.lastName} \\(${dev.email.replace(/[.+]/g, '\\$&')}\\) an admin\\? They will be able to use every admin page\\.` +
        '\\n\\nTheir e-mail address is not confirmed\\.\\n\\nThey have not turned on two-step verification\\.$',
    );
    await answerConfirm(page, () => save.click(), question, false);
    await page.waitForTimeout(300);
    assert.deepEqual(patches, [], 'cancelled: nothing saved');
    assert.equal(await role.isChecked(), true, 'the tick stays for another try');

    await answerConfirm(page, () => save.click(), question, true);
    await expectPath(page, '/admin/developers');
    await eventually(async () => (await apiCall(admin, 'GET', `/api/v1/admin/developers/${id}`)).data?.is_admin === true, 'granted');
    // No test account stays an admin.
    const revoked = await apiCall(admin, 'PATCH', `/api/v1/admin/developers/${id}`, { developer: { is_admin: false } });
    assert.equal(revoked.status, 200, `clean-up: revoking answered ${revoked.status}`);
  });
});
