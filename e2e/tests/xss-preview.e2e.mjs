// The markdown XSS corpus renders inert in the admin live preview, both loaded from saved (draft)
// announcements and typed into a new form. The reader: xss.e2e.mjs.
import { after, before, test } from 'node:test';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { eventually } from '../lib/expect.mjs';
import { deleteNotificationsViaApi, signInViaApi } from '../lib/notifications.mjs';
import { signInWithForm } from '../lib/ui.mjs';
import { PAYLOADS, createProbes, expectInert, watchForScript } from '../lib/xss.mjs';

/** @type {import('../lib/notifications.mjs').ApiSession} */
let admin;
/** @type {import('../lib/xss.mjs').Probe[]} */
let probes = [];

before(async () => {
  admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);
  // Drafts: the editor shows them, no developer's bell does.
  probes = await createProbes(admin, { draft: true });
});

after(async () => {
  if (admin && probes.length)
    await deleteNotificationsViaApi(
      admin,
      probes.map((p) => p.id),
    );
});

test('every XSS probe renders inert in the admin live preview of its saved announcement', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  await withPage(t, { label: 'preview' }, async ({ page }) => {
    const dialogs = await watchForScript(page);
    await page.goto('/sign_in');
    await signInWithForm(page, DEMO.admin, DEMO_PASSWORD);
    const preview = page.getByRole('region', { name: 'Rendered preview' });
    for (const probe of probes) {
      await page.goto(`/admin/notifications/${probe.id}/edit`);
      await eventually(
        async () => (await page.getByLabel('Title', { exact: true }).inputValue()) === probe.title,
        `the form for "${probe.name}"`,
      );
      await expectInert(page, preview, probe, dialogs, 'admin preview');
    }
  });
});

test('the whole XSS corpus typed into a new announcement renders inert in the live preview', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  await withPage(t, { label: 'typed' }, async ({ page }) => {
    const dialogs = await watchForScript(page);
    await page.goto('/sign_in');
    await signInWithForm(page, DEMO.admin, DEMO_PASSWORD);
    await page.goto('/admin/notifications/new');
    const preview = page.getByRole('region', { name: 'Rendered preview' });
    const all = { name: 'the whole corpus typed into a new form', marker: 'Start of the typed corpus.' };
    // Typed in pieces, so the preview renders every intermediate state too (never saved).
    const body = page.getByLabel('Body', { exact: true });
    let text = `${all.marker}\n\n`;
    for (const [, payload] of PAYLOADS) {
      text += `${payload}\n\n`;
      await body.fill(text);
    }
    await expectInert(page, preview, all, dialogs, 'admin preview (typed)');
  });
});
