// Leaving a form with unsaved changes asks first (another tab of the app, another page, a reload), wherever the form
// is; a saved form, or one whose save navigates on, leaves without a question.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { appViaApi, createAppViaApi, newDeveloperSession, uniqueAppName } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { expectPath, expectVisible } from '../lib/expect.mjs';
import { answerConfirm, signIn } from '../lib/notifications.mjs';
import { userMenuButton } from '../lib/ui.mjs';

test('leaving an app tab with unsaved changes asks first; saved, it does not', async (t) => {
  const { dev, session } = await newDeveloperSession();
  const name = uniqueAppName('Unsaved');
  const app = await createAppViaApi(session, name);
  await withPage(t, {}, async ({ page }) => {
    await signIn(page, dev.email, dev.password);
    await page.goto(`/developer_apps/${app.id}?tab=settings`);
    const nameField = page.getByLabel('App Name', { exact: true });
    await nameField.fill(`${name} edited`);
    const versions = page.getByRole('navigation', { name: 'App information' }).getByRole('link', { name: 'Versions' });

    // Cancelled: the page and what was typed stay.
    await answerConfirm(page, () => versions.click(), /^You have unsaved changes on this page\. Leave without saving\?$/, false);
    assert.equal(await nameField.inputValue(), `${name} edited`);
    assert.match(page.url(), /tab=settings/);

    // A reload asks too (the browser's own question).
    const question = page.waitForEvent('dialog');
    // Not awaited: a reload the reader cancelled never finishes.
    void page.reload().catch(() => undefined);
    const beforeUnload = await question;
    assert.equal(beforeUnload.type(), 'beforeunload');
    await beforeUnload.dismiss();
    assert.equal(await nameField.inputValue(), `${name} edited`, 'still there after the cancelled reload');

    // Saved: leaving asks nothing.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(page.locator('.toasts').getByText('Settings saved'), 'the saved toast');
    /** @type {string[]} */
    const unexpected = [];
    page.on('dialog', (dialog) => {
      unexpected.push(dialog.message());
      void dialog.dismiss();
    });
    await versions.click();
    await expectVisible(page.getByRole('heading', { name: 'Versions' }), 'the Versions tab');
    assert.deepEqual(unexpected, []);
    assert.equal((await appViaApi(session, app.id)).internal_name, `${name} edited`);

    // Confirmed: the change is dropped.
    await page.goto(`/developer_apps/${app.id}?tab=settings`);
    await nameField.fill('Dropped');
    page.removeAllListeners('dialog');
    await answerConfirm(page, () => page.getByRole('link', { name: 'My apps' }).click(), /unsaved changes/, true);
    await expectPath(page, '/developer_apps');
    assert.equal((await appViaApi(session, app.id)).internal_name, `${name} edited`);

    // Signing out asks before the session goes: kept, the page is still signed in with the text.
    await page.goto(`/developer_apps/${app.id}?tab=settings`);
    await nameField.fill('Typed before signing out');
    await userMenuButton(page).click();
    await answerConfirm(page, () => page.getByRole('menuitem', { name: 'Sign out' }).click(), /unsaved changes/, false);
    assert.equal(await nameField.inputValue(), 'Typed before signing out');
    await expectVisible(userMenuButton(page), 'still signed in');
    const signOut = page.getByRole('menuitem', { name: 'Sign out' });
    if (!(await signOut.isVisible())) await userMenuButton(page).click();
    await answerConfirm(page, () => signOut.click(), /unsaved changes/, true);
    await expectPath(page, '/sign_in');
  });
});
