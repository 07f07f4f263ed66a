// Found by a new integrator's QA pass: the invitation page said only "You were invited to collaborate on an app", a
// wrong account still saw "Accept invitation" until the click answered 403, and an address typed in upper case was
// stored and shown as typed. The page now names the app, the inviter and the role, says before any click that the
// signed-in account is not the invited one (the address masked) and offers to sign out there; addresses are lower case.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createAppViaApi, newDeveloperSession, SLOW_MS, uniqueAppName } from '../lib/apps.mjs';
import { linkFrom, signUpViaApi, waitForMail } from '../lib/backend.mjs';
import { withPage } from '../lib/browser.mjs';
import { fullName, newDeveloper } from '../lib/data.mjs';
import { expectPath, expectVisible } from '../lib/expect.mjs';
import { signInForm, signInWithForm, userMenuButton } from '../lib/ui.mjs';

test('the invitation page names the app, inviter and role, warns a wrong account before any click, and the invitee accepts', async (t) => {
  const owner = await newDeveloperSession();
  const appName = uniqueAppName('Invited to');
  const app = await createAppViaApi(owner.session, appName);
  const invitee = newDeveloper();
  const local = invitee.email.split('@')[0];
  const typed = `QA.${local.toUpperCase()}@EXAMPLE.COM`;
  const stored = typed.toLowerCase();
  const masked = `q•••${local.at(-1)}@example.com`;

  // The owner invites with the address in upper case: the toast and the list show it lower case.
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, owner.dev.email, owner.dev.password);
    await page.goto(`/developer_apps/${app.id}?tab=collaborators`);
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    await dialog.getByLabel('Email', { exact: true }).fill(typed);
    await dialog.getByLabel('Admin').check();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expectVisible(page.locator('.toasts').getByText(`Invitation sent to ${stored}`), 'the toast, lower case', SLOW_MS);
    await expectVisible(page.getByRole('cell', { name: stored }), 'the pending invitation, lower case');
    // (getByText ignores case: the page's text is compared as it is.)
    assert.ok(!(await page.locator('body').innerText()).includes(typed), 'the address as typed shows nowhere');
  });

  const mail = await waitForMail(stored, { subject: /invited you to collaborate/, timeoutMs: SLOW_MS });
  const link = linkFrom(mail.text, '/invitations/');
  const stranger = newDeveloper();
  await signUpViaApi(stranger);
  await signUpViaApi({ ...invitee, email: stored });

  await withPage(t, {}, async ({ page }) => {
    // Signed out: who invited to what, and which address the invitation went to.
    await page.goto(link);
    const card = page.locator('.auth-card');
    await expectVisible(
      card.getByText(`${fullName(owner.dev)} invited you to collaborate on the app “${appName}” as Admin.`),
      'the inviter, the app and the role',
      SLOW_MS,
    );
    await expectVisible(card.getByText(`The invitation was sent to ${masked}.`, { exact: false }), 'the masked address');
    assert.equal(await card.getByText(stored).count(), 0, 'the full address is not on the page');

    // Signed in as another account: told before any click, and no Accept button to click.
    await card.getByRole('link', { name: 'Sign in' }).click();
    await signInWithForm(page, stranger.email, stranger.password);
    await expectVisible(
      card.getByText(`This invitation was sent to ${masked}, but you are signed in as ${stranger.email}.`, { exact: false }),
      'the wrong-account warning, before any click',
      SLOW_MS,
    );
    assert.equal(await card.getByRole('button', { name: 'Accept invitation' }).count(), 0, 'no Accept invitation for the wrong account');

    // Signing out stays on the invitation, which then leads to the invited account's sign-in and back.
    await card.getByRole('button', { name: 'Sign out to switch account' }).click();
    await expectVisible(card.getByRole('link', { name: 'Sign in' }), 'the sign-in link, on the invitation page');
    assert.match(page.url(), /\/invitations\/[^/]+\/accept\?token=/);
    await card.getByRole('link', { name: 'Sign in' }).click();
    await signInForm(page).email.fill(stored);
    await signInForm(page).password.fill(invitee.password);
    await signInForm(page).submit.click();
    await expectVisible(userMenuButton(page), 'signed in as the invitee');
    await expectVisible(card.getByText(`You are signed in as ${stored}.`), 'the invitee, recognised', SLOW_MS);
    await card.getByRole('button', { name: 'Accept invitation' }).click();
    await expectPath(page, `/developer_apps/${app.id}`, SLOW_MS);
  });
});
