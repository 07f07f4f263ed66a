// The App Engagement Report's install feed asked for a page past its end (QA pass of 2026-12-03): an old
// link or a hand-typed `?installations_page=99` showed the feed's column headers over no rows and no pager.
// It now moves to the last page (replacing the history entry), as the lists and the catalog do. Set-up
// through the API: one published listing installed for one company.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, test } from 'node:test';
import { newDeveloperSession, SLOW_MS } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { GATEWAY_URL, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { eventually, expectVisible } from '../lib/expect.mjs';
import { cookiesFor } from '../lib/first-load.mjs';
import { publishListing } from '../lib/marketplace.mjs';
import { apiCall } from '../lib/notifications.mjs';

const FEED_TABLE = 'Company installations, newest first';

/** @type {Awaited<ReturnType<typeof publishListing>>} */
let listing;
const company = `E2E QA-D Feed Co ${randomBytes(3).toString('hex')}`;

before(async () => {
  listing = await publishListing();
  const installer = await newDeveloperSession();
  const res = await apiCall(installer.session, 'POST', `/api/v1/marketplace/listings/${listing.id}/installations`, {
    company_name: company,
  });
  assert.equal(res.status, 201, `set-up: installing answered ${res.status}: ${JSON.stringify(res.data)}`);
  // The feed is a read model fed from Kafka.
  await eventually(
    async () => {
      const metrics = await apiCall(listing.developer, 'GET', `/api/v1/developer_apps/${listing.id}/metrics`);
      return metrics.status === 200 && metrics.data.app_installations.total_count === 1;
    },
    `the installation in the metrics of ${listing.id}`,
    SLOW_MS * 2,
  );
});

test('an install feed page past the end shows the last page', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  await withPage(t, {}, async ({ page, context }) => {
    await context.addCookies(cookiesFor(listing.developer.cookie, GATEWAY_URL));
    await page.goto(`/developer_apps/${listing.id}/engagement_report?installations_page=99`);
    const feed = page.getByRole('table', { name: FEED_TABLE });
    await expectVisible(feed.getByRole('cell', { name: company, exact: true }), 'the installation on the last page', SLOW_MS);
    await eventually(async () => new URL(page.url()).searchParams.get('installations_page') === '1', 'the address names the page shown');
    // Replaced, not pushed: Back does not return to the empty page 99.
    assert.equal(await page.evaluate(() => globalThis.history.length), 2, 'one history entry for the report');
  });
});
