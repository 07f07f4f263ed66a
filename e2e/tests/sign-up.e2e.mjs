// Sign-up journeys: client-side password rules, sign-up, the confirmation e-mail and its link, and
// the server's 422 for an address that is already registered.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { linkFrom, signUpViaApi, waitForMail } from '../lib/backend.mjs';
import { withPage } from '../lib/browser.mjs';
import { MAIL_API_URL } from '../lib/config.mjs';
import { fullName, newDeveloper } from '../lib/data.mjs';
import { expectDisabled, expectEnabled, expectHidden, expectPath, expectVisible } from '../lib/expect.mjs';
import { loseFirstAnswer, signInWithForm, signedOutNavLink, userMenuButton } from '../lib/ui.mjs';

/** @typedef {import('playwright-core').Page} Page */

/** @param {Page} page */
function signUpForm(page) {
  const form = page.getByRole('form', { name: 'Sign up' });
  return {
    form,
    firstName: form.getByLabel('First name', { exact: true }),
    lastName: form.getByLabel('Last name', { exact: true }),
    email: form.getByLabel('Email', { exact: true }),
    password: form.getByLabel('Password', { exact: true }),
    passwordConfirmation: form.getByLabel('Password confirmation', { exact: true }),
    submit: form.getByRole('button', { name: 'Sign up', exact: true }),
  };
}

test('a new developer signs up, sees the confirmation banner, and confirms the address from the e-mail', async (t) => {
  const dev = newDeveloper();
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_up');
    const f = signUpForm(page);
    await expectVisible(page.getByRole('heading', { name: 'Create your developer account' }), 'the sign-up heading');

    // A weak password: the rule says why, and the form cannot be sent.
    await f.firstName.fill(dev.firstName);
    await f.lastName.fill(dev.lastName);
    await f.email.fill(dev.email);
    await f.password.fill('weak');
    await f.passwordConfirmation.fill('weak');
    await expectVisible(f.form.getByText('at least 8 characters'), 'the password rule "at least 8 characters"');
    await expectDisabled(f.submit, 'the Sign up button (weak password)');

    // A strong password and a matching confirmation: the rules are met, the button comes alive.
    await f.password.fill(dev.password);
    await f.passwordConfirmation.fill(dev.password);
    await expectVisible(f.form.getByText('Password meets all requirements.'), 'the "all requirements met" note');
    await expectHidden(f.form.getByText('at least 8 characters'), 'the "at least 8 characters" rule');
    await expectEnabled(f.submit, 'the Sign up button (strong password)');
    await f.submit.click();

    // Signed in on the home page, with the user menu and the confirmation banner.
    await expectPath(page, '/');
    await expectVisible(page.getByRole('button', { name: `${fullName(dev)}, account` }), `the user menu for ${fullName(dev)}`);
    await expectVisible(page.getByRole('heading', { name: `Welcome, ${dev.firstName}` }), 'the welcome heading');
    const banner = page.getByText('Please confirm your e-mail address');
    await expectVisible(banner, 'the "Please confirm your e-mail address" banner');
    await expectVisible(page.getByText(`We sent a link to ${dev.email}`), 'the address the link was sent to');

    // The confirmation e-mail arrives; its link confirms the address in the same browser.
    const mail = await waitForMail(dev.email, { subject: /confirm/i });
    await page.goto(linkFrom(mail.text, '/confirm_email?token='));
    await expectVisible(page.getByText('Your e-mail address is confirmed.'), 'the "Your e-mail address is confirmed." flash');
    await expectPath(page, '/');
    await expectVisible(page.getByRole('button', { name: `${fullName(dev)}, account` }), 'the user menu (still signed in)');
    // Let the shell's own /me calls finish, so a banner that comes back afterwards is caught too.
    await page.waitForLoadState('networkidle');
    await expectHidden(banner, 'the confirmation banner after confirming');

    // And it stays gone on the next visit.
    await page.reload();
    await expectVisible(page.getByRole('button', { name: `${fullName(dev)}, account` }), 'the user menu after a reload');
    await page.waitForLoadState('networkidle');
    await expectHidden(banner, 'the confirmation banner after a reload');
  });
});

test('signing up with an address that is already registered shows the server message', async (t) => {
  const existing = newDeveloper();
  await signUpViaApi(existing);
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_up');
    const f = signUpForm(page);
    await f.firstName.fill('Second');
    await f.lastName.fill('Attempt');
    await f.email.fill(existing.email);
    await f.password.fill(existing.password);
    await f.passwordConfirmation.fill(existing.password);
    await expectEnabled(f.submit, 'the Sign up button');
    await f.submit.click();

    await expectVisible(page.getByText('This email address is already registered'), 'the server message for a duplicate address');
    await expectPath(page, '/sign_up');
    await expectVisible(signedOutNavLink(page), 'the "Sign in" link (still signed out)');
    await expectHidden(userMenuButton(page), 'a user menu (nobody is signed in)');
  });
});

test('the confirmation link also works in a browser that is not signed in', async (t) => {
  const dev = newDeveloper();
  await signUpViaApi(dev);
  const mail = await waitForMail(dev.email, { subject: /confirm/i });
  await withPage(t, {}, async ({ page }) => {
    await page.goto(linkFrom(mail.text, '/confirm_email?token='));
    await expectVisible(page.getByText('Your e-mail address is confirmed.'), 'the "Your e-mail address is confirmed." flash');
    await expectPath(page, '/');

    await page.goto('/sign_in');
    await signInWithForm(page, dev.email, dev.password);
    await expectVisible(page.getByRole('heading', { name: `Welcome, ${dev.firstName}` }), 'the welcome heading');
    await page.waitForLoadState('networkidle');
    await expectHidden(page.getByText('Please confirm your e-mail address'), 'the confirmation banner (address already confirmed)');
  });
});

test('a confirmation link that does not work says so in the page and in the tab title', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/confirm_email?token=dead.link');
    await expectVisible(page.getByRole('heading', { name: 'We could not confirm your e-mail address' }), 'the failure heading');
    assert.match(await page.title(), /^We could not confirm your e-mail address/, 'the tab title follows the failure');
  });
});

test('a sign-up sent again after its answer was lost signs in to the account it made: one account, no "new sign-in" mail', async (t) => {
  const dev = newDeveloper();
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_up');
    const keys = await loseFirstAnswer(page, /\/api\/v1\/sign_up$/);
    const f = signUpForm(page);
    await f.firstName.fill(dev.firstName);
    await f.lastName.fill(dev.lastName);
    await f.email.fill(dev.email);
    await f.password.fill(dev.password);
    await f.passwordConfirmation.fill(dev.password);
    await expectEnabled(f.submit, 'the Sign up button');
    await f.submit.click();
    await expectVisible(page.getByRole('alert').filter({ hasText: 'the portal could not be reached' }), 'the failed send');
    await f.submit.click();
    await expectPath(page, '/');
    await expectVisible(page.getByRole('button', { name: `${fullName(dev)}, account` }), 'signed in to the account the first send made');
    assert.equal(keys.length, 2);
    assert.equal(keys[1], keys[0], 'the second send repeats the Idempotency-Key');
    await waitForMail(dev.email, { subject: /confirm/i });
    // The repeat came from a browser without the first answer's device cookie: still the sign-up's own browser.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const mails = await (await fetch(`${MAIL_API_URL}/api/messages?to=${encodeURIComponent(dev.email)}`)).json();
    assert.deepEqual(
      mails.map((/** @type {{ subject: string }} */ m) => m.subject),
      ['Confirm your e-mail address for the developer portal'],
      'one confirmation e-mail and nothing else',
    );
  });
});
