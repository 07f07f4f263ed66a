// Sign-in journeys with the seeded developer: a wrong password, signing in, signing out.
import { test } from 'node:test';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD } from '../lib/config.mjs';
import { expectHidden, expectPath, expectVisible } from '../lib/expect.mjs';
import { signInForm, signedOutNavLink, userMenuButton } from '../lib/ui.mjs';

// One journey, so the failed attempt is followed by a successful sign-in that resets the account's
// failure counter (the gateway throttles an account after repeated failures).
test('the seeded developer is refused with a wrong password, then signs in and out', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    const f = signInForm(page);
    await expectVisible(page.getByRole('heading', { name: 'Sign in to the Developer Portal' }), 'the sign-in heading');

    await f.email.fill(DEMO.developer);
    await f.password.fill(`${DEMO_PASSWORD}-wrong`);
    await f.submit.click();
    const refused = page.getByRole('alert').getByText('Invalid email or password');
    await expectVisible(refused, 'the server message "Invalid email or password"');
    await expectPath(page, '/sign_in');

    await f.password.fill(DEMO_PASSWORD);
    await f.submit.click();
    await expectPath(page, '/');
    const userMenu = userMenuButton(page);
    await expectVisible(userMenu, 'the user menu');
    await expectHidden(refused, 'the earlier error');

    await userMenu.click();
    await expectVisible(page.getByRole('menu').getByText(DEMO.developer), "the user menu's e-mail address");
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expectPath(page, '/sign_in');
    await expectVisible(f.form, 'the sign-in form');
    await expectHidden(userMenu, 'the user menu (signed out)');

    // Signed out for real: a reload does not bring the session back.
    await page.reload();
    await expectVisible(signedOutNavLink(page), 'the "Sign in" link in the top bar after a reload');
    await expectHidden(userMenu, 'the user menu after a reload');
  });
});
