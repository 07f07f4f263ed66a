// Every modal's × close button is visible (WCAG 1.4.11 non-text contrast, 3:1 against the dialog), on hover too, and
// shows a focus ring. It was the top bar's near-white (rgb(231,236,243)) on the white dialog, white on hover: the top
// bar's `.icon-button` rule won over `.modal__close`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectAccessible } from '../lib/a11y.mjs';
import { createAppViaApi, newDeveloperSession, SLOW_MS, uniqueAppName } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { expectVisible } from '../lib/expect.mjs';
import { signIn } from '../lib/notifications.mjs';

/** @typedef {import('playwright-core').Locator} Locator */

/** @param {string} css `rgb(r, g, b)` or `rgba(r, g, b, a)` @returns {number[]} */
const rgba = (css) => {
  const parts = (css.match(/[\d.]+/g) ?? []).map(Number);
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
};

/** `top` over `bottom` (both opaque results). */
const over = (/** @type {number[]} */ top, /** @type {number[]} */ bottom) =>
  top.slice(0, 3).map((c, i) => c * top[3] + bottom[i] * (1 - top[3]));

/** WCAG relative luminance and contrast ratio. */
const luminance = (/** @type {number[]} */ rgb) => {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (/** @type {number[]} */ a, /** @type {number[]} */ b) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

/** The close button's colour against what it sits on (its own background over the dialog's). @param {Locator} close */
async function closeContrast(close) {
  const styles = await close.evaluate((el) => {
    const dialog = /** @type {HTMLElement} */ (el.closest('dialog'));
    return {
      color: /** @type {any} */ (globalThis).getComputedStyle(el).color,
      background: /** @type {any} */ (globalThis).getComputedStyle(el).backgroundColor,
      dialog: /** @type {any} */ (globalThis).getComputedStyle(dialog).backgroundColor,
    };
  });
  const base = over(rgba(styles.dialog), [255, 255, 255]);
  const behind = over(rgba(styles.background), base);
  return { ratio: contrast(over(rgba(styles.color), behind), behind), styles };
}

/** Checks the close button of the open dialog `name`: contrast at rest, on hover, and its focus ring from the keyboard. */
async function checkClose(page, /** @type {string} */ name) {
  const dialog = page.getByRole('dialog', { name });
  await expectVisible(dialog, `the ${name} dialog`);
  const close = dialog.getByRole('button', { name: 'Close', exact: true });
  const rest = await closeContrast(close);
  assert.ok(rest.ratio >= 3, `${name}: × at rest is ${rest.ratio.toFixed(2)}:1 (${JSON.stringify(rest.styles)}), needs 3:1`);
  await close.hover();
  const hover = await closeContrast(close);
  assert.ok(hover.ratio >= 3, `${name}: × on hover is ${hover.ratio.toFixed(2)}:1 (${JSON.stringify(hover.styles)}), needs 3:1`);
  await page.mouse.move(0, 0);

  await close.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const ring = await close.evaluate((el) => ({
    focused: el === el.ownerDocument.activeElement,
    style: /** @type {any} */ (globalThis).getComputedStyle(el).outlineStyle,
    width: parseFloat(/** @type {any} */ (globalThis).getComputedStyle(el).outlineWidth),
    color: /** @type {any} */ (globalThis).getComputedStyle(el).outlineColor,
  }));
  assert.ok(ring.focused, `${name}: × takes keyboard focus`);
  assert.ok(ring.style !== 'none' && ring.width >= 2, `${name}: × shows a focus ring (${JSON.stringify(ring)})`);
  assert.ok(contrast(over(rgba(ring.color), [255, 255, 255]), [255, 255, 255]) >= 3, `${name}: the focus ring stands out (${ring.color})`);
  await expectAccessible(page, `the ${name} dialog`);
  await close.click();
  await page.getByRole('dialog', { name }).waitFor({ state: 'hidden' });
}

test('the × of the admin and developer modals is visible at rest, on hover and focused', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  const { dev, session } = await newDeveloperSession();
  const name = uniqueAppName('Close button');
  const app = await createAppViaApi(session, name);

  await withPage(t, {}, async ({ page }) => {
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await page.goto(`/admin/developer_apps/${app.id}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: `Edit - ${name}` }), 'the admin app page', SLOW_MS);
    await page.getByRole('button', { name: 'Change Owner' }).click();
    await checkClose(page, 'Change Owner');
  });

  await withPage(t, {}, async ({ page }) => {
    await signIn(page, dev.email, dev.password);
    await page.goto('/developer_apps');
    await page.getByRole('button', { name: 'Create a New App' }).first().click();
    await checkClose(page, 'Create New App');
  });
});
