// A markdown XSS corpus, published as announcements through the API, renders inert in the reader:
// no dialog opens, no injected script runs (a `window.__xss` sentinel stays unset) and nothing
// executable is left in the rendered body. The admin live preview: xss-preview.e2e.mjs.
import { after, before, test } from 'node:test';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { expectVisible } from '../lib/expect.mjs';
import { deleteNotificationsViaApi, signInViaApi } from '../lib/notifications.mjs';
import { signInWithForm } from '../lib/ui.mjs';
import { createProbes, expectInert, watchForScript } from '../lib/xss.mjs';

/** @type {import('../lib/notifications.mjs').ApiSession} */
let admin;
/** @type {import('../lib/xss.mjs').Probe[]} */
let probes = [];

before(async () => {
  admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);
  probes = await createProbes(admin, { draft: false });
});

after(async () => {
  if (admin && probes.length)
    await deleteNotificationsViaApi(
      admin,
      probes.map((p) => p.id),
    );
});

test('every XSS probe renders inert in the reader', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  await withPage(t, { label: 'reader' }, async ({ page }) => {
    const dialogs = await watchForScript(page);
    await page.goto('/sign_in');
    await signInWithForm(page, DEMO.admin, DEMO_PASSWORD);
    for (const probe of probes) {
      await page.goto(`/notifications/${probe.id}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: probe.title }), `the reader for "${probe.name}"`);
      await expectInert(page, page.getByRole('region', { name: 'Announcement' }), probe, dialogs, 'reader');
    }
  });
});
