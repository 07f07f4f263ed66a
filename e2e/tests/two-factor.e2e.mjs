// Two-step verification: a developer turns it on in Settings (the key read off the page into the test's own
// authenticator), saves the recovery codes, signs in with a code from the app and with a recovery code, gets new
// recovery codes and turns it off; the code step goes back to the password when the sign-in timed out; an admin turns it off for a developer who
// lost their phone and their recovery codes.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { test } from 'node:test';
import { expectAccessible } from '../lib/a11y.mjs';
import { newDeveloperSession } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, GATEWAY_URL, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { fullName } from '../lib/data.mjs';
import { eventually, expectHidden, expectPath, expectScrolledTo, expectVisible } from '../lib/expect.mjs';
import { currentTotp, enableTwoFactorViaApi, wrongTotp } from '../lib/totp.mjs';
import {
  loseFirstAnswer,
  passwordStepOfTwoFactor,
  signInAsNewDeveloper,
  signInForm,
  signInWithForm,
  signOutWithMenu,
  userMenuButton,
} from '../lib/ui.mjs';

/** @typedef {import('playwright-core').Page} Page */

/** The code step of the sign-in page. */
const codeStep = (/** @type {Page} */ page) => page.getByRole('form', { name: 'Two-step verification' });

test(
  'a developer turns two-step verification on, signs in with a code and with a recovery code, renews the codes and turns it off',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    await withPage(t, {}, async ({ page }) => {
      const dev = await signInAsNewDeveloper(page);
      await page.goto('/settings');
      const card = page.getByRole('region', { name: 'Two-step verification' });
      await expectVisible(card.getByText('Off', { exact: true }), 'the status Off');
      await card.getByRole('button', { name: 'Set up two-step verification' }).click();

      // The app would scan the QR code; the test types the key, as someone whose camera fails would.
      await expectVisible(card.getByRole('img', { name: 'QR code for your authenticator app' }), 'the QR code');
      const key = card.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
      await expectVisible(key, 'the key in groups of four');
      const secret = (await key.innerText()).replace(/\s/g, '');
      await expectAccessible(page, '/settings setting two-step verification up');

      const form = card.getByRole('form', { name: 'Turn on two-step verification' });
      const enabled = await currentTotp(secret);
      await form.getByLabel('Code from the app', { exact: true }).fill(enabled.code);
      await form.getByLabel('Current password', { exact: true }).fill('Not-my-pass-1!');
      await form.getByRole('button', { name: 'Turn on' }).click();
      await expectVisible(form.getByText('Current password is incorrect'), 'the wrong-password message under the field');
      await form.getByLabel('Current password', { exact: true }).fill(dev.password);
      await form.getByRole('button', { name: 'Turn on' }).click();

      const list = card.getByRole('list', { name: 'Recovery codes' });
      await expectVisible(list, 'the recovery codes');
      const codes = (await list.getByRole('listitem').allInnerTexts()).map((c) => c.trim());
      assert.equal(codes.length, 10, `the recovery codes shown: ${codes.join(', ')}`);
      for (const code of codes) assert.match(code, /^[a-z0-9]{5}-[a-z0-9]{5}$/);
      await expectVisible(card.getByText('They are shown only this once'), 'the shown-once warning');
      await expectAccessible(page, '/settings showing the new recovery codes');
      const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download' }).click()]);
      assert.equal(download.suggestedFilename(), 'portal-recovery-codes.txt');
      const file = await download.path();
      assert.ok(file, 'the download was saved');
      const text = await fs.readFile(file, 'utf8');
      for (const code of codes) assert.ok(text.includes(code), `the downloaded file lacks ${code}:\n${text}`);
      assert.ok(text.includes(dev.email), `the downloaded file does not name the account:\n${text}`);
      await card.getByRole('button', { name: "I've saved my recovery codes" }).click();
      await expectHidden(list, 'the recovery codes (saved)');
      await expectVisible(card.getByText(/^On since /), 'the status On');
      await expectVisible(card.getByText('10 of 10 recovery codes left'), 'ten recovery codes left');

      // Signing in asks for a code after the password; a wrong one is refused under the field. Opening Settings
      // signed out, the developer signs in and comes back to it.
      await signOutWithMenu(page);
      await page.goto('/');
      await page.goto('/settings');
      await expectPath(page, '/sign_in');
      await passwordStepOfTwoFactor(page, dev.email, dev.password);
      const step = codeStep(page);
      const codeField = step.getByLabel('Authentication code', { exact: true });
      await eventually(() => codeField.evaluate((el) => el === el.ownerDocument.activeElement), 'the code field focused');
      await expectAccessible(page, '/sign_in asking for the code');
      await codeField.fill(wrongTotp(secret));
      await step.getByRole('button', { name: 'Verify' }).click();
      await expectVisible(step.getByText('The code is incorrect or has expired'), 'the wrong-code message under the field');
      // The code used to turn it on cannot be used again: the next one, up to 30 s later.
      const signInCode = await currentTotp(secret, enabled.step);
      await codeField.fill(signInCode.code);
      await step.getByRole('button', { name: 'Verify' }).click();
      await expectPath(page, '/settings');
      await expectVisible(userMenuButton(page), 'the user menu after the code');

      // Without the phone: a recovery code, typed in capitals with spaces (how it is typed does not matter). Signing
      // out goes to the sign-in page with no way back (or back to Settings, if the page saw the session end first):
      // where it lands is not this test's matter, so Settings is opened after.
      await signOutWithMenu(page);
      await passwordStepOfTwoFactor(page, dev.email, dev.password);
      await step.getByRole('button', { name: 'Use a recovery code instead' }).click();
      const recoveryField = step.getByLabel('Recovery code', { exact: true });
      await expectVisible(recoveryField, 'the recovery code field');
      await expectVisible(step.getByRole('button', { name: 'Use your authenticator app instead' }), 'the way back to the app code');
      await recoveryField.fill(` ${(codes[0] ?? '').toUpperCase().replace('-', ' ')} `);
      await step.getByRole('button', { name: 'Verify' }).click();
      await expectVisible(userMenuButton(page), 'the user menu after the recovery code');
      await page.goto('/settings');
      await expectVisible(card.getByText('9 of 10 recovery codes left'), 'nine recovery codes left');

      // Ten new codes replace what is left.
      await card.getByRole('button', { name: 'Regenerate recovery codes' }).click();
      const regenerate = page.getByRole('dialog', { name: 'Regenerate recovery codes' });
      await regenerate.getByLabel('Current password', { exact: true }).fill(dev.password);
      await regenerate.getByRole('button', { name: 'Regenerate recovery codes' }).click();
      await expectHidden(regenerate, 'the Regenerate dialog');
      await expectVisible(list, 'the new recovery codes');
      const fresh = (await list.getByRole('listitem').allInnerTexts()).map((c) => c.trim());
      assert.equal(fresh.length, 10, `the new recovery codes: ${fresh.join(', ')}`);
      assert.ok(!fresh.some((code) => codes.includes(code)), `new codes repeat old ones: ${fresh.join(', ')}`);
      await card.getByRole('button', { name: "I've saved my recovery codes" }).click();
      await expectVisible(card.getByText('10 of 10 recovery codes left'), 'ten recovery codes left again');

      await card.getByRole('button', { name: 'Turn off' }).click();
      const dialog = page.getByRole('dialog', { name: 'Turn off two-step verification' });
      await dialog.getByLabel('Current password', { exact: true }).fill(dev.password);
      await dialog.getByRole('button', { name: 'Turn off' }).click();
      await expectHidden(dialog, 'the Turn off dialog');
      await expectVisible(card.getByRole('status').filter({ hasText: 'Two-step verification is off.' }), 'the done status');
      await expectVisible(card.getByText('Off', { exact: true }), 'the status Off again');

      // The password alone signs in again.
      await signOutWithMenu(page);
      await signInWithForm(page, dev.email, dev.password);
    });
  },
);

test('a Turn on whose answer was lost shows recovery codes that work, not "already on"', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  await withPage(t, {}, async ({ page }) => {
    const dev = await signInAsNewDeveloper(page);
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Two-step verification' });
    await card.getByRole('button', { name: 'Set up two-step verification' }).click();
    const key = card.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    await expectVisible(key, 'the key in groups of four');
    const secret = (await key.innerText()).replace(/\s/g, '');
    // Copying says so here too (the toasts live in the page frame, not only on the app pages).
    await card.getByRole('button', { name: 'Copy the key' }).click();
    await expectVisible(page.locator('.toasts').getByText('Copied', { exact: true }), 'the "Copied" toast on Settings');
    const keys = await loseFirstAnswer(page, /\/api\/v1\/me\/two_factor$/);
    const form = card.getByRole('form', { name: 'Turn on two-step verification' });
    await form.getByLabel('Code from the app', { exact: true }).fill((await currentTotp(secret)).code);
    await form.getByLabel('Current password', { exact: true }).fill(dev.password);
    await form.getByRole('button', { name: 'Turn on' }).click();
    await expectVisible(card.getByRole('alert').filter({ hasText: 'the portal could not be reached' }), 'the failed send');
    await form.getByRole('button', { name: 'Turn on' }).click();

    const list = card.getByRole('list', { name: 'Recovery codes' });
    await expectVisible(list, 'recovery codes, after all');
    assert.equal(keys.length, 2, 'Turn on was sent twice');
    const codes = (await list.getByRole('listitem').allInnerTexts()).map((c) => c.trim());
    assert.equal(codes.length, 10, `the recovery codes shown: ${codes.join(', ')}`);
    await card.getByRole('button', { name: "I've saved my recovery codes" }).click();
    await expectVisible(card.getByText('10 of 10 recovery codes left'), 'ten recovery codes left');

    // The codes shown are the ones that work.
    await signOutWithMenu(page);
    await passwordStepOfTwoFactor(page, dev.email, dev.password);
    const step = codeStep(page);
    await step.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await step.getByLabel('Recovery code', { exact: true }).fill(codes[3] ?? '');
    await step.getByRole('button', { name: 'Verify' }).click();
    await expectVisible(userMenuButton(page), 'signed in with a recovery code shown after the lost answer');
  });
});

test('the code step goes back to the password when the sign-in timed out, and keeps an OAuth return', async (t) => {
  const { dev, session } = await newDeveloperSession();
  const { secret, step: used } = await enableTwoFactorViaApi(session, dev.password);
  await withPage(t, {}, async ({ page }) => {
    // "Back to sign in" leaves the code step.
    await page.goto('/sign_in');
    await passwordStepOfTwoFactor(page, dev.email, dev.password);
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await expectVisible(signInForm(page).form, 'the password form again');

    // A challenge the server ended (it timed out, or had too many wrong codes) answers 401: the password form again,
    // the server's words in the banner. Five real wrong codes would count against the shared sign-in throttle, so the
    // answer is staged.
    const timedOut = 'Your sign-in timed out or had too many wrong codes. Sign in again.';
    await page.route('**/api/v1/session/two_factor', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ message: timedOut, errors: [timedOut] }) }),
    );
    await passwordStepOfTwoFactor(page, dev.email, dev.password);
    await codeStep(page).getByLabel('Authentication code', { exact: true }).fill(wrongTotp(secret));
    await codeStep(page).getByRole('button', { name: 'Verify' }).click();
    await expectVisible(page.getByRole('alert').getByText(timedOut), 'the timed-out message over the password form');
    await expectVisible(signInForm(page).form, 'the password form');
    await page.unroute('**/api/v1/session/two_factor');

    // Signing in for an OAuth authorization: after the code, the browser goes on to the authorization.
    await page.goto('/sign_in?return_to=%2Foauth%2Fe2e-two-factor');
    await passwordStepOfTwoFactor(page, dev.email, dev.password);
    const { code } = await currentTotp(secret, used);
    await codeStep(page).getByLabel('Authentication code', { exact: true }).fill(code);
    await codeStep(page).getByRole('button', { name: 'Verify' }).click();
    await expectPath(page, '/oauth/e2e-two-factor');
  });
});

test('an admin turns two-step verification off for a developer who lost their phone', async (t) => {
  const { dev, session, id } = await newDeveloperSession();
  await enableTwoFactorViaApi(session, dev.password);
  await withPage(t, {}, async ({ page, context }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, DEMO.admin, DEMO_PASSWORD);
    // The demo admin has no second step: the admin home asks for one and links to its card.
    await page.goto('/admin');
    const nudge = page.getByRole('note', { name: 'Turn on two-step verification' });
    await expectVisible(nudge, 'the nudge to turn on two-step verification');
    await nudge.getByRole('link', { name: 'Set it up in Settings' }).click();
    await expectPath(page, '/settings');
    await expectScrolledTo(page.getByRole('heading', { name: 'Two-step verification' }), 'the two-step verification card');
    await page.goto(`/admin/developers/${id}/edit`);
    await expectVisible(page.getByText('Two-step verification: On'), 'two-step verification on, in the header');
    const card = page.getByRole('region', { name: 'Two-step verification' });
    await expectVisible(card.getByText('lost their phone, their security keys and their recovery codes'), 'the lead of the card');
    page.once('dialog', (dialog) => {
      if (!dialog.message().includes(`Turn off two-step verification for ${fullName(dev)}?`)) {
        void dialog.dismiss();
        throw new Error(`the prompt says "${dialog.message()}"`);
      }
      void dialog.accept();
    });
    await card.getByRole('button', { name: 'Turn off two-step verification' }).click();
    await expectVisible(page.getByText(`Two-step verification is off for ${fullName(dev)}.`), 'the done flash');
    await expectVisible(page.getByText('Two-step verification: Off'), 'two-step verification off, in the header');
    await expectHidden(card, 'the Two-step verification card (nothing left to turn off)');
    await expectAccessible(page, '/admin/developers/{id}/edit after turning two-step verification off');

    // The developer signs in with the password alone.
    const other = await context.browser().newContext({ locale: 'en-US' });
    try {
      const developerPage = await other.newPage();
      await developerPage.goto(new URL('/sign_in', GATEWAY_URL).toString());
      await signInWithForm(developerPage, dev.email, dev.password);
    } finally {
      await other.close();
    }
  });
});
