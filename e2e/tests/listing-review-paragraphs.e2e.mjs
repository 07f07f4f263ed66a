// Found by an admin QA pass (2026-12-03): the listing's Reject dialog promises "Blank lines start paragraphs", but
// the e-mail's HTML part parted them with a single <br>, its text part with one newline, and the banners showed no
// gap. Now a blank line typed is a paragraph everywhere the message shows: the e-mail (HTML and text parts, still
// escaped) and the admin's and the developer's rejection banners.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SLOW_MS, toast } from '../lib/apps.mjs';
import { waitForMail } from '../lib/backend.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, GATEWAY_URL, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { expectVisible } from '../lib/expect.mjs';
import { cookiesFor } from '../lib/first-load.mjs';
import { publishListing } from '../lib/marketplace.mjs';
import { signInViaApi } from '../lib/notifications.mjs';

/** @typedef {import('playwright-core').Locator} Locator */

const MESSAGE = 'Nearly there.\n\n1. Fix the logo\n2. Add a <b>pricing</b> link';

/**
 * Opens the banner's message and measures it: its paragraphs' texts and the gaps between them (px).
 * @param {Locator} banner
 */
async function paragraphsOf(banner) {
  await banner.getByText('Reviewer’s message').click();
  const prose = banner.locator('.prose');
  await expectVisible(prose, "the reviewer's message");
  return prose.evaluate((element) => {
    const paragraphs = [...element.querySelectorAll('p')];
    const gaps = paragraphs.slice(1).map((p, i) => p.getBoundingClientRect().top - paragraphs[i].getBoundingClientRect().bottom);
    return { texts: paragraphs.map((p) => p.innerText), gaps };
  });
}

test('a rejection message keeps its paragraphs in the e-mail and in both banners', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  const listing = await publishListing({ approve: false });
  const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);
  const expected = { texts: ['Nearly there.', '1. Fix the logo\n2. Add a <b>pricing</b> link'] };

  await withPage(t, { label: 'admin' }, async ({ page, context }) => {
    await context.addCookies(cookiesFor(admin.cookie, GATEWAY_URL));
    await page.goto(`/admin/developer_apps/${listing.id}?tab=marketplace`);
    await page.getByRole('button', { name: 'Reject' }).click();
    const reject = page.getByRole('dialog', { name: 'Reject the listing?' });
    await expectVisible(reject.getByText('Blank lines start paragraphs.', { exact: false }), 'the promise', SLOW_MS);
    await reject.getByLabel('Message to the developer').fill(MESSAGE);
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expectVisible(toast(page, 'Listing rejected'), 'the rejected toast', SLOW_MS);

    const banner = page.getByRole('region', { name: /This listing was rejected/ });
    const shown = await paragraphsOf(banner);
    assert.deepEqual(shown.texts, expected.texts, 'two paragraphs, the line break kept, the markup as text');
    assert.ok(shown.gaps[0] >= 8, `a paragraph gap in the admin's banner (${shown.gaps[0]} px)`);
  });

  const mail = await waitForMail(listing.developer.email, { subject: /listing of .* was rejected/, timeoutMs: SLOW_MS });
  assert.ok(
    mail.html.includes('<blockquote><p>Nearly there.</p><p>1. Fix the logo<br>2. Add a &lt;b&gt;pricing&lt;/b&gt; link</p></blockquote>'),
    `the HTML part: a paragraph per paragraph, escaped:\n${mail.html}`,
  );
  assert.ok(mail.text.includes(`Their message:\n${MESSAGE}\n\nOpen the listing`), `the text part keeps the blank line:\n${mail.text}`);

  await withPage(t, { label: 'developer' }, async ({ page, context }) => {
    await context.addCookies(cookiesFor(listing.developer.cookie, GATEWAY_URL));
    await page.goto(`/developer_apps/${listing.id}?tab=marketplaceListing`);
    const banner = page.getByRole('region', { name: /Your listing was rejected/ });
    await expectVisible(banner, 'the rejection banner', SLOW_MS);
    const shown = await paragraphsOf(banner);
    assert.deepEqual(shown.texts, expected.texts);
    assert.ok(shown.gaps[0] >= 8, `a paragraph gap in the developer's banner (${shown.gaps[0]} px)`);
    assert.equal(await banner.locator('.prose b').count(), 0, 'no markup from the message');
  });
});
