// The Rest API overview names the base URL the resource group pages document (QA pass): it said `/api/v1`, and its
// curl examples called `/api/v1/companies`, while every group page (and the changelog's endpoints) said `/rest/v1.0`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from '../lib/browser.mjs';
import { expectVisible } from '../lib/expect.mjs';

test('the overview and a group page give the same Rest API base URL', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/reference/rest/docs/projects');
    const groupBase = page.getByText(/^Base URL:/).locator('code');
    await expectVisible(groupBase, 'the Projects page base URL');
    const expected = (await groupBase.innerText()).trim();
    assert.match(expected, /\/rest\/v1\.0$/, 'the group page names the documented server');

    await page.goto('/reference/rest/docs/rest-api-overview');
    const overviewBase = page.locator('figure.code-block').filter({ hasText: 'Base URL' }).locator('pre');
    await expectVisible(overviewBase, 'the overview base URL');
    assert.equal((await overviewBase.innerText()).trim(), expected, 'the overview names the same base URL');
    const callExample = page.locator('figure.code-block').filter({ hasText: 'Call the API' }).locator('pre');
    assert.ok((await callExample.innerText()).includes(`${expected}/companies`), 'the curl example calls a documented path');
  });
});

test('a reference page that does not exist says so in the tab title too', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/reference/rest/docs/no-such-group');
    await expectVisible(page.getByRole('heading', { name: 'Reference page not found' }), 'the not-found heading');
    assert.equal(await page.title(), 'Reference page not found · Developer Portal');
  });
});
