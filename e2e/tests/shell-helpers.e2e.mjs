// The shell's small helpers in the browser: the tooltip (hover and keyboard), a one-time quicktip
// that stays dismissed, and the top bar that becomes fixed on scroll.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD } from '../lib/config.mjs';
import { eventually, expectHidden, expectVisible } from '../lib/expect.mjs';
import { signInAsNewDeveloper, signInWithForm } from '../lib/ui.mjs';

test('the bell has a tooltip on hover and on keyboard focus, hidden by Escape and by pressing the bell', async (t) => {
  await withPage(t, { viewport: { width: 1280, height: 800 } }, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, DEMO.developer, DEMO_PASSWORD);
    const bell = page.getByRole('button', { name: /^Notifications/ });
    const tip = page.getByRole('tooltip', { name: 'Notifications' });
    await expectHidden(tip, 'the tooltip before hovering');
    await bell.hover();
    await expectVisible(tip, 'the tooltip on hover');
    await page.mouse.move(0, 400);
    await expectHidden(tip, 'the tooltip after the pointer left');
    await bell.focus();
    await expectVisible(tip, 'the tooltip on keyboard focus');
    assert.match((await bell.getAttribute('aria-describedby')) ?? '', /\S/);
    await page.keyboard.press('Escape');
    await expectHidden(tip, 'the tooltip after Escape');
    // Pressed, the bell opens its panel and the hint goes (it peeked out from behind the panel).
    await page.mouse.move(0, 400);
    await bell.hover();
    await expectVisible(tip, 'the tooltip on hover again');
    await bell.click();
    await expectHidden(tip, 'the tooltip once the bell is pressed');
  });
});

/** A new developer with no app on the apps page, where the "Start here" tip shows. */
async function firstAppTip(/** @type {import('playwright-core').Page} */ page) {
  await signInAsNewDeveloper(page);
  await page.goto('/developer_apps');
  const tip = page.getByRole('dialog', { name: 'Start here' });
  await expectVisible(tip, 'the quicktip next to Create a New App');
  return tip;
}

/** A dismissed tip stays dismissed on this device. */
async function expectGoneAfterReload(
  /** @type {import('playwright-core').Page} */ page,
  /** @type {import('playwright-core').Locator} */ tip,
) {
  await page.reload();
  await expectVisible(page.getByRole('heading', { level: 1 }), 'the apps page after reload');
  await page.waitForTimeout(300);
  assert.equal(await tip.count(), 0, 'a dismissed quicktip does not come back');
}

test('the create-app quicktip greets a developer with no app, shows once and stays dismissed (Got it, or using its button); it never covers an apps table', async (t) => {
  await withPage(t, { viewport: { width: 1280, height: 800 } }, async ({ page }) => {
    const tip = await firstAppTip(page);
    await tip.getByRole('button', { name: 'Got it' }).click();
    await expectHidden(tip, 'the dismissed quicktip');
    await expectGoneAfterReload(page, tip);
  });
  // Using the button the tip points at takes the tip too: it does not wait behind the dialog, nor come back.
  await withPage(t, { viewport: { width: 1280, height: 800 } }, async ({ page }) => {
    const tip = await firstAppTip(page);
    await page.getByRole('button', { name: 'Create a New App' }).first().click();
    await expectVisible(page.getByRole('dialog', { name: 'Create New App' }), 'the create dialog');
    await expectHidden(tip, 'the quicktip once its button was used');
    await page.keyboard.press('Escape');
    await expectGoneAfterReload(page, tip);
  });
  await withPage(t, { viewport: { width: 1280, height: 800 } }, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, DEMO.developer, DEMO_PASSWORD);
    await page.goto('/developer_apps');
    await expectVisible(page.getByRole('table'), "the demo developer's apps");
    await page.waitForTimeout(300);
    assert.equal(
      await page.getByRole('dialog', { name: 'Start here' }).count(),
      0,
      'no first-app tip over the apps of someone who has them',
    );
  });
});

test('the top bar becomes fixed once the page scrolls', async (t) => {
  await withPage(t, { viewport: { width: 1280, height: 500 } }, async ({ page }) => {
    await page.goto('/reference/rest/docs/rest-api-overview');
    const root = page.locator('#root > div').first();
    await expectVisible(page.getByRole('heading', { level: 1 }), 'the page heading');
    assert.doesNotMatch((await root.getAttribute('class')) ?? '', /topbar--fixed/);
    await page.mouse.wheel(0, 600);
    await eventually(async () => /topbar--fixed/.test((await root.getAttribute('class')) ?? ''), 'the fixed top bar after scrolling');
    await expectVisible(page.getByRole('link', { name: 'Developer Portal' }), 'the brand link in the fixed bar');
  });
});
