// Found by an admin QA pass (2026-12-03): the reviewer never saw the developer's submission notes, and a rejected
// version looked like one never submitted. Now the admin page's Production row of a version in review and its
// Approve/Reject dialogs show the developer's notes (as text: typed markup stays text), and the developer's
// Versions tab shows "Rejected" with the reviewer's notes, their paragraphs kept, and the way forward; the
// rejection e-mail keeps the paragraphs too. Submitted again, the row shows the new notes beside the earlier
// rejection's.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectAccessible } from '../lib/a11y.mjs';
import { SLOW_MS, toast } from '../lib/apps.mjs';
import { waitForMail } from '../lib/backend.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, GATEWAY_URL, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { expectHidden, expectVisible } from '../lib/expect.mjs';
import { cookiesFor } from '../lib/first-load.mjs';
import { signInViaApi } from '../lib/notifications.mjs';
import { submitVersion, versionInReview } from '../lib/review.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Locator} Locator */

const DEVELOPER_NOTES = 'Please check the RFI scopes.\n\nWe changed <b>only</b> the side panel.';
const REVIEWER_NOTES = 'The scopes are too wide.\n\nDrop admin on RFIs,\nthen submit again.';

/** The notes block titled `title` inside `within`. @param {Page | Locator} within @param {string} title */
const notesBlock = (within, title) => within.getByRole('group', { name: title, exact: true });

/** Its text as shown (pre-wrap: line breaks and blank lines as typed). @param {Locator} block */
const notesText = (block) => block.locator('.version-notes__text').innerText();

test(
  "the reviewer decides with the developer's notes in view; the developer sees the rejection, its notes and what to do",
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const { dev, session, app, versionId } = await versionInReview('E2E review notes', DEVELOPER_NOTES);
    const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);

    await withPage(t, { label: 'admin' }, async ({ page, context }) => {
      await context.addCookies(cookiesFor(admin.cookie, GATEWAY_URL));
      await page.goto(`/admin/developer_apps/${app.id}`);
      const manifests = page.getByRole('region', { name: 'Manifests' });
      await expectVisible(manifests.getByRole('tab', { name: 'Production', selected: true }), 'Production, shown first', SLOW_MS);

      // The row of the version in review: the developer's notes under it, as typed (the markup as text).
      const rowNotes = notesBlock(manifests, 'Notes from the developer');
      await expectVisible(rowNotes, "the developer's notes under the row", SLOW_MS);
      assert.equal(await notesText(rowNotes), DEVELOPER_NOTES, 'the notes as typed, blank line included');
      assert.equal(await rowNotes.locator('b').count(), 0, 'no markup from the notes in the page');
      await expectAccessible(page, 'the admin page with the notes row');

      // Approve shows them too (cancelled here).
      await manifests.getByRole('button', { name: 'Approve' }).click();
      const approve = page.getByRole('dialog', { name: 'Approve version 0.1.0' });
      assert.equal(await notesText(notesBlock(approve, 'Notes from the developer')), DEVELOPER_NOTES, 'the notes in Approve');
      await approve.getByRole('button', { name: 'Cancel' }).click();
      await expectHidden(approve, 'the approve dialog closed');

      // Reject shows them, and the rejection goes out with notes in two paragraphs.
      await manifests.getByRole('button', { name: 'Reject' }).click();
      const reject = page.getByRole('dialog', { name: 'Reject version 0.1.0' });
      assert.equal(await notesText(notesBlock(reject, 'Notes from the developer')), DEVELOPER_NOTES, 'the notes in Reject');
      await reject.getByLabel('Notes for the developer').fill(REVIEWER_NOTES);
      await reject.getByRole('button', { name: 'Reject' }).click();
      await expectVisible(toast(page, 'Version rejected'), 'the rejected toast', SLOW_MS);
      await expectVisible(manifests.getByRole('cell', { name: 'Rejected', exact: true }), 'Rejected on the admin page', SLOW_MS);
      // The admin page shows the reviewer's notes, not the developer's way forward.
      await expectVisible(notesBlock(manifests, 'Reviewer’s notes'), "the reviewer's notes on the admin page");
      await expectHidden(manifests.getByText(/submit this version again/), 'no way forward on the admin page');
    });

    // The rejection e-mail keeps the notes' paragraphs, in the HTML part and in the text part.
    const mail = await waitForMail(dev.email, { subject: /Version 0\.1\.0 of .* was rejected/, timeoutMs: SLOW_MS });
    assert.ok(
      mail.html.includes('<blockquote><p>The scopes are too wide.</p><p>Drop admin on RFIs,<br>then submit again.</p></blockquote>'),
      `the HTML part keeps the paragraphs: ${mail.html}`,
    );
    assert.ok(mail.text.includes(`Reviewer notes:\n${REVIEWER_NOTES}\n`), `the text part keeps the blank line: ${mail.text}`);

    await withPage(t, { label: 'developer' }, async ({ page, context }) => {
      await context.addCookies(cookiesFor(session.cookie, GATEWAY_URL));
      await page.goto(`/developer_apps/${app.id}?tab=versions&env=production`);
      const row = page.getByRole('row').filter({ hasText: 'First release' }).first();
      await expectVisible(row.getByRole('cell', { name: 'Rejected', exact: true }), 'the Rejected state', SLOW_MS);
      const reviewer = notesBlock(page, 'Reviewer’s notes');
      await expectVisible(reviewer, "the reviewer's notes inline");
      assert.equal(await notesText(reviewer), REVIEWER_NOTES, "the reviewer's notes as typed, paragraphs kept");
      await expectVisible(
        page.getByText(/Make the changes the reviewer asks for in a new version .*or submit this version again/),
        'the way forward',
      );
      await expectVisible(row.getByRole('button', { name: 'Submit for review' }), 'Submit for review again');
      await expectAccessible(page, 'the Versions tab with a rejected version');

      // Submitted again: in review, with the new notes and the earlier rejection's.
      await submitVersion(session, versionId, 'Answered: admin is needed for RFI replies.');
      await page.reload();
      await expectVisible(row.getByRole('cell', { name: 'In review', exact: true }), 'in review again', SLOW_MS);
      assert.equal(await notesText(notesBlock(page, 'Notes from the developer')), 'Answered: admin is needed for RFI replies.');
      assert.equal(await notesText(notesBlock(page, 'Reviewer’s notes on the earlier rejection')), REVIEWER_NOTES);
      await expectHidden(page.getByText(/submit this version again/), 'no way forward while in review');
    });
  },
);
