// Found by an admin QA pass (2026-12-03): two admins on one item. Admin B decides while admin A's page still shows
// the item in review; A's Reject (or Approve) answered "An error occurred / Cannot reject a version that is
// published" (or "Couldn't Save Marketplace Listing. The listing is already published"), the dialog stayed open and
// the page stale. Now A's dialog says what happened meanwhile, shows A's notes back to copy, and the page shows the
// item as it is (no Approve/Reject). A listing that another admin rejected meanwhile is not published over the
// rejection either: the admin's decisions send If-Match.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectAccessible } from '../lib/a11y.mjs';
import { SLOW_MS } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, GATEWAY_URL, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { expectDisabled, expectHidden, expectVisible } from '../lib/expect.mjs';
import { cookiesFor } from '../lib/first-load.mjs';
import { publishListing } from '../lib/marketplace.mjs';
import { apiCall, signInViaApi } from '../lib/notifications.mjs';
import { decideListing, decideVersion, versionInReview } from '../lib/review.mjs';

/** @typedef {import('playwright-core').Page} Page */

test(
  'a version approved by another admin meanwhile: Reject says so, keeps the notes typed, and the page follows',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const { app, versionId } = await versionInReview('E2E two admins', 'Please review.');
    const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);

    await withPage(t, {}, async ({ page, context }) => {
      await context.addCookies(cookiesFor(admin.cookie, GATEWAY_URL));
      await page.goto(`/admin/developer_apps/${app.id}`);
      const manifests = page.getByRole('region', { name: 'Manifests' });
      await expectVisible(manifests.getByRole('button', { name: 'Reject' }), 'Reject on the stale page', SLOW_MS);

      // Admin B approves; A's page still shows the version in review.
      await decideVersion(versionId, 'published', 'Ship it');
      await manifests.getByRole('button', { name: 'Reject' }).click();
      const reject = page.getByRole('dialog', { name: 'Reject version 0.1.0' });
      const typed = 'The scopes are too wide.\n\nDrop admin on RFIs.';
      await reject.getByLabel('Notes for the developer').fill(typed);
      await reject.getByRole('button', { name: 'Reject' }).click();

      await expectVisible(reject.getByRole('alert').getByText('This version was already approved meanwhile.'), 'what happened', SLOW_MS);
      await expectHidden(reject.getByText('An error occurred'), 'no bare error');
      assert.equal(await reject.getByLabel('Your notes (not sent)').inputValue(), typed, 'the notes typed, shown back');
      await expectVisible(reject.getByRole('button', { name: 'Copy your notes' }), 'a copy button for them');
      await expectHidden(reject.getByRole('button', { name: 'Reject' }), 'no second try');
      await expectAccessible(page, 'the notice of a version decided meanwhile');

      // The page behind it was read again: the version is published, nothing to decide.
      await reject.getByRole('button', { name: 'Close' }).last().click();
      await expectHidden(reject, 'the dialog closed');
      await expectVisible(manifests.getByRole('cell', { name: 'Published', exact: true }), 'the version published', SLOW_MS);
      await expectHidden(manifests.getByRole('button', { name: 'Approve' }), 'no Approve');
      await expectHidden(manifests.getByRole('button', { name: 'Reject' }), 'no Reject');
    });
  },
);

/** @param {Page} page */
const status = (page) => page.getByRole('status', { name: 'Listing status' });

test(
  'a listing decided by another admin meanwhile: Reject and Approve say so, and a rejection is not overridden',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const listing = await publishListing({ approve: false });
    const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);

    await withPage(t, {}, async ({ page, context }) => {
      await context.addCookies(cookiesFor(admin.cookie, GATEWAY_URL));
      const open = async () => {
        await page.goto(`/admin/developer_apps/${listing.id}?tab=marketplace`);
        await expectVisible(status(page).getByText(/Status: In review/), 'the listing in review', SLOW_MS);
      };
      await open();

      // B approves: A's Reject says so and shows A's message back.
      await decideListing(listing.id, 'published');
      await page.getByRole('button', { name: 'Reject' }).click();
      const reject = page.getByRole('dialog', { name: 'Reject the listing?' });
      await reject.getByLabel('Message to the developer').fill('Fix the logo.\n\nThen resubmit.');
      await reject.getByRole('button', { name: 'Reject' }).click();
      const notice = page.getByRole('dialog', { name: 'Reject the listing?' });
      await expectVisible(
        notice.getByRole('alert').getByText('This listing was already approved meanwhile.'),
        'approved meanwhile',
        SLOW_MS,
      );
      await expectHidden(page.getByText("Couldn't Save Marketplace Listing."), 'no save failure');
      assert.equal(await notice.getByLabel('Your message (not sent)').inputValue(), 'Fix the logo.\n\nThen resubmit.');
      await notice.getByRole('button', { name: 'Close' }).last().click();
      await expectHidden(notice, 'the notice closed');
      await expectVisible(status(page).getByText(/Status: Published · Review: Approved/), 'the page shows it published');
      await expectDisabled(page.getByRole('button', { name: 'Approve' }), 'no Approve of a published listing');
      await expectDisabled(page.getByRole('button', { name: 'Reject' }), 'no Reject of a published listing');

      // The developer submits a change; A opens it in review, then B rejects it: A's Approve must not publish it.
      const resubmitted = await apiCall(listing.developer, 'PATCH', `/api/v1/submissions/${listing.id}`, {
        submission: { tagline: 'Crew schedules, two-way', state: 'in_review' },
      });
      assert.equal(resubmitted.status, 200, `set-up: resubmitting answered ${resubmitted.status}`);
      await open();
      await decideListing(listing.id, 'draft', '<p>Not yet.</p>');
      await page.getByRole('button', { name: 'Approve' }).click();
      const approve = page.getByRole('dialog', { name: 'Approve the listing?' });
      await approve.getByLabel('Message to the developer (optional)').fill('Welcome back.');
      await approve.getByRole('button', { name: 'Approve' }).click();
      await expectVisible(
        approve.getByRole('alert').getByText('This listing was already rejected meanwhile.'),
        'rejected meanwhile',
        SLOW_MS,
      );
      assert.equal(await approve.getByLabel('Your message (not sent)').inputValue(), 'Welcome back.');
      await approve.getByRole('button', { name: 'Close' }).last().click();
      await expectVisible(status(page).getByText(/Status: Draft · Review: Rejected/), 'the page shows the rejection');

      const now = await apiCall(listing.developer, 'GET', `/api/v1/developer_apps/${listing.id}/submission`);
      assert.equal(now.data.state, 'draft', 'not published over the other admin’s rejection');
      assert.equal(now.data.admin_message, '<p>Not yet.</p>', "the other admin's message kept");
    });
  },
);
