// Changing the sign-in e-mail address on the Settings page: a developer who signed up with a mistyped address asks
// for the right one (current password), sees it pending, follows the link mailed there, and signs in with it; the old
// address gets a notice.
import { test } from 'node:test';
import { expectAccessible } from '../lib/a11y.mjs';
import { linkFrom, signUpViaApi, waitForMail } from '../lib/backend.mjs';
import { withPage } from '../lib/browser.mjs';
import { newDeveloper } from '../lib/data.mjs';
import { expectDisabled, expectHidden, expectPath, expectVisible } from '../lib/expect.mjs';
import { signInForm, signInWithForm, userMenuButton } from '../lib/ui.mjs';

test('a developer changes the sign-in e-mail address and signs in with the new one', async (t) => {
  const dev = newDeveloper();
  await signUpViaApi(dev);
  const fresh = dev.email.replace('@', '.new@');
  await withPage(t, {}, async ({ page, context }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, dev.email, dev.password);
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Sign-in e-mail address' });
    await expectVisible(card.getByText(dev.email), 'the current address on the Settings page');
    const form = page.getByRole('form', { name: 'Change e-mail address' });
    const send = form.getByRole('button', { name: 'Send confirmation link' });
    const address = form.getByLabel('New e-mail address', { exact: true });
    await address.fill('not-an-address');
    await address.blur();
    await expectVisible(form.getByText('Please enter a valid email address'), 'the invalid-address message');
    await expectDisabled(send, 'Send confirmation link (invalid address)');

    await address.fill(fresh);
    await form.getByLabel('Current password', { exact: true }).fill('Not-my-pass-1!');
    await send.click();
    await expectVisible(form.getByText('Current password is incorrect'), 'the wrong-password message');
    await form.getByLabel('Current password', { exact: true }).fill(dev.password);
    await send.click();
    await expectVisible(card.getByRole('status').filter({ hasText: `We sent a confirmation link to ${fresh}` }), 'the pending change');
    await expectAccessible(page, '/settings with a pending address change');

    // The link opened where the developer reads mail, signed out: done, the sign-in form has the new address.
    const mail = await waitForMail(fresh, { subject: /confirm your new developer portal e-mail address/i });
    const link = linkFrom(mail.text, '/confirm_email_change?token=');
    const elsewhere = await context.browser().newContext({ baseURL: new URL(page.url()).origin, locale: 'en-US' });
    try {
      const phone = await elsewhere.newPage();
      await phone.goto(link);
      await expectPath(phone, '/sign_in');
      await expectVisible(phone.getByText(`Your sign-in e-mail address is now ${fresh}.`), 'the flash after the change');
      const typed = await signInForm(phone).email.inputValue();
      if (typed !== fresh) throw new Error(`the sign-in form holds "${typed}"`);
    } finally {
      await elsewhere.close();
    }

    // Opened again in the signed-in browser: nothing more to do, it lands on Settings with the new address.
    await page.goto(link);
    await expectPath(page, '/settings');
    await expectVisible(card.getByText(fresh, { exact: true }), 'the new address on the Settings page');
    await expectHidden(card.getByRole('status'), 'the pending notice (gone)');
    await expectHidden(page.getByText('Please confirm your e-mail address.'), 'the confirm-your-address banner (the link confirmed it)');

    await userMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expectPath(page, '/sign_in');
    const f = signInForm(page);
    await f.email.fill(dev.email);
    await f.password.fill(dev.password);
    await f.submit.click();
    await expectVisible(page.getByText('Invalid email or password'), 'the old address refused');
    await signInWithForm(page, fresh, dev.password);

    const notice = await waitForMail(dev.email, { subject: /e-mail address was changed/i });
    if (!notice.text.includes(fresh)) throw new Error(`the notice to the old address says: ${notice.text}`);
  });
});
