// The security log: a developer recognises (or not) what happened to the account's sign-in on the Settings page, each
// change of theirs appearing at once; an admin reads the same log on the developer's edit page, their own change
// marked as an administrator's.
import { test } from 'node:test';
import { expectAccessible } from '../lib/a11y.mjs';
import { SLOW_MS } from '../lib/apps.mjs';
import { signUpViaApi } from '../lib/backend.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD } from '../lib/config.mjs';
import { newDeveloper } from '../lib/data.mjs';
import { eventually, expectScrolledTo, expectVisible } from '../lib/expect.mjs';
import { signInWithForm } from '../lib/ui.mjs';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const NEW_PASSWORD = 'Security-log-e2e-9!';

test("a developer reads the account's security log on the Settings page, a password change on top at once", async (t) => {
  const dev = newDeveloper();
  await signUpViaApi(dev);
  await withPage(t, {}, async ({ page, context }) => {
    const other = await context.browser().newContext({ userAgent: FIREFOX, locale: 'en-US' });
    try {
      await page.goto('/sign_in');
      await signInWithForm(page, dev.email, dev.password);
      const elsewhere = await other.newPage();
      await elsewhere.goto(new URL('/sign_in', page.url()).toString());
      await signInWithForm(elsewhere, dev.email, dev.password);

      await page.goto('/settings');
      // The page's section links lead to the log at the bottom, and mark where the reader is.
      const sectionLink = page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Security log' });
      await sectionLink.click();
      await expectScrolledTo(page.getByRole('heading', { name: 'Security log' }), 'the security log card');
      await eventually(async () => (await sectionLink.getAttribute('aria-current')) === 'true', 'the Security log link marked current');
      // Arriving from a link to the section (as e-mails link to it) marks it too; scrolling by hand hands back to the position.
      await page.reload();
      await eventually(async () => (await sectionLink.getAttribute('aria-current')) === 'true', 'the Security log link marked on arrival');
      await page.mouse.move(640, 450);
      await page.mouse.wheel(0, -20000);
      const profileLink = page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Profile' });
      await eventually(
        async () => (await profileLink.getAttribute('aria-current')) === 'true',
        'Profile marked once scrolled back to the top',
      );
      // An address whose fragment is no section (nor valid percent-encoding) opens the page as it is.
      await page.goto('/developer_apps');
      await page.goto('/settings#%E0%A4');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Settings' }), 'the Settings page under a malformed fragment');
      await eventually(
        async () => (await profileLink.getAttribute('aria-current')) === 'true',
        'Profile marked under a malformed fragment',
      );
      const log = page.getByRole('list', { name: 'Security log' });
      const entries = log.getByRole('listitem');
      // The other browser's sign-in is recorded a moment after it: the page shows it once it is there.
      await eventually(async () => {
        if ((await entries.filter({ hasText: 'Signed in from a new browser: Firefox on Linux' }).count()) > 0) return true;
        await page.reload();
        return false;
      }, 'the Firefox sign-in in the security log');
      await expectVisible(entries.filter({ hasText: 'Account created' }), "the account's creation, at the bottom");
      await expectAccessible(page, '/settings with a security log');

      const form = page.getByRole('region', { name: 'Password' });
      await form.getByLabel('Current password', { exact: true }).fill(dev.password);
      await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await form.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
      await form.getByRole('button', { name: 'Change password' }).click();
      // Checking the old password and hashing the new one (argon2id) take seconds when the suite loads the machine.
      await expectVisible(page.getByText('Your password has been changed.'), 'the change confirmed', SLOW_MS);
      await eventually(
        async () => ((await entries.first().textContent()) ?? '').includes('Password changed on the Settings page'),
        'the password change first in the log, without a reload',
      );
    } finally {
      await other.close();
    }
  });
});

test("an admin reads a developer's security log on the edit page, the admin's own change marked", async (t) => {
  const dev = newDeveloper();
  const { user } = await signUpViaApi(dev);
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, DEMO.admin, DEMO_PASSWORD);
    await page.goto(`/admin/developers/${user.id}/edit`);
    const card = page.getByRole('region', { name: 'Security log' });
    await expectVisible(card.getByRole('listitem').filter({ hasText: 'Account created' }), "the developer's log");
    await page.getByRole('checkbox', { name: /Provider employee/ }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/developers');
    await page.goto(`/admin/developers/${user.id}/edit`);
    const granted = card.getByRole('listitem').filter({ hasText: 'Provider employee role granted' });
    await expectVisible(granted.getByText('By an administrator'), 'the role granted, by an administrator');
    await expectAccessible(page, 'the developer edit page with a security log');
  });
});
