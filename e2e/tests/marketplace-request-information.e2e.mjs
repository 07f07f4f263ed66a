// Create lead (spec 3 §4's third contact choice) on the public listing page: a listing whose contact a provider
// employee set to "create lead" offers "Request information". A signed-out visitor is offered "Sign in to request
// information" and comes back to the listing after signing in. A signed-in developer opens the dialog, reads which
// name and e-mail the provider gets, is told what is missing, sends company, phone and message, and sees the
// confirmation (in the dialog, a toast and on the page); the e-mailed receipt arrives. Sending the same request
// again the same day says it was already sent. Set-up through the API (the demo seed's listing is contact-us);
// Axe checks the page and the dialog.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, test } from 'node:test';
import { expectAccessible } from '../lib/a11y.mjs';
import { newDeveloperSession, SLOW_MS, toast } from '../lib/apps.mjs';
import { waitForMail } from '../lib/backend.mjs';
import { withPage } from '../lib/browser.mjs';
import { GATEWAY_URL, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { expectHidden, expectPath, expectVisible } from '../lib/expect.mjs';
import { cookiesFor } from '../lib/first-load.mjs';
import { publishListing } from '../lib/marketplace.mjs';
import { apiCall } from '../lib/notifications.mjs';
import { signInWithForm } from '../lib/ui.mjs';

/** @typedef {import('playwright-core').Page} Page */

/** @type {Awaited<ReturnType<typeof publishListing>>} */
let listing;

before(async () => {
  listing = await publishListing({ approve: false });
  // The admin (a provider employee too) sets the contact to "create lead" as they approve.
  const approved = await apiCall(listing.admin, 'PATCH', `/api/v1/admin/submissions/${listing.id}`, {
    submission: { create_lead: true, contact_us_email: '', learn_how_url: '', state: 'published', silent: true },
  });
  assert.equal(approved.status, 200, `set-up: approving answered ${approved.status}: ${JSON.stringify(approved.data).slice(0, 300)}`);
});

/** @param {Page} page */
const contact = (page) => page.getByRole('region', { name: 'Contact', exact: true });
/** @param {Page} page */
const dialog = (page) => page.getByRole('dialog', { name: `Request information about ${listing.name}` });

test(
  'a signed-out visitor is asked to sign in, and comes back to the listing to request information',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const { dev } = await newDeveloperSession();
    await withPage(t, {}, async ({ page }) => {
      await page.goto(`/marketplace/${listing.id}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: listing.name }), 'the listing page', SLOW_MS);
      const signIn = contact(page).getByRole('link', { name: 'Sign in to request information' });
      await expectVisible(signIn, 'Sign in to request information for a visitor');
      await expectHidden(contact(page).getByRole('button', { name: 'Request information' }), 'no Request information for a visitor');
      await expectHidden(page.getByRole('link', { name: 'Contact us' }), 'no Contact us on a create-lead listing');
      await expectAccessible(page, 'a create-lead listing, signed out');

      await signIn.click();
      await expectPath(page, '/sign_in');
      await signInWithForm(page, dev.email, dev.password);
      await expectPath(page, `/marketplace/${listing.id}`, SLOW_MS);
      await expectVisible(
        contact(page).getByRole('button', { name: 'Request information' }),
        'Request information once signed in',
        SLOW_MS,
      );
    });
  },
);

test(
  'a developer requests information and sees the confirmation; asking again the same day says so',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const { dev, session } = await newDeveloperSession();
    const company = `E2E Lead Co ${randomBytes(3).toString('hex')}`;
    await withPage(t, {}, async ({ page, context }) => {
      await context.addCookies(cookiesFor(session.cookie, GATEWAY_URL));
      await page.goto(`/marketplace/${listing.id}`);
      await contact(page).getByRole('button', { name: 'Request information' }).click();
      await expectVisible(dialog(page), 'the request dialog', SLOW_MS);
      await expectVisible(
        dialog(page).getByText(`We'll share your name (${dev.firstName} ${dev.lastName}) and e-mail (${dev.email}) with the provider`),
        'who the provider will contact',
      );
      await expectAccessible(page, 'the request-information dialog');

      // Nothing typed: the form says what is missing, and what is wrong, under the fields.
      await dialog(page).getByLabel('Company name').fill('');
      await dialog(page).getByLabel('Phone').fill('call me');
      await dialog(page).getByRole('button', { name: 'Send request' }).click();
      await expectVisible(dialog(page).getByText('This field is required', { exact: true }), 'the company is required');
      await expectVisible(dialog(page).getByText('This phone number is invalid', { exact: true }), 'the phone is checked');

      await dialog(page).getByLabel('Company name').fill(company);
      await dialog(page).getByLabel('Phone').fill('+1 415 555 0134');
      await dialog(page).getByLabel('Message').fill('Do you sync subcontractor crews?');
      await dialog(page).getByRole('button', { name: 'Send request' }).click();
      await expectVisible(dialog(page).getByText(`Thanks — the provider will contact you at ${dev.email}.`), 'the confirmation', SLOW_MS);
      await expectVisible(toast(page, 'Request sent'), 'the toast');
      await dialog(page).getByRole('button', { name: 'Done' }).click();
      await expectHidden(dialog(page), 'the dialog closed');
      await expectVisible(contact(page).getByText(`Request sent. The provider will contact you at ${dev.email}.`), 'the note on the page');

      // The same company again: no second lead, and the dialog says why.
      await contact(page).getByRole('button', { name: 'Request information' }).click();
      await dialog(page).getByLabel('Company name').fill(company.toUpperCase());
      await dialog(page).getByRole('button', { name: 'Send request' }).click();
      await expectVisible(
        dialog(page).getByText('You had already sent this request in the last 24 hours', { exact: false }),
        'already sent',
        SLOW_MS,
      );
    });
    const receipt = await waitForMail(dev.email, {
      subject: /^Your request for information about /,
      text: `Company: ${company}`,
      timeoutMs: SLOW_MS,
    });
    assert.equal(receipt.subject, `Your request for information about ${listing.name}`);
  },
);
