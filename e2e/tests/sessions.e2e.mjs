// Where you are signed in: a developer signed in on two browsers sees both on the Settings page, this one marked,
// and signs the other out from here; "Sign out all other sessions" ends the rest.
import { test } from 'node:test';
import { expectAccessible } from '../lib/a11y.mjs';
import { signUpViaApi } from '../lib/backend.mjs';
import { withPage } from '../lib/browser.mjs';
import { newDeveloper } from '../lib/data.mjs';
import { eventually, expectDisabled, expectHidden, expectVisible } from '../lib/expect.mjs';
import { signInWithForm, signedOutNavLink } from '../lib/ui.mjs';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

test('a developer sees where the account is signed in and signs another browser out', async (t) => {
  const dev = newDeveloper();
  await signUpViaApi(dev);
  await withPage(t, {}, async ({ page, context }) => {
    const other = await context.browser().newContext({ userAgent: FIREFOX, locale: 'en-US' });
    try {
      const elsewhere = await other.newPage();
      await page.goto('/sign_in');
      await signInWithForm(page, dev.email, dev.password);
      await elsewhere.goto(new URL('/sign_in', page.url()).toString());
      await signInWithForm(elsewhere, dev.email, dev.password);

      await page.goto('/settings');
      const list = page.getByRole('list', { name: 'Where you are signed in' });
      await expectVisible(list.getByRole('listitem').filter({ hasText: 'This browser' }), 'this browser, marked');
      const firefox = list.getByRole('listitem').filter({ hasText: 'Firefox on Linux' });
      await expectVisible(firefox, 'the other browser (Firefox on Linux)');
      await expectAccessible(page, '/settings with two sessions');
      await firefox.getByRole('button', { name: 'Sign out Firefox on Linux' }).click();
      await expectHidden(firefox, 'the signed-out browser in the list');
      await expectVisible(list.getByRole('listitem').filter({ hasText: 'This browser' }), 'this browser, still listed');

      await elsewhere.reload();
      await expectVisible(signedOutNavLink(elsewhere), 'the other browser, signed out');

      // Signed in there again, then every other session ends at once; this one stays.
      await elsewhere.goto(new URL('/sign_in', page.url()).toString());
      await signInWithForm(elsewhere, dev.email, dev.password);
      await page.reload();
      await expectVisible(firefox, 'the other browser, signed in again');
      await page.getByRole('button', { name: 'Sign out all other sessions' }).click();
      await eventually(async () => (await list.getByRole('listitem').count()) === 1, 'only this browser listed');
      await expectDisabled(page.getByRole('button', { name: 'Sign out all other sessions' }), 'Sign out all other sessions (done)');
      await elsewhere.reload();
      await expectVisible(signedOutNavLink(elsewhere), 'the other browser, signed out again');
      await page.reload();
      await expectVisible(page.getByRole('heading', { name: 'Settings' }), 'the Settings page, still signed in');
    } finally {
      await other.close();
    }
  });
});
