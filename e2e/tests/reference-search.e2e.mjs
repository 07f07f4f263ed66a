// Searching the API reference: "/" jumps to the box, every word of the query is matched against the operations of
// the groups the reader may see and the overview's sections; the keyboard picks a result, which opens its group page
// at that operation, expanded. Internal operations are found by provider employees only.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectAccessible } from '../lib/a11y.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD } from '../lib/config.mjs';
import { eventually, expectVisible } from '../lib/expect.mjs';
import { signInWithForm } from '../lib/ui.mjs';

test('a visitor finds an operation from the keyboard and lands on it, expanded', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/reference/rest/docs/rest-api-overview');
    const box = page.getByRole('combobox', { name: 'Search the reference' });
    await expectVisible(box, 'the search box');
    await page.keyboard.press('/');
    await eventually(async () => box.evaluate((el) => el === el.ownerDocument.activeElement), '"/" focusing the search box');
    await page.keyboard.type('show project');
    const results = page.getByRole('listbox', { name: 'Reference search results' });
    await expectVisible(results.getByRole('option', { name: /Show a project/ }), 'the operation among the results');
    await expectAccessible(page, 'the reference with search results open');
    assert.equal(await results.getByRole('option').first().getAttribute('aria-selected'), 'true', 'the best match is active');
    await page.keyboard.press('Enter');
    await eventually(
      async () =>
        new URL(page.url()).pathname === '/reference/rest/docs/projects' && new URL(page.url()).hash === '#operations-Projects-showProject',
      () => `the Projects page at the operation, not ${page.url()}`,
    );
    await eventually(
      async () => ((await page.locator('#operations-Projects-showProject').getAttribute('class')) ?? '').includes('is-open'),
      'the operation expanded',
    );

    await box.fill('pagination');
    await expectVisible(results.getByRole('option', { name: /Pagination/ }), 'the overview section');
    await results.getByRole('option', { name: /Pagination/ }).click();
    await eventually(async () => page.url().endsWith('/reference/rest/docs/rest-api-overview#pagination'), 'the overview at Pagination');

    await box.fill('no such endpoint anywhere');
    await expectVisible(page.getByText('Nothing in the reference matches “no such endpoint anywhere”.'), 'the empty answer');
    await box.fill('bulk sync');
    await expectVisible(page.getByText('Nothing in the reference matches “bulk sync”.'), 'no internal operation for a visitor');
  });
});

test('a provider employee also finds the internal operations', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, DEMO.employee, DEMO_PASSWORD);
    await page.goto('/reference/rest/docs/rest-api-overview');
    await page.getByRole('combobox', { name: 'Search the reference' }).fill('bulk sync');
    await expectVisible(
      page.getByRole('listbox', { name: 'Reference search results' }).getByRole('option', { name: /Bulk sync projects/ }),
      'the internal operation',
    );
  });
});
