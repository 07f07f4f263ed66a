// Found by an admin QA pass (2026-12-03): a listing the admin rejected and the developer resubmitted read
// "Status: In review · Review: Rejected · Version 1" on the admin's Marketplace Listing tab. The service keeps the
// last decision (and its message, for the developer's "Resubmit for approval"); spec 3 §4 shows it only while the
// listing is not in review. In review again, the submission awaits a decision: Unreviewed, and neither side shows the
// rejection banner.
import { test } from 'node:test';
import { SLOW_MS } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, GATEWAY_URL, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { expectHidden, expectVisible } from '../lib/expect.mjs';
import { cookiesFor } from '../lib/first-load.mjs';
import { publishListing } from '../lib/marketplace.mjs';
import { apiCall, signInViaApi } from '../lib/notifications.mjs';
import { decideListing } from '../lib/review.mjs';
import assert from 'node:assert/strict';

test('a rejected listing submitted again reads as awaiting review, not Rejected', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  const listing = await publishListing({ approve: false });
  await decideListing(listing.id, 'draft', '<p>Add a pricing link.</p>');
  const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);
  const adminTab = `/admin/developer_apps/${listing.id}?tab=marketplace`;

  await withPage(t, { label: 'admin, rejected' }, async ({ page, context }) => {
    await context.addCookies(cookiesFor(admin.cookie, GATEWAY_URL));
    await page.goto(adminTab);
    const status = page.getByRole('status', { name: 'Listing status' });
    await expectVisible(status.getByText('Status: Draft · Review: Rejected · Version 1', { exact: true }), 'rejected', SLOW_MS);
    await expectVisible(page.getByRole('region', { name: /This listing was rejected/ }), 'the rejection banner');
  });

  const resubmitted = await apiCall(listing.developer, 'PATCH', `/api/v1/submissions/${listing.id}`, {
    submission: { pricing_url: 'https://e2e.example.com/pricing-2', state: 'in_review' },
  });
  assert.equal(
    resubmitted.status,
    200,
    `set-up: resubmitting answered ${resubmitted.status}: ${JSON.stringify(resubmitted.data).slice(0, 300)}`,
  );
  assert.equal(resubmitted.data.approval_state, 'rejected', 'the service keeps the last decision');

  await withPage(t, { label: 'admin, resubmitted' }, async ({ page, context }) => {
    await context.addCookies(cookiesFor(admin.cookie, GATEWAY_URL));
    await page.goto(adminTab);
    const status = page.getByRole('status', { name: 'Listing status' });
    await expectVisible(
      status.getByText('Status: In review · Review: Unreviewed · Version 1', { exact: true }),
      'awaiting review',
      SLOW_MS,
    );
    await expectHidden(status.getByText('Rejected'), 'no "Rejected" in the status');
    await expectHidden(page.getByRole('region', { name: /This listing was rejected/ }), 'no rejection banner while in review');
  });

  await withPage(t, { label: 'developer, resubmitted' }, async ({ page, context }) => {
    await context.addCookies(cookiesFor(listing.developer.cookie, GATEWAY_URL));
    await page.goto(`/developer_apps/${listing.id}?tab=marketplaceListing`);
    const status = page.getByRole('status', { name: 'Listing status' });
    await expectVisible(status.getByText(/^In review: the listing is waiting for the provider’s approval/), 'in review', SLOW_MS);
    await expectHidden(status.getByText('Rejected'), 'no "Rejected" in the status');
    await expectHidden(page.getByRole('region', { name: /Your listing was rejected/ }), 'no rejection banner while in review');
  });
});
