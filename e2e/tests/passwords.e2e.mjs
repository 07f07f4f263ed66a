// Forgotten and changed passwords: "Forgot password?" on the sign-in page, the reset e-mail and its page,
// signing in with the new password, the link refused the second time, and the change on the Settings page.
import { test } from 'node:test';
import { expectAccessible } from '../lib/a11y.mjs';
import { linkFrom, signUpViaApi, waitForMail } from '../lib/backend.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD } from '../lib/config.mjs';
import { newDeveloper } from '../lib/data.mjs';
import { expectDisabled, expectEnabled, expectPath, expectVisible } from '../lib/expect.mjs';
import { loseFirstAnswer, signInAsNewDeveloper, signInWithForm, userMenuButton } from '../lib/ui.mjs';

const NEW_PASSWORD = 'Brand-new-pass-2!';

test('a developer who forgot the password gets a link by e-mail, chooses a new one and signs in with it', async (t) => {
  const dev = newDeveloper();
  await signUpViaApi(dev);
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await page.getByLabel('Email', { exact: true }).fill(dev.email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expectPath(page, '/forgot_password');
    await expectVisible(page.getByRole('heading', { name: 'Reset your password' }), 'the reset heading');
    const form = page.getByRole('form', { name: 'Reset your password' });
    // The address typed on the sign-in page came along.
    const email = form.getByLabel('Email', { exact: true });
    if ((await email.inputValue()) !== dev.email) throw new Error(`the e-mail field holds "${await email.inputValue()}"`);
    await expectAccessible(page, '/forgot_password');
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Check your inbox' }), 'the "Check your inbox" answer');
    await expectVisible(page.getByText(`If an account exists for ${dev.email}`), 'the address the link went to');

    const mail = await waitForMail(dev.email, { subject: /reset your developer portal password/i });
    const link = linkFrom(mail.text, '/reset_password?token=');
    await page.goto(link);
    await expectVisible(page.getByRole('heading', { name: 'Choose a new password' }), 'the new-password page');
    const reset = page.getByRole('form', { name: 'Choose a new password' });
    const submit = reset.getByRole('button', { name: 'Change password' });
    await reset.getByLabel('New password', { exact: true }).fill('weak');
    await expectVisible(reset.getByText('at least 8 characters'), 'the password rule "at least 8 characters"');
    await expectDisabled(submit, 'the Change password button (weak password)');
    await reset.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await reset.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await expectVisible(reset.getByText('Password meets all requirements.'), 'the "all requirements met" note');
    await expectAccessible(page, '/reset_password');
    await expectEnabled(submit, 'the Change password button');
    // The answer to the first Change password is lost: clicking again is answered as done, not "invalid link".
    await loseFirstAnswer(page, /\/api\/v1\/password_resets\/complete$/);
    await submit.click();
    await expectVisible(page.getByRole('alert').filter({ hasText: 'the portal could not be reached' }), 'the failed send');
    await submit.click();

    await expectPath(page, '/sign_in');
    await expectVisible(page.getByText('Your password has been changed. Sign in with your new password.'), 'the flash after the reset');
    await signInWithForm(page, dev.email, NEW_PASSWORD);
    await expectVisible(userMenuButton(page), 'the user menu (signed in with the new password)');

    // The link worked once: opened again, the page says so before anything is typed.
    await page.goto(link);
    await expectVisible(page.getByRole('heading', { name: 'We could not reset your password' }), 'the used-link page');
    await expectVisible(page.getByText('This password reset link is invalid or has expired.'), 'the used-link message');
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expectPath(page, '/forgot_password');
  });
});

test('a signed-in developer changes the password on the Settings page', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    const dev = await signInAsNewDeveloper(page);
    await page.goto('/settings');
    const form = page.getByRole('form', { name: 'Password' });
    await expectVisible(form, 'the password form on the Settings page');
    await form.getByLabel('Current password', { exact: true }).fill('Not-my-pass-1!');
    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expectVisible(form.getByText('Current password is incorrect'), 'the wrong-current-password message');

    await form.getByLabel('Current password', { exact: true }).fill(dev.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expectVisible(page.getByText('Your password has been changed. Your other sessions were signed out.'), 'the changed status');
    await expectAccessible(page, '/settings after a password change');
    // This session stays signed in.
    await page.reload();
    await expectVisible(userMenuButton(page), 'the user menu after a reload');
    const mail = await waitForMail(dev.email, { subject: /password was changed/i });
    if (!mail.text.includes('on the Settings page')) throw new Error(`the notice says: ${mail.text}`);
  });
});

test('an admin sends a locked-out developer the password reset e-mail from the developer edit page', async (t) => {
  const dev = newDeveloper();
  const { user } = await signUpViaApi(dev);
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, DEMO.admin, DEMO_PASSWORD);
    await page.goto(`/admin/developers/${user.id}/edit`);
    await expectVisible(page.getByRole('heading', { name: 'Edit developer' }), 'the developer edit page');
    await page.getByRole('button', { name: 'Send password reset e-mail' }).click();
    await expectVisible(page.getByText(`A password reset link was sent to ${dev.email}.`), 'the sent status');
    const mail = await waitForMail(dev.email, { subject: /reset your developer portal password/i });
    linkFrom(mail.text, '/reset_password?token=');
  });
});
