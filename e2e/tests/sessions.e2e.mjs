// Where you are signed in: a developer signed in on two browsers sees both on the Settings page, this one marked,
// and signs the other out from here (its security log says so); "Sign out all other sessions" ends the rest. Each browser new to the account
// mailed the developer a new-sign-in notice naming it. An admin sees the same list on the developer's page and signs
// the developer out everywhere.
import { test } from 'node:test';
import { expectAccessible } from '../lib/a11y.mjs';
import { linkFrom, signUpViaApi, waitForMail } from '../lib/backend.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, GATEWAY_URL } from '../lib/config.mjs';
import { newDeveloper } from '../lib/data.mjs';
import { eventually, expectDisabled, expectHidden, expectScrolledTo, expectVisible } from '../lib/expect.mjs';
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
      const notice = await waitForMail(dev.email, {
        subject: /^New sign-in to your developer portal account$/,
        text: 'Device: Firefox on Linux',
      });
      if (!notice.text.includes('Where you are signed in')) throw new Error(`the notice says: ${notice.text}`);

      // The notice's link opens Settings at the sessions card, below the fixed top bar.
      await page.goto(linkFrom(notice.text, '/settings#sessions'));
      const list = page.getByRole('list', { name: 'Where you are signed in' });
      await expectVisible(list.getByRole('listitem').filter({ hasText: 'This browser' }), 'this browser, marked');
      await expectScrolledTo(page.getByRole('heading', { name: 'Where you are signed in' }), 'the sessions card');
      const firefox = list.getByRole('listitem').filter({ hasText: 'Firefox on Linux' });
      await expectVisible(firefox, 'the other browser (Firefox on Linux)');
      await expectAccessible(page, '/settings with two sessions');
      await firefox.getByRole('button', { name: 'Sign out Firefox on Linux' }).click();
      await expectHidden(firefox, 'the signed-out browser in the list');
      await expectVisible(list.getByRole('listitem').filter({ hasText: 'This browser' }), 'this browser, still listed');
      const logged = page.getByRole('list', { name: 'Security log' }).getByRole('listitem').first();
      await expectVisible(
        logged.filter({ hasText: 'Signed out of a session on Firefox on Linux' }),
        'the sign-out first in the security log',
      );

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

test('an admin signs a developer out everywhere from the developer edit page', async (t) => {
  const dev = newDeveloper();
  const { user } = await signUpViaApi(dev);
  await withPage(t, {}, async ({ page, context }) => {
    const other = await context.browser().newContext({ locale: 'en-US' });
    try {
      const developerPage = await other.newPage();
      await developerPage.goto(new URL('/sign_in', GATEWAY_URL).toString());
      await signInWithForm(developerPage, dev.email, dev.password);

      await page.goto('/sign_in');
      await signInWithForm(page, DEMO.admin, DEMO_PASSWORD);
      await page.goto(`/admin/developers/${user.id}/edit`);
      const card = page.getByRole('region', { name: 'Sessions' });
      const listed = card.getByRole('list', { name: `Where ${dev.firstName} ${dev.lastName} is signed in` }).getByRole('listitem');
      // The browser the developer signed in with, listed without a sign-out button of its own.
      await expectVisible(listed.filter({ hasText: 'Chrome on Linux' }).first(), "the developer's browser in the list");
      await expectHidden(card.getByRole('button', { name: 'Sign out', exact: true }), 'a per-session sign-out button');
      page.once('dialog', (dialog) => {
        if (!dialog.message().includes(`Sign ${dev.firstName} ${dev.lastName} out of every session?`)) {
          void dialog.dismiss();
          throw new Error(`the prompt says "${dialog.message()}"`);
        }
        void dialog.accept();
      });
      await card.getByRole('button', { name: 'Sign out everywhere' }).click();
      await expectVisible(card.getByText(`${dev.firstName} ${dev.lastName} was signed out everywhere.`), 'the done status');
      await expectVisible(card.getByText('Not signed in anywhere.'), 'the emptied list');
      await expectDisabled(card.getByRole('button', { name: 'Sign out everywhere' }), 'Sign out everywhere, nothing left to end');
      const logged = page.getByRole('list', { name: 'Security log' }).getByRole('listitem').first();
      await expectVisible(logged.filter({ hasText: 'Signed out of every session' }), 'the sign-out first in the security log');
      await expectVisible(logged.getByText('By an administrator'), 'the sign-out marked as an administrator’s');
      // Made after the page's clock last ticked: "seconds ago" all the same, not a full date (as if in the future).
      await expectVisible(logged.getByText('seconds ago'), 'the sign-out’s time, seconds ago');
      await expectAccessible(page, '/admin/developers/{id}/edit after signing a developer out');

      await developerPage.reload();
      await expectVisible(signedOutNavLink(developerPage), "the developer's browser, signed out");
    } finally {
      await other.close();
    }
  });
});
