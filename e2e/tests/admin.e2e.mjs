// Admin journeys: the Registered Developers list is for admins only, and shows new sign-ups.
import { test } from 'node:test';
import { signUpViaApi } from '../lib/backend.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD } from '../lib/config.mjs';
import { fullName, newDeveloper } from '../lib/data.mjs';
import { eventually, expectHidden, expectPath, expectVisible } from '../lib/expect.mjs';
import { signInAsNewDeveloper, signInWithForm } from '../lib/ui.mjs';

test('a developer opening /admin/developers is told they are not allowed', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await signInAsNewDeveloper(page);

    await page.goto('/admin/developers');
    await expectVisible(page.getByRole('heading', { name: 'You are not allowed to view this page.' }), 'the "not allowed" message');
    await expectPath(page, '/admin/developers');
    await expectHidden(page.getByRole('heading', { name: 'Registered Developers' }), 'the developers list');
    await expectHidden(page.getByRole('navigation').getByRole('link', { name: 'Admin' }), 'the Admin link in the top bar');
  });
});

test('the admin signs in from /admin/developers and finds a developer who just signed up', async (t) => {
  const dev = newDeveloper();
  await signUpViaApi(dev);
  await withPage(t, {}, async ({ page }) => {
    // Signed out, the admin page sends the admin to sign in, and back afterwards.
    await page.goto('/admin/developers');
    await expectPath(page, '/sign_in');
    await signInWithForm(page, DEMO.admin, DEMO_PASSWORD);
    await expectPath(page, '/admin/developers');

    await expectVisible(page.getByRole('heading', { name: 'Registered Developers' }), 'the "Registered Developers" heading');
    const table = page.getByRole('table');
    await expectVisible(table, 'the developers table');
    await expectVisible(table.getByRole('columnheader', { name: /E-mail/ }), 'the E-mail column');

    await page.getByRole('searchbox', { name: 'Search' }).fill(dev.email);
    await eventually(() => new URL(page.url()).searchParams.get('search') === dev.email, 'the search is kept in the URL');
    // Before the search lands the unfiltered list (newest first) may show the row too, so wait
    // for the table to narrow to exactly that developer.
    const bodyRows = table.locator('tbody tr');
    let shown = '';
    await eventually(
      async () => {
        shown = `${await bodyRows.count()} row(s), first: ${(await bodyRows.first().innerText({ timeout: 1000 })).replace(/\s+/g, ' ')}`;
        return shown.startsWith('1 row(s)') && shown.includes(dev.email);
      },
      () => `expected the search to narrow the table to the row for ${dev.email}; the table shows ${shown || 'nothing'}`,
    );
    const row = table.getByRole('row').filter({ hasText: dev.email });
    await expectVisible(row, `the row for ${dev.email}`);
    await expectVisible(row.getByRole('link', { name: fullName(dev) }), `the name ${fullName(dev)} in that row`);
  });
});
