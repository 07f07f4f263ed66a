// The XSS corpus in the fields besides announcements that one user writes and another user's browser
// shows: the reviewer's message on a rejected listing (rich text: HTML, sanitised with the announcements'
// rules) and the listing's public text with the app's name (plain text: shown as typed, never parsed).
// Announcement bodies (markdown): xss.e2e.mjs and xss-preview.e2e.mjs. The list of fields and where
// each is rendered: docs/reliability.md, "Browser security and secrets".
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SLOW_MS } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { GATEWAY_URL, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { expectVisible } from '../lib/expect.mjs';
import { publishListing } from '../lib/marketplace.mjs';
import { apiCall } from '../lib/notifications.mjs';
import { PAYLOADS, expectInert, watchForScript } from '../lib/xss.mjs';

const MARKER = 'Start of the corpus.';
const corpus = `${MARKER}\n\n${PAYLOADS.map(([, payload]) => payload).join('\n\n')}`;

/**
 * A browser context signed in with an API session's cookie.
 * @param {import('playwright-core').BrowserContext} context
 * @param {{ cookie: string }} session
 */
async function useSession(context, session) {
  const [name, ...value] = session.cookie.split(';')[0].split('=');
  await context.addCookies([{ name, value: value.join('='), url: GATEWAY_URL }]);
}

test(
  'the reviewer’s message of a rejected listing renders the whole corpus inert for the developer',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const listing = await publishListing({ approve: false });
    const rejected = await apiCall(listing.admin, 'PATCH', `/api/v1/admin/submissions/${listing.id}`, {
      submission: { state: 'draft', admin_message: corpus },
    });
    assert.equal(rejected.status, 200, `set-up: rejecting answered ${rejected.status}: ${JSON.stringify(rejected.data).slice(0, 300)}`);
    await withPage(t, { label: 'rejection banner' }, async ({ page, context }) => {
      const dialogs = await watchForScript(page);
      await useSession(context, listing.developer);
      await page.goto(`/developer_apps/${listing.id}?tab=marketplaceListing`);
      const banner = page.getByRole('region', { name: /Your listing was rejected/ });
      await expectVisible(banner, 'the rejection banner', SLOW_MS);
      await banner.getByText('Reviewer’s message').click();
      await expectInert(page, banner, { name: 'the corpus as the reviewer’s message', marker: MARKER }, dialogs, 'rejection banner');
    });
  },
);

test(
  'the corpus in a published listing’s text and its app’s name is shown as text, and nothing runs',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const listing = await publishListing({ approve: false });
    const [first] = PAYLOADS;
    const renamed = await apiCall(listing.developer, 'PATCH', `/api/v1/developer_apps/${listing.id}`, {
      developer_app: { internal_name: `App ${first[1]}` },
    });
    assert.equal(renamed.status, 200, `set-up: renaming answered ${renamed.status}: ${JSON.stringify(renamed.data).slice(0, 300)}`);
    const admin = await apiCall(listing.admin, 'PATCH', `/api/v1/admin/submissions/${listing.id}`, {
      // The whole corpus where no limit applies; the limited fields take as much of it as they hold (cut mid-payload too).
      submission: {
        description: corpus.slice(0, 2000),
        about: corpus,
        how_it_works: corpus.slice(0, 500),
        state: 'published',
        silent: true,
      },
    });
    assert.equal(admin.status, 200, `set-up: publishing answered ${admin.status}: ${JSON.stringify(admin.data).slice(0, 300)}`);
    await withPage(t, { label: 'listing page' }, async ({ page, context }) => {
      const dialogs = await watchForScript(page);
      await page.goto(`/marketplace/${listing.id}`);
      const main = page.getByRole('main');
      await expectVisible(main.getByText(MARKER).first(), 'the listing text', SLOW_MS);
      await main.hover({ timeout: 2000 }).catch(() => {});
      await page.waitForTimeout(250);
      // Plain text stays text: the payloads are readable as typed, and none became an element of the page.
      await expectVisible(main.getByText(PAYLOADS[0][1]).first(), 'the first payload as literal text');
      const injected = await main.evaluate(
        (root) =>
          root.querySelectorAll(
            'script, iframe, object, embed, math, template, meta, base, [onerror], [onload], [onfocus], [ontoggle], [onmouseover], img[src="x"]',
          ).length,
      );
      assert.equal(injected, 0, 'no payload became markup on the listing page');
      assert.equal(await page.evaluate(() => /** @type {any} */ (globalThis).__xss), undefined, 'no script ran on the listing page');
      assert.deepEqual(dialogs, [], 'no dialog opened on the listing page');

      await useSession(context, listing.developer);
      await page.goto(`/developer_apps/${listing.id}`);
      await expectVisible(page.getByText(`App ${first[1]}`).first(), 'the app name as literal text', SLOW_MS);
      await page.goto('/developer_apps');
      await expectVisible(page.getByText(`App ${first[1]}`).first(), 'the app name in the list', SLOW_MS);
      assert.equal(await page.evaluate(() => /** @type {any} */ (globalThis).__xss), undefined, 'no script ran on the app pages');
      assert.deepEqual(dialogs, [], 'no dialog opened on the app pages');
    });
  },
);
