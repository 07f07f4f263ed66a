// Found in a QA pass of the Collaborators tab: "not-an-email" in Add user came back as the server's message in an
// "An error occurred" banner instead of under the field, and clearing the field and sending again left that banner
// beside the new "Email is required". The address is now checked as typed, the server's field messages show under the
// field, and every send starts without the last one's banner.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createAppViaApi, newDeveloperSession, SLOW_MS, uniqueAppName } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { uniqueEmail } from '../lib/data.mjs';
import { expectHidden, expectVisible } from '../lib/expect.mjs';
import { apiCall, signIn } from '../lib/notifications.mjs';

test('Add user names a bad or already invited address under the field, and a new send clears the old messages', async (t) => {
  const owner = await newDeveloperSession();
  const app = await createAppViaApi(owner.session, uniqueAppName('Add user'));
  const pending = uniqueEmail();
  assert.equal(
    (await apiCall(owner.session, 'POST', '/api/v1/invitations', { developer_app_id: app.id, email: pending, role: 'admin' })).status,
    201,
  );

  await withPage(t, {}, async ({ page }) => {
    await signIn(page, owner.dev.email, owner.dev.password);
    await page.goto(`/developer_apps/${app.id}?tab=collaborators`);
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    const email = dialog.getByLabel('Email', { exact: true });
    const send = dialog.getByRole('button', { name: 'Send invitation' });
    const errors = dialog.locator('.field__errors');
    const sent = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/v1/invitations')) sent.push(r.url());
    });

    await email.fill('not-an-email');
    await send.click();
    await expectVisible(errors.getByText('Please enter a valid email address'), 'the format, under the field');
    await expectHidden(dialog.getByText('An error occurred'), 'a banner');
    assert.equal(sent.length, 0, 'nothing sent for an address that is no address');

    // The server's own field message (an invitation already pending) shows under the field too.
    await email.fill(pending);
    await send.click();
    await expectVisible(
      errors.getByText('An invitation to this address is already pending'),
      "the server's message, under the field",
      SLOW_MS,
    );
    await expectHidden(dialog.getByText('An error occurred'), 'a banner');

    // Cleared and sent again: only the new message, nothing of the last send.
    await email.fill('');
    await send.click();
    await expectVisible(errors.getByText('Email is required'), 'the empty field');
    await expectHidden(errors.getByText('An invitation to this address is already pending'), 'the last send’s message');
    await expectHidden(dialog.getByRole('alert'), 'any banner');
  });
});
