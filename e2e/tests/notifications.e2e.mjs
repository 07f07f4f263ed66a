// Announcements end to end: the admin writes them in the form, developers see them in the bell,
// the list and the reader, critical ones are e-mailed to those still subscribed, and drafts and
// scheduled ones stay hidden. The form's own rules: notifications-admin-form.e2e.mjs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { linkFrom, signUpViaApi } from '../lib/backend.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { newDeveloper } from '../lib/data.mjs';
import { eventually, expectDisabled, expectHidden, expectPath, expectVisible } from '../lib/expect.mjs';
import {
  adminNotifications,
  adminRow,
  answerConfirm,
  apiCall,
  bellCount,
  createNotificationViaApi,
  deleteNotificationsViaApi,
  expectBellMatchesApi,
  mailsAbout,
  notificationForm,
  notificationsOfPage,
  openBell,
  signIn,
  signInViaApi,
  uniqueTitle,
} from '../lib/notifications.mjs';
import { userMenuButton } from '../lib/ui.mjs';

/** Critical e-mails fan out to every subscribed developer: on a busy database that takes a while. */
const MAIL_WAIT_MS = 150_000;

const BODY = [
  '## What changes',
  '',
  'The API is **read-only** on Sunday night:',
  '',
  '- writes answer `503`',
  '- reads keep working',
  '',
  'See the [Rest API overview](/reference/rest/docs/rest-api-overview).',
].join('\n');

test(
  'a critical announcement: the bell lists it, reading it marks it read at once, and only subscribed developers get one e-mail',
  { timeout: MAIL_WAIT_MS + TEST_TIMEOUT_MS },
  async (t) => {
    const reader = newDeveloper();
    const optedOut = newDeveloper();
    // Both exist before the announcement, so both are candidate recipients.
    await signUpViaApi(reader);
    await signUpViaApi(optedOut);
    const title = uniqueTitle('Critical maintenance');

    await withPage(t, { label: 'opted-out developer' }, async ({ page }) => {
      await signIn(page, optedOut.email, optedOut.password);
      await userMenuButton(page).click();
      await page.getByRole('menuitem', { name: 'Settings' }).click();
      await expectPath(page, '/settings');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Settings' }), 'the Settings heading');
      const toggle = page.getByRole('switch', { name: 'E-mail me critical announcements' });
      await expectVisible(toggle, 'the "E-mail me critical announcements" toggle');
      await eventually(() => toggle.isChecked(), 'critical e-mails to be on by default');
      await toggle.click();
      await expectVisible(page.getByText('Saved.'), 'the "Saved." note');
      await page.reload();
      await expectVisible(toggle, 'the toggle after a reload');
      await eventually(async () => !(await toggle.isChecked()), 'the toggle to stay off after a reload');
    });

    await withPage(t, { label: 'admin' }, async ({ page }) => {
      await signIn(page, DEMO.admin, DEMO_PASSWORD);
      await page.goto('/admin');
      await page.getByRole('link', { name: /^Notifications/ }).click();
      await expectPath(page, '/admin/notifications');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Notifications' }), 'the admin Notifications heading');
      await page.getByRole('link', { name: 'Create Notification' }).click();
      await expectPath(page, '/admin/notifications/new');

      const f = notificationForm(page);
      await f.title.fill(title);
      await f.summary.fill('The API is read-only on Sunday night while the databases are upgraded.');
      await f.body.fill(BODY);
      const preview = page.getByRole('region', { name: 'Rendered preview' });
      await expectVisible(preview.getByRole('heading', { name: 'What changes' }), 'the markdown heading in the live preview');
      await expectVisible(preview.locator('strong', { hasText: 'read-only' }), 'bold text in the live preview');

      await f.draft.check();
      await f.showAfter.fill('2030-01-01');
      await f.critical.check();
      await expectDisabled(f.draft, 'Draft (critical)');
      await expectDisabled(f.showAfter, 'Show after (critical)');
      assert.equal(await f.draft.isChecked(), false, 'ticking Critical clears Draft');
      assert.equal(await f.showAfter.inputValue(), '', 'ticking Critical empties Show after');

      await answerConfirm(page, () => f.save.click(), /e-mails will be sent/i, true);
      await expectPath(page, '/admin/notifications');
      await expectVisible(page.getByText('Notification created.'), 'the "Notification created." flash');
      const { visible, critical } = adminRow(page, title);
      await expectVisible(visible.getByText('Yes', { exact: true }), 'Visible "Yes" for the new announcement');
      await expectVisible(critical.getByText('Yes', { exact: true }), 'Critical "Yes" for the new announcement');
    });

    await withPage(t, { label: 'reader' }, async ({ page }) => {
      await signIn(page, reader.email, reader.password);
      const panel = await openBell(page);
      const item = panel.getByRole('listitem').filter({ hasText: title });
      await expectVisible(item, `"${title}" in the bell's dropdown`);
      await expectVisible(panel.getByRole('link', { name: 'See All Announcements' }), 'See All Announcements');
      await expectVisible(item.getByRole('img', { name: 'Unread' }), 'the unread marker on it');

      const before = await notificationsOfPage(page);
      const ours = before.find((n) => n.title === title);
      assert.ok(ours, `GET /api/v1/notifications lists "${title}" for the developer`);
      assert.equal(ours.read_at, null, 'it is unread');
      const unreadBefore = await expectBellMatchesApi(page);
      assert.ok(unreadBefore >= 1, `the bell counts it (shows ${unreadBefore})`);

      /** @type {string[]} */
      const patches = [];
      page.on('request', (r) => {
        if (r.method() === 'PATCH' && new URL(r.url()).pathname === `/api/v1/notifications/${ours.id}`) patches.push(r.url());
      });
      await page.evaluate(() => Object.assign(globalThis, { __sameDocument: true }));
      await item.getByRole('link', { name: /^Learn More/ }).click();

      await expectPath(page, `/notifications/${ours.id}`);
      await expectVisible(page.getByRole('link', { name: '< Back to Notifications' }), 'the back link');
      await expectVisible(page.getByRole('heading', { level: 1, name: title }), 'the full title');
      await expectVisible(page.getByRole('main').getByText(/^(seconds ago|\d+ minutes? ago)$/), 'the display time');
      const body = page.getByRole('region', { name: 'Announcement' });
      await expectVisible(body.getByRole('heading', { name: 'What changes' }), 'the rendered markdown heading');
      await expectVisible(body.getByRole('listitem').filter({ hasText: 'reads keep working' }), 'the rendered markdown list');

      await eventually(async () => !!(await notificationsOfPage(page)).find((n) => n.id === ours.id)?.read_at, 'the API to report it read');
      const unreadAfter = await expectBellMatchesApi(page);
      const after = await notificationsOfPage(page);
      const othersUnread = (/** @type {typeof before} */ list) =>
        list
          .filter((n) => !n.read_at && n.id !== ours.id)
          .map((n) => n.id)
          .sort()
          .join();
      // Other tests may publish or delete announcements meanwhile; when none did, exactly one less.
      if (othersUnread(before) === othersUnread(after)) assert.equal(unreadAfter, unreadBefore - 1, 'the bell drops by one');
      assert.equal(await page.evaluate(() => /** @type {any} */ (globalThis).__sameDocument), true, 'no reload happened');
      assert.equal(patches.length, 1, `the reader marks it read with one PATCH (sent ${patches.length})`);

      await page.getByRole('link', { name: '< Back to Notifications' }).click();
      await expectPath(page, '/notifications');
      const card = page.getByRole('article').filter({ hasText: title });
      await expectVisible(card.getByRole('link', { name: /^Read More/ }), 'the Read More link of its card');
      assert.equal(await card.getByRole('link', { name: /^Read More/ }).getAttribute('href'), `/notifications/${ours.id}`);
      const panelAgain = await openBell(page);
      await expectHidden(
        panelAgain.getByRole('listitem').filter({ hasText: title }).getByRole('img', { name: 'Unread' }),
        'the unread marker',
      );
      assert.equal(await bellCount(page), unreadAfter, 'the count stays down on the next page');
    });

    // One e-mail to the subscribed developer; none to the one who opted out.
    /** @type {import('../lib/backend.mjs').Mail[]} */
    let mails = [];
    await eventually(
      async () => (mails = await mailsAbout(reader.email, title)).length > 0,
      `an e-mail about "${title}" to ${reader.email}`,
      MAIL_WAIT_MS,
    );
    await new Promise((r) => setTimeout(r, 3000)); // a duplicate or a late job for the other one would be in by now
    assert.equal((await mailsAbout(reader.email, title)).length, 1, `exactly one e-mail about it to ${reader.email}`);
    assert.equal((await mailsAbout(optedOut.email, title)).length, 0, `no e-mail about it to ${optedOut.email} (opted out)`);

    // Its unsubscribe link works without signing in and turns the preference off.
    const mail = /** @type {import('../lib/backend.mjs').Mail} */ (mails[0]);
    const unsubscribe = linkFrom(`${mail.text}\n${mail.html}`, '/notification_preferences/unsubscribe');
    await withPage(t, { label: 'unsubscribe link' }, async ({ page }) => {
      await page.goto(unsubscribe);
      await expectVisible(page.getByRole('heading', { name: 'You are unsubscribed' }), 'the "You are unsubscribed" heading');
      await expectVisible(page.getByRole('link', { name: 'settings page' }), 'the link to opt back in');
    });
    const session = await signInViaApi(reader.email, reader.password);
    const prefs = await apiCall(session, 'GET', '/api/v1/me/notification_preferences');
    assert.deepEqual(prefs.data, { critical_emails: false }, 'the unsubscribe link turned critical e-mails off');

    const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);
    const created = (await adminNotifications(admin)).find((n) => n.title === title);
    if (created) await deleteNotificationsViaApi(admin, [created.id]);
  },
);

test(
  'draft and future announcements stay hidden from developers and show Visible "No" to the admin',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const dev = newDeveloper();
    await signUpViaApi(dev);
    const draftTitle = uniqueTitle('Draft notice');
    const laterTitle = uniqueTitle('Scheduled notice');
    const future = `${new Date().getUTCFullYear() + 1}-06-15`;

    await withPage(t, { label: 'admin' }, async ({ page }) => {
      await signIn(page, DEMO.admin, DEMO_PASSWORD);
      for (const [title, setUp] of /** @type {const} */ ([
        [draftTitle, (/** @type {ReturnType<typeof notificationForm>} */ f) => f.draft.check()],
        [laterTitle, (/** @type {ReturnType<typeof notificationForm>} */ f) => f.showAfter.fill(future)],
      ])) {
        await page.goto('/admin/notifications/new');
        const f = notificationForm(page);
        await f.title.fill(title);
        await f.summary.fill(`Summary of ${title}`);
        await f.body.fill(`Body of **${title}**`);
        await setUp(f);
        await f.save.click();
        await expectPath(page, '/admin/notifications');
      }
      const draftRow = adminRow(page, draftTitle);
      await expectVisible(draftRow.visible.getByText('No', { exact: true }), 'Visible "No" for the draft');
      await expectVisible(draftRow.critical.getByText('No', { exact: true }), 'Critical "No" for the draft');
      const laterRow = adminRow(page, laterTitle);
      await expectVisible(laterRow.visible.getByText('No', { exact: true }), 'Visible "No" for the scheduled one');
      await expectVisible(laterRow.visible.getByText(`Shows after ${future}`), 'when the scheduled one shows');
    });

    const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);
    const rows = await adminNotifications(admin);
    const draft = rows.find((n) => n.title === draftTitle);
    const later = rows.find((n) => n.title === laterTitle);
    assert.ok(draft && later, 'the admin API lists both');
    assert.equal(draft.draft, true);
    assert.equal(later.visible_by_show_after, false);
    // A published one, so the developer's list is known to be loaded and not just empty.
    const published = await createNotificationViaApi(admin, { title: uniqueTitle('Published notice') });

    await withPage(t, { label: 'developer' }, async ({ page }) => {
      await signIn(page, dev.email, dev.password);
      await page.goto('/notifications');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Notifications' }), 'the Notifications heading');
      await expectVisible(page.getByRole('article').filter({ hasText: published.title }), 'the published announcement');
      await expectHidden(page.getByText(draftTitle), 'the draft in the list');
      await expectHidden(page.getByText(laterTitle), 'the scheduled announcement in the list');
      const titles = (await notificationsOfPage(page)).map((n) => n.title);
      assert.ok(!titles.includes(draftTitle) && !titles.includes(laterTitle), 'GET /api/v1/notifications leaves both out');

      await page.goto(`/notifications/${draft.id}`);
      await expectVisible(page.getByText('This notification does not exist or is no longer available.'), 'the reader refusing the draft');
      await expectHidden(page.getByRole('heading', { name: draftTitle }), 'the draft title');
    });

    await deleteNotificationsViaApi(admin, [draft.id, later.id, published.id]);
  },
);
