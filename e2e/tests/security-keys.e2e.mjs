// Security keys: a developer with two-step verification on adds a key in Settings (Chromium's virtual authenticator
// stands in for a USB key), signs in with it instead of a code, sees it used and in the security log (an admin sees it
// on the developer's admin page), and removes it;
// a prompt that gets no answer says so and the code still works. The pages are opened at the portal's public address
// (localhost), the host name keys are bound to.
import { test } from 'node:test';
import { expectAccessible } from '../lib/a11y.mjs';
import { signUpViaApi } from '../lib/backend.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, GATEWAY_URL, PUBLIC_URL, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { cookiesFor } from '../lib/first-load.mjs';
import { newDeveloper } from '../lib/data.mjs';
import { signInViaApi } from '../lib/notifications.mjs';
import { expectHidden, expectVisible } from '../lib/expect.mjs';
import { currentTotp, enableTwoFactorViaApi } from '../lib/totp.mjs';
import { passwordStepOfTwoFactor, signOutWithMenu, userMenuButton } from '../lib/ui.mjs';

/** @typedef {import('playwright-core').Page} Page */

/**
 * A USB security key in the browser, touched at once whenever a page asks for it; `consenting: false` is a person who
 * dismisses the browser's prompt instead.
 */
async function plugInSecurityKey(/** @type {Page} */ page, { consenting = true } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'usb',
      hasResidentKey: false,
      hasUserVerification: false,
      automaticPresenceSimulation: true,
      isUserConsenting: consenting,
    },
  });
  return { unplug: () => cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId }) };
}

test('a developer adds a security key, signs in with it instead of a code, and removes it', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  const dev = newDeveloper();
  const { user } = await signUpViaApi(dev);
  const { secret, step } = await enableTwoFactorViaApi(await signInViaApi(dev.email, dev.password), dev.password);
  await withPage(t, { baseURL: PUBLIC_URL }, async ({ page }) => {
    const key = await plugInSecurityKey(page);
    await page.goto('/sign_in');
    await passwordStepOfTwoFactor(page, dev.email, dev.password);
    await page.getByLabel('Authentication code').fill((await currentTotp(secret, step)).code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectVisible(userMenuButton(page), 'the user menu after the code step');

    await page.goto('/settings#two-step-verification');
    const keys = page.getByRole('region', { name: 'Security keys' });
    await expectVisible(keys.getByText('No security keys yet.'), 'the empty list of security keys');
    await keys.getByRole('button', { name: 'Add a security key' }).click();
    const form = keys.getByRole('form', { name: 'Add a security key' });
    await form.getByLabel('Name').fill('Desk key');
    await form.getByLabel('Current password').fill('not my password');
    await form.getByRole('button', { name: 'Add security key' }).click();
    await expectVisible(form.getByText('Current password is incorrect'), 'the wrong password under its field');
    await form.getByLabel('Current password').fill(dev.password);
    await form.getByRole('button', { name: 'Add security key' }).click();
    await expectVisible(keys.getByText('Desk key'), 'the key added, listed');
    await expectVisible(keys.getByText(/never used/), 'a key not used yet');
    await expectVisible(page.getByRole('status').filter({ hasText: 'Security key “Desk key” added.' }), 'the added status');
    await expectAccessible(page, '/settings with a security key');

    await signOutWithMenu(page);
    await passwordStepOfTwoFactor(page, dev.email, dev.password);
    const useKey = page.getByRole('button', { name: 'Use your security key' });
    await expectVisible(useKey, 'the security key offered at the second step');
    await expectAccessible(page, '/sign_in second step with a security key');
    await useKey.click();
    await expectVisible(userMenuButton(page), 'the user menu after signing in with the key');

    await page.goto('/settings#two-step-verification');
    await expectVisible(keys.getByText(/last used/), 'the key used');
    const log = page.getByRole('region', { name: 'Security log' });
    await expectVisible(log.getByText('Security key “Desk key” added'), 'the key in the security log');

    // The admin about to turn two-step verification off for this developer sees the key by its name.
    const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);
    await withPage(t, {}, async ({ page: adminPage, context: adminContext }) => {
      await adminContext.addCookies(cookiesFor(admin.cookie, GATEWAY_URL));
      await adminPage.goto(`/admin/developers/${user.id}/edit`);
      await expectVisible(
        adminPage.getByText(/Two-step verification: On · Security keys: Desk key/),
        'the key on the admin developer page',
      );
    });

    await keys.getByRole('button', { name: 'Remove Desk key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove security key' });
    await dialog.getByRole('button', { name: 'Remove key' }).click();
    await expectHidden(dialog, 'the remove dialog after removing');
    await expectVisible(keys.getByText('No security keys yet.'), 'the list empty again');
    await expectVisible(log.getByText('Security key “Desk key” removed'), 'the removal in the security log');

    await signOutWithMenu(page);
    await passwordStepOfTwoFactor(page, dev.email, dev.password);
    await expectHidden(page.getByRole('button', { name: 'Use your security key' }), 'no key offered once removed');
    await key.unplug();
  });
});

test('a security key prompt that gets no answer says so, and the code still signs in', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  const dev = newDeveloper();
  await signUpViaApi(dev);
  const session = await signInViaApi(dev.email, dev.password);
  const { secret, step } = await enableTwoFactorViaApi(session, dev.password);
  await withPage(t, { baseURL: PUBLIC_URL }, async ({ page }) => {
    const key = await plugInSecurityKey(page);
    await page.goto('/sign_in');
    await passwordStepOfTwoFactor(page, dev.email, dev.password);
    const first = await currentTotp(secret, step);
    await page.getByLabel('Authentication code').fill(first.code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectVisible(userMenuButton(page), 'signed in with a code');
    await page.goto('/settings#two-step-verification');
    const keys = page.getByRole('region', { name: 'Security keys' });
    await keys.getByRole('button', { name: 'Add a security key' }).click();
    const form = keys.getByRole('form', { name: 'Add a security key' });
    await form.getByLabel('Name').fill('Travel key');
    await form.getByLabel('Current password').fill(dev.password);
    await form.getByRole('button', { name: 'Add security key' }).click();
    await expectVisible(keys.getByText('Travel key'), 'the key added');
    await signOutWithMenu(page);

    // The browser's prompt is dismissed: it ends without an answer.
    await key.unplug();
    await plugInSecurityKey(page, { consenting: false });
    await passwordStepOfTwoFactor(page, dev.email, dev.password);
    await page.getByRole('button', { name: 'Use your security key' }).click();
    await expectVisible(page.getByText('The security key prompt was cancelled or timed out.'), 'the prompt without an answer');
    await page.getByLabel('Authentication code').fill((await currentTotp(secret, first.step)).code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectVisible(userMenuButton(page), 'signed in with a code after all');
  });
});
