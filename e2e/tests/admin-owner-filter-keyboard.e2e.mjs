// The Review Queue's "User" filter (and Developer Apps' "Created by") is an ARIA combobox: one tab stop, ArrowDown
// and ArrowUp (then Home and End) move through a listbox (aria-activedescendant), Enter picks, Escape closes. It had
// no combobox semantics, ArrowDown did nothing and each of ~50 option checkboxes was a tab stop. Keyboard only.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectAccessible } from '../lib/a11y.mjs';
import { newDeveloperSession } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { eventually, expectHidden, expectVisible } from '../lib/expect.mjs';
import { signIn } from '../lib/notifications.mjs';

/** @typedef {import('playwright-core').Page} Page */

/** What has focus: its role and accessible name as the test reads them. @param {Page} page */
const focused = (page) =>
  page.evaluate(() => {
    const { document, CSS } = /** @type {any} */ (globalThis);
    const el = /** @type {HTMLElement} */ (document.activeElement);
    const label = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : null;
    return {
      role: el.getAttribute('role') ?? el.tagName.toLowerCase(),
      type: el.getAttribute('type'),
      name: label ?? el.closest('label')?.textContent ?? '',
    };
  });

test('the User filter works from the keyboard as a combobox with one tab stop', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  const { dev, id } = await newDeveloperSession();
  await withPage(t, {}, async ({ page }) => {
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await page.goto('/admin/developer_apps/review_queue');
    await expectVisible(page.getByRole('table', { name: 'Review Queue' }), 'the queue');

    // Tab from the search box reaches the combobox.
    await page.getByRole('searchbox', { name: 'Search' }).focus();
    await page.keyboard.press('Tab');
    const combobox = page.getByRole('combobox', { name: 'User' });
    assert.deepEqual(await focused(page), { role: 'combobox', type: 'text', name: 'User' }, 'Tab lands on the combobox');
    assert.equal(await combobox.getAttribute('aria-expanded'), 'false');
    const listId = await combobox.getAttribute('aria-controls');
    assert.ok(listId, 'aria-controls names the listbox');
    const listbox = page.locator(`[id="${listId}"]`);
    assert.equal(await listbox.getAttribute('role'), 'listbox');

    // ArrowDown opens the list on the first developer and moves down; ArrowUp moves back.
    await page.keyboard.press('ArrowDown');
    await eventually(async () => (await combobox.getAttribute('aria-expanded')) === 'true', 'ArrowDown opens the list');
    const options = listbox.getByRole('option');
    await eventually(async () => (await options.count()) > 1, 'developers listed');
    const activeId = () => combobox.getAttribute('aria-activedescendant');
    await eventually(async () => (await activeId()) === (await options.nth(0).getAttribute('id')), 'the first option active');
    await page.keyboard.press('ArrowDown');
    await eventually(async () => (await activeId()) === (await options.nth(1).getAttribute('id')), 'ArrowDown: the second');
    await page.keyboard.press('ArrowUp');
    await eventually(async () => (await activeId()) === (await options.nth(0).getAttribute('id')), 'ArrowUp: the first again');
    // Home and End, once in the list, go to its ends.
    await page.keyboard.press('End');
    await eventually(async () => (await activeId()) === (await options.last().getAttribute('id')), 'End: the last');
    await page.keyboard.press('Home');
    await eventually(async () => (await activeId()) === (await options.nth(0).getAttribute('id')), 'Home: the first');
    assert.equal(await listbox.locator('input, button, a, [tabindex]').count(), 0, 'no option is a tab stop');
    await expectAccessible(page, 'the queue with the User list open');

    // Escape closes; focus stays in the box.
    await page.keyboard.press('Escape');
    await eventually(async () => (await combobox.getAttribute('aria-expanded')) === 'false', 'Escape closes');
    await expectHidden(listbox, 'the list after Escape');
    assert.equal((await focused(page)).role, 'combobox');

    // Typing narrows; ArrowDown and Enter pick the developer into the filter.
    await page.keyboard.type(dev.email);
    const option = listbox.getByRole('option', { name: dev.email });
    await expectVisible(option, 'the typed developer', 15_000);
    // The unfiltered list may show them too: wait for the narrowed one (new options start with none active).
    await eventually(async () => (await options.count()) === 1, 'only the typed developer listed');
    await page.keyboard.press('ArrowDown');
    await eventually(async () => (await activeId()) === (await option.getAttribute('id')), 'the developer active');
    await page.keyboard.press('Enter');
    await eventually(() => new URL(page.url()).searchParams.getAll('owner').includes(id), 'the owner in the address');
    await eventually(async () => (await option.getAttribute('aria-selected')) === 'true', 'the option selected');
    await expectVisible(page.getByRole('button', { name: `Remove ${dev.email}` }), 'the chosen developer as a chip');

    // One tab stop: Tab from the open list goes on to the next filter, closing the list.
    await page.keyboard.press('Tab');
    assert.deepEqual(await focused(page), { role: 'input', type: 'checkbox', name: 'In review only' }, 'Tab leaves the widget');
    assert.equal(await combobox.getAttribute('aria-expanded'), 'false', 'the list closed with focus leaving');
  });
});
