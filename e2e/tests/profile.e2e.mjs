// A developer's own profile on the Settings page: name and company saved, the top bar follows, a blank
// name is refused (the sign-in address has its own card: email-change.e2e.mjs).
import { test } from 'node:test';
import { withPage } from '../lib/browser.mjs';
import { expectDisabled, expectVisible } from '../lib/expect.mjs';
import { signInAsNewDeveloper } from '../lib/ui.mjs';

test('a developer renames themself and sets a company on the Settings page', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    const dev = await signInAsNewDeveloper(page);
    await page.goto('/settings');
    const form = page.getByRole('form', { name: 'Profile' });
    const save = form.getByRole('button', { name: 'Save profile' });
    await expectDisabled(save, 'Save profile (nothing changed yet)');

    await form.getByLabel('First name', { exact: true }).fill('');
    await expectVisible(form.getByText('First name is required'), 'the blank first name message');
    await expectDisabled(save, 'Save profile (blank first name)');

    await form.getByLabel('First name', { exact: true }).fill('Renamed');
    await form.getByLabel('Company name (optional)', { exact: true }).fill('Girder & Sons');
    await save.click();
    await expectVisible(page.getByRole('status').filter({ hasText: 'Saved.' }), 'the "Saved." status');
    await expectVisible(page.getByRole('button', { name: `Renamed ${dev.lastName}, account` }), 'the user menu with the new name');

    await page.reload();
    const company = page.getByRole('form', { name: 'Profile' }).getByLabel('Company name (optional)', { exact: true });
    await expectVisible(company, 'the company field after a reload');
    if ((await company.inputValue()) !== 'Girder & Sons') throw new Error(`the company field holds "${await company.inputValue()}"`);
  });
});
