// The header's Create/Save version opens the JSON editor on the newest saved version (decided, issue 10). Found in a
// QA pass: clicked after configuring the builder, it opened without those changes, and a version created there reset
// the builder, so they were lost without a word. It now asks first while the builder holds unsaved changes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createAppViaApi, newDeveloperSession, SLOW_MS, uniqueAppName } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { expectVisible } from '../lib/expect.mjs';
import { answerConfirm, signIn } from '../lib/notifications.mjs';

const QUESTION = /^The editor opens on the latest saved version, without your unsaved builder changes\. Open it anyway\?$/;

test("the header's editor asks before opening over unsaved builder changes; without any it opens at once", async (t) => {
  const owner = await newDeveloperSession();
  const app = await createAppViaApi(owner.session, uniqueAppName('Header editor'));

  await withPage(t, {}, async ({ page }) => {
    await signIn(page, owner.dev.email, owner.dev.password);
    await page.goto(`/developer_apps/${app.id}`);
    const headerButton = page.locator('.app-header__versions').getByRole('button', { name: 'Create version' });
    await expectVisible(headerButton, 'the header action', SLOW_MS);

    // Nothing configured yet: the editor opens without a question.
    await headerButton.click();
    const editor = page.getByRole('dialog', { name: 'New manifest version' });
    await expectVisible(editor, 'the editor', SLOW_MS);
    await editor.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Add component' }).click();
    const panel = page.getByRole('dialog', { name: 'Add component' });
    await panel.getByLabel('Type').selectOption('fullscreen');
    await panel.getByLabel('URL').fill('https://app.example.com/full');
    await panel.getByRole('button', { name: 'Save component' }).click();
    await expectVisible(page.getByText('https://app.example.com/full', { exact: true }), 'the component in the builder');

    await answerConfirm(page, () => headerButton.click(), QUESTION, false);
    assert.equal(await editor.count(), 0, 'no editor after Cancel');
    await expectVisible(page.getByText('https://app.example.com/full', { exact: true }), 'the builder keeps the component');

    await answerConfirm(page, () => headerButton.click(), QUESTION, true);
    await expectVisible(editor, 'the editor, when asked for anyway', SLOW_MS);
  });
});
