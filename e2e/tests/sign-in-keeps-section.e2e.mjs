// A link to a Settings section followed while signed out (the new-sign-in and security e-mails link to
// `/settings#sessions` and `#security-log`): after signing in the reader lands on that section, not at the top of
// Settings. The guard used to keep only the path and query of the page it sent to sign in (QA pass).
import { test } from 'node:test';
import { signUpViaApi } from '../lib/backend.mjs';
import { withPage } from '../lib/browser.mjs';
import { newDeveloper } from '../lib/data.mjs';
import { eventually, expectPath, expectVisible } from '../lib/expect.mjs';
import { signInWithForm } from '../lib/ui.mjs';

test('a Settings section link followed signed out opens that section after signing in', async (t) => {
  const developer = newDeveloper();
  await signUpViaApi(developer);
  await withPage(t, { viewport: { width: 1280, height: 800 } }, async ({ page }) => {
    await page.goto('/settings#sessions');
    await expectPath(page, '/sign_in');
    await signInWithForm(page, developer.email, developer.password);

    await expectPath(page, '/settings');
    await eventually(async () => new URL(page.url()).hash === '#sessions', 'the address keeps #sessions after signing in');
    const heading = page.getByRole('heading', { name: 'Where you are signed in' });
    await expectVisible(heading, 'the "Where you are signed in" heading');
    await eventually(async () => {
      const box = await heading.boundingBox();
      return box !== null && box.y >= 0 && box.y < 800;
    }, 'the "Where you are signed in" section scrolled into view');
  });
});
