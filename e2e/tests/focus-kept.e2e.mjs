// Keyboard focus stays where the user was: closing a dialog whose opener was replaced (Generate client secret becomes
// Reset and Rotate) lands on the control nearest to it, not the document's start; the skip link focuses the content
// without a #main in the address; the notification panel fits a short window (200 % zoom), its last link on screen.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createAppViaApi, newDeveloperSession, readSecretDialog, uniqueAppName, waitForSandbox } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD } from '../lib/config.mjs';
import { expectVisible } from '../lib/expect.mjs';
import { bellButton, bellPanel } from '../lib/notifications.mjs';
import { signInWithForm } from '../lib/ui.mjs';

/** @param {import('playwright-core').Page} page */
const focused = (page) =>
  page.evaluate(() => {
    const el = /** @type {any} */ (globalThis).document.activeElement;
    return { tag: el?.tagName ?? null, text: (el?.textContent ?? '').trim().slice(0, 60), inMain: Boolean(el?.closest('main')) };
  });

test("a dialog whose opener is gone returns focus to the opener's neighbourhood", async (t) => {
  const { dev, session } = await newDeveloperSession();
  const app = await createAppViaApi(session, uniqueAppName('Focus'));
  await waitForSandbox(session, app.id, 'live');
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, dev.email, dev.password);
    await page.goto(`/developer_apps/${app.id}?tab=oauthCredentials`);
    const generate = page.getByRole('button', { name: 'Generate client secret' });
    await generate.focus();
    await page.keyboard.press('Enter');
    await readSecretDialog(page);
    await expectVisible(page.getByRole('button', { name: 'Rotate with grace period' }).first(), 'the secret actions');
    const now = await focused(page);
    assert.notEqual(now.tag, 'BODY', 'focus fell to the document after the secret dialog closed');
    assert.ok(now.inMain, `focus outside the content: ${JSON.stringify(now)}`);
  });
});

test('the skip link focuses the content and leaves the address alone', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/marketplace');
    await expectVisible(page.getByRole('heading', { level: 1 }).first(), 'the page');
    const before = page.url();
    await page.keyboard.press('Tab');
    await expectVisible(page.getByRole('link', { name: 'Skip to content' }), 'the skip link on Tab');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /** @type {any} */ (globalThis).document.activeElement?.id === 'main');
    assert.equal(page.url(), before, 'the skip link added to the address');
  });
});

test('at 200 % zoom the notification panel ends inside the window and its last link is reachable', async (t) => {
  await withPage(t, { viewport: { width: 640, height: 450 } }, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, DEMO.developer, DEMO_PASSWORD);
    await bellButton(page).click();
    const panel = bellPanel(page);
    await expectVisible(panel, 'the panel');
    const box = await panel.boundingBox();
    assert.ok(box && box.y + box.height <= 450, `the panel ends at ${box && Math.round(box.y + box.height)} px in a 450 px window`);
    const all = panel.getByRole('link', { name: 'See All Announcements' });
    const link = await all.boundingBox();
    assert.ok(link && link.y + link.height <= 450, 'See All Announcements on screen');
  });
});

test("a dialog's form refused by its own checks focuses the first field in error", async (t) => {
  const { dev } = await newDeveloperSession();
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, dev.email, dev.password);
    await page.goto('/developer_apps');
    await page.getByRole('button', { name: 'Create a New App' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Create New App' });
    await modal.getByRole('button', { name: 'Create App' }).click();
    const name = modal.getByLabel('App Name');
    await page.waitForFunction(() => /** @type {any} */ (globalThis).document.activeElement?.getAttribute('aria-invalid') === 'true');
    assert.equal(
      await name.evaluate((el) => el === /** @type {any} */ (globalThis).document.activeElement),
      true,
      'the App Name field focused',
    );
  });
});
