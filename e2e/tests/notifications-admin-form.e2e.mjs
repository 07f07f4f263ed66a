// The admin notification form guards its rules: required markers, Critical locking draft and
// show_after, Save only after a change, the server's errors, stale edits (ETag) and delete.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { eventually, expectDisabled, expectEnabled, expectHidden, expectPath, expectVisible } from '../lib/expect.mjs';
import { answerConfirm, notificationForm, signIn, uniqueTitle } from '../lib/notifications.mjs';
import { loseFirstAnswer } from '../lib/ui.mjs';

test(
  'the admin form: required markers, Critical locks draft and show_after, Save only after a change, server errors, stale edits, delete',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const title = uniqueTitle('Form check');
    await withPage(t, {}, async ({ page, context }) => {
      await signIn(page, DEMO.admin, DEMO_PASSWORD);
      await page.goto('/admin/notifications/new');
      const f = notificationForm(page);
      for (const [name, field] of /** @type {const} */ ([
        ['Title', f.title],
        ['Summary', f.summary],
        ['Body', f.body],
      ])) {
        assert.equal(await field.getAttribute('aria-required'), 'true', `${name} is marked required`);
      }
      await expectVisible(f.form.getByText('YYYY-mm-dd').first(), 'the show_after format hint');
      await expectDisabled(f.save, 'Save before any change');

      // The server's verdict: the panel lists its errors, the fields show theirs.
      await f.title.fill(title);
      await f.showAfter.fill('15/06/2030');
      await expectEnabled(f.save, 'Save after a change');
      await f.save.click();
      const panel = page.getByRole('alert').filter({ hasText: 'An error occurred' });
      await expectVisible(panel, 'the "An error occurred" panel');
      await eventually(async () => (await f.summary.getAttribute('aria-invalid')) === 'true', 'the summary to be marked invalid');
      await eventually(async () => (await f.showAfter.getAttribute('aria-invalid')) === 'true', 'show_after to be marked invalid');
      await expectPath(page, '/admin/notifications/new');

      await f.critical.check();
      await expectDisabled(f.showAfter, 'Show after while Critical is ticked');
      assert.equal(await f.showAfter.inputValue(), '');
      await f.critical.uncheck();
      await expectEnabled(f.showAfter, 'Show after once Critical is unticked');
      await expectEnabled(f.draft, 'Draft once Critical is unticked');

      await f.summary.fill('Checking the form.');
      await f.body.fill('Nothing to see.');
      await f.draft.check(); // keeps it out of every developer's bell
      await f.save.click();
      await expectPath(page, '/admin/notifications');
      await expectHidden(panel, 'the error panel');

      // Editing: Critical is locked, Save waits for a change.
      await page.getByRole('link', { name: title, exact: true }).click();
      await eventually(() => /\/admin\/notifications\/[^/]+\/edit$/.test(new URL(page.url()).pathname), 'the edit page');
      const editUrl = page.url();
      await eventually(async () => (await f.title.inputValue()) === title, 'the form to load');
      await expectDisabled(f.critical, 'Critical when editing');
      await expectDisabled(f.save, 'Save before a change');

      // Someone else saves first: this form's save is refused (412) and offers a reload.
      const other = await context.newPage();
      await other.goto(editUrl);
      const g = notificationForm(other);
      await eventually(async () => (await g.title.inputValue()) === title, 'the second form to load');
      await g.title.fill(`${title} (edited)`);
      await g.save.click();
      await expectPath(other, '/admin/notifications');
      await other.close();

      await f.summary.fill('A change made on an old copy.');
      await f.save.click();
      await expectVisible(page.getByText('Someone else changed this notification'), 'the stale-edit message');
      await page.getByRole('button', { name: 'Reload notification' }).click();
      await eventually(async () => (await f.title.inputValue()) === `${title} (edited)`, 'the form to show the current version');
      await expectDisabled(f.save, 'Save after the reload');

      // Delete asks first; cancelling keeps it.
      await answerConfirm(page, () => f.remove.click(), /^Are you sure you wish to delete this notification\?$/, false);
      await expectPath(page, new URL(editUrl).pathname);
      await answerConfirm(page, () => f.remove.click(), /^Are you sure you wish to delete this notification\?$/, true);
      await expectPath(page, '/admin/notifications');
      await expectVisible(page.getByText('Notification deleted.'), 'the "Notification deleted." flash');
      await expectHidden(page.getByRole('link', { name: `${title} (edited)`, exact: true }), 'the deleted notification');
    });
  },
);

test('a new notification whose answer was lost, saved again, is announced once', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  const title = uniqueTitle('Saved once');
  await withPage(t, {}, async ({ page }) => {
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    const keys = await loseFirstAnswer(page, /\/api\/v1\/admin\/notifications$/);
    await page.goto('/admin/notifications/new');
    const f = notificationForm(page);
    await f.title.fill(title);
    await f.summary.fill('Saved once.');
    await f.body.fill('Nothing to see.');
    await f.draft.check(); // keeps it out of every developer's bell
    await f.save.click();
    await expectVisible(page.getByRole('alert').filter({ hasText: 'An error occurred' }), 'the failed save');
    await f.save.click();
    await expectPath(page, '/admin/notifications');
    assert.equal(keys.length, 2);
    assert.equal(keys[1], keys[0], 'the second save repeats the Idempotency-Key');
    await expectVisible(page.getByRole('link', { name: title, exact: true }), 'the notification in the list');
    assert.equal(await page.getByRole('link', { name: title, exact: true }).count(), 1, 'one notification, not two');

    // Tidy: the list is shared by every admin test.
    await page.getByRole('link', { name: title, exact: true }).click();
    await answerConfirm(page, () => f.remove.click(), /^Are you sure you wish to delete this notification\?$/, true);
    await expectPath(page, '/admin/notifications');
  });
});
