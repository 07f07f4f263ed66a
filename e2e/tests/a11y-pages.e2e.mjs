// Axe on the portal's pages as each kind of visitor sees them: signed out, a developer, an admin.
// No serious or critical violation anywhere (issue 15).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectAccessible } from '../lib/a11y.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { createAppViaApi, inviteAndAccept, newDeveloperSession, uniqueAppName } from '../lib/apps.mjs';
import { eventually, expectVisible } from '../lib/expect.mjs';
import { signInWithForm } from '../lib/ui.mjs';

/** @typedef {import('playwright-core').Page} Page */

/** Visits each path and checks it once its main heading is there. */
async function checkPages(/** @type {Page} */ page, /** @type {string} */ who, /** @type {string[]} */ paths) {
  for (const path of paths) {
    await page.goto(path);
    await expectVisible(page.getByRole('heading', { level: 1 }).first(), `the heading of ${path}`);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, `${path} (${who})`);
  }
}

test(
  'signed out: home, sign-in, sign-up, reference, changelog, a dead e-mail change link and the 404 page',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    await withPage(t, {}, async ({ page }) => {
      await checkPages(page, 'signed out', [
        '/',
        '/sign_in',
        '/sign_up',
        '/reference/rest/docs/rest-api-overview',
        '/reference/changelog',
        '/confirm_email_change?token=dead.link',
        '/no-such-page',
      ]);
    });
  },
);

test('a developer: apps, an app page tab by tab, notifications, settings and the 403 page', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, DEMO.developer, DEMO_PASSWORD);
    await checkPages(page, 'developer', ['/developer_apps', '/notifications', '/settings', '/admin']);
    await page.goto('/developer_apps');
    await page.getByRole('table').getByRole('link').first().click();
    await expectVisible(page.getByRole('heading', { level: 1 }).first(), 'the app page');
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'the app page (developer)');
    for (const tab of ['Settings', 'OAuth', 'Collaborators']) {
      const link = page.getByRole('navigation', { name: 'App information' }).getByRole('link', { name: tab, exact: true });
      if ((await link.count()) === 0) continue;
      await link.click();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, `the app page's ${tab} tab (developer)`);
    }
  });
});

test('an admin: admin home, lists, an app page with Change Owner, announcements', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, DEMO.admin, DEMO_PASSWORD);
    await checkPages(page, 'admin', ['/admin', '/admin/developer_apps', '/admin/notifications', '/admin/notifications/new']);
    await page.goto('/admin/developer_apps');
    await page.getByRole('table').getByRole('link').first().click();
    await expectVisible(page.getByRole('heading', { level: 1 }).first(), 'the admin app page');
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'the admin app page');
    await page.getByRole('button', { name: 'Change Owner' }).click();
    const modal = page.getByRole('dialog', { name: 'Change Owner' });
    await modal.getByLabel('New owner (search by e-mail)').fill('example.com');
    await expectVisible(modal.getByRole('radio').first(), 'the owner choices', 30_000);
    await expectAccessible(page, 'the Change Owner dialog with its choices');
  });
});

test(
  "a collaborator developer's view of an app (read-only settings, no file input without a label)",
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const owner = await newDeveloperSession();
    const name = uniqueAppName('A11y read-only');
    const app = await createAppViaApi(owner.session, name);
    const collaborator = await newDeveloperSession();
    await inviteAndAccept(owner.session, app.id, name, collaborator.session, 'developer');
    await withPage(t, {}, async ({ page }) => {
      await page.goto('/sign_in');
      await signInWithForm(page, collaborator.dev.email, collaborator.dev.password);
      await page.goto(`/developer_apps/${app.id}`);
      await expectVisible(page.getByRole('heading', { level: 1 }).first(), 'the app page');
      const settings = page.getByRole('navigation', { name: 'App information' }).getByRole('link', { name: 'Settings', exact: true });
      if ((await settings.count()) > 0) await settings.click();
      await page.waitForLoadState('networkidle');
      assert.equal(await page.locator('input[type=file]').count(), 0, 'no file input for a developer who cannot change the logo');
      await expectAccessible(page, 'the app page as a collaborator developer');
    });
  },
);

test('the password reveal works from the keyboard as well as on hover', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('s3cret-value');
    assert.equal(await password.getAttribute('type'), 'password');
    await password.focus();
    await page.keyboard.press('Tab');
    const eye = page.getByRole('button', { name: 'Show password' });
    await eventually(async () => eye.evaluate((el) => el === el.ownerDocument.activeElement), 'the eye button to have keyboard focus');
    await page.keyboard.press('Enter');
    await eventually(async () => (await password.getAttribute('type')) === 'text', 'the password revealed by the keyboard');
    assert.equal(await eye.getAttribute('aria-pressed'), 'true');
    await page.keyboard.press('Enter');
    await eventually(async () => (await password.getAttribute('type')) === 'password', 'the password hidden again');
    await password.hover();
    await eventually(async () => (await password.getAttribute('type')) === 'text', 'the password revealed on hover');
  });
});

test('on a phone, tapping a password field to type does not reveal it; the eye button does', async (t) => {
  await withPage(t, { viewport: { width: 390, height: 844 }, touch: true }, async ({ page }) => {
    await page.goto('/sign_up');
    const password = page.getByLabel('Password', { exact: true });
    await password.tap();
    await page.keyboard.type('s3cret-value');
    await page.waitForTimeout(300);
    assert.equal(await password.getAttribute('type'), 'password', 'the password stays hidden while it is typed');
    // No hover on a touch screen: the hint names only the eye button.
    await expectVisible(page.getByText('Press a password field’s eye button to reveal it.'), 'the hint naming the eye button');
    await page.getByRole('button', { name: 'Show password' }).first().tap();
    await eventually(async () => (await password.getAttribute('type')) === 'text', 'the password revealed by the eye button');
  });
});
