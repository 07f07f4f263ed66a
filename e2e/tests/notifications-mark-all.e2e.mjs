// "Mark all as read": a new developer, with every announcement unread, marks them all read from the list page, and
// from the bell after a new one arrives; the bell's count follows at once and the API agrees after a reload.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signUpViaApi } from '../lib/backend.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD } from '../lib/config.mjs';
import { newDeveloper } from '../lib/data.mjs';
import { eventually, expectVisible } from '../lib/expect.mjs';
import {
  createNotificationViaApi,
  deleteNotificationsViaApi,
  expectBellMatchesApi,
  notificationsOfPage,
  openBell,
  signIn,
  signInViaApi,
  uniqueTitle,
} from '../lib/notifications.mjs';

test('a developer marks every notification read from the list page, then a new one from the bell', async (t) => {
  const dev = newDeveloper();
  await signUpViaApi(dev);
  const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);
  const created = [];
  t.after(() => deleteNotificationsViaApi(admin, created));
  // One of this test's own, so the list has something unread whatever other suites posted or deleted meanwhile.
  const first = await createNotificationViaApi(admin, { title: uniqueTitle('Mark-all e2e first'), summary: 'First', body: 'First' });
  created.push(first.id);
  await withPage(t, {}, async ({ page }) => {
    await signIn(page, dev.email, dev.password);
    await page.goto('/notifications');
    /** @type {Awaited<ReturnType<typeof notificationsOfPage>>} */
    let listed = [];
    await eventually(async () => {
      listed = await notificationsOfPage(page);
      return listed.some((n) => n.id === first.id && !n.read_at);
    }, "this test's announcement listed, unread");
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    // Every one listed before the click is read, on the page at once and in the API after a reload.
    await eventually(async () => {
      const now = await notificationsOfPage(page);
      return listed.every((n) => now.find((m) => m.id === n.id)?.read_at);
    }, 'every listed notification read in the API');
    await page.reload();
    for (const n of listed) {
      const card = page.getByRole('article', { name: n.title });
      await expectVisible(card, `the card of "${n.title}"`);
      assert.equal(await card.getByText('Unread', { exact: true }).count(), 0, `"${n.title}" still marked unread`);
    }

    const fresh = await createNotificationViaApi(admin, { title: uniqueTitle('Mark-all e2e'), summary: 'New', body: 'New' });
    created.push(fresh.id);
    await page.goto('/');
    await eventually(async () => (await notificationsOfPage(page)).some((n) => n.id === fresh.id && !n.read_at), 'the new one, unread');
    await page.reload();
    const panel = await openBell(page);
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await eventually(async () => (await notificationsOfPage(page)).find((n) => n.id === fresh.id)?.read_at, 'the new one read');
    await expectBellMatchesApi(page);
  });
});

test('on a phone the bell panel keeps "Mark all as read" inside it', async (t) => {
  const dev = newDeveloper();
  await signUpViaApi(dev);
  // One of its own: the button shows only with something unread, whatever other suites posted or deleted meanwhile.
  const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);
  const own = await createNotificationViaApi(admin, { title: uniqueTitle('Mark-all phone e2e'), summary: 'Phone', body: 'Phone' });
  t.after(() => deleteNotificationsViaApi(admin, [own.id]));
  await withPage(t, { label: '390px', viewport: { width: 390, height: 844 } }, async ({ page }) => {
    await signIn(page, dev.email, dev.password);
    const panel = await openBell(page);
    const button = panel.getByRole('button', { name: 'Mark all as read' });
    await expectVisible(button, 'Mark all as read in the bell panel');
    const [inner, box] = [await panel.boundingBox(), await button.boundingBox()];
    assert.ok(inner && box, 'the panel and the button have boxes');
    // It ran 11 px past the panel's padding, touching its edge.
    assert.ok(
      box.x + box.width <= inner.x + inner.width - 12,
      `the button ends at ${box.x + box.width} px, the panel at ${inner.x + inner.width} px`,
    );
  });
});
