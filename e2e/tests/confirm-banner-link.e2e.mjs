// The confirmation banner's "Wrong address? Change it" (QA pass): it opened Settings at its top, on the Profile card,
// and the developer who had mistyped the address had to find the sign-in address card below. It now opens that card.
import { test } from 'node:test';
import { withPage } from '../lib/browser.mjs';
import { eventually, expectPath, expectVisible } from '../lib/expect.mjs';
import { signInAsNewDeveloper } from '../lib/ui.mjs';

test('the banner link for a wrong address opens the sign-in e-mail card', async (t) => {
  await withPage(t, { viewport: { width: 1280, height: 800 } }, async ({ page }) => {
    await signInAsNewDeveloper(page);
    const banner = page.getByRole('region', { name: 'E-mail confirmation' });
    await banner.getByRole('link', { name: 'Wrong address? Change it' }).click();

    await expectPath(page, '/settings');
    await eventually(async () => new URL(page.url()).hash === '#sign-in-email', 'the address names #sign-in-email');
    const heading = page.getByRole('heading', { name: 'Sign-in e-mail address' });
    await expectVisible(heading, 'the "Sign-in e-mail address" heading');
    await eventually(async () => {
      const box = await heading.boundingBox();
      return box !== null && box.y >= 0 && box.y < 400;
    }, 'the sign-in e-mail card scrolled to the top of the window');
  });
});
