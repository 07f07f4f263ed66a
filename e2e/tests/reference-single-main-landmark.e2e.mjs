// A new integrator's QA pass (2026-12-03, a11y): a resource group page had two <main> elements, the page's #main and
// Swagger UI's <main role="region" id="operations">. The operations are now a labelled <section>, a region landmark.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from '../lib/browser.mjs';
import { expectVisible } from '../lib/expect.mjs';

test('a resource group page has one <main>, and its operations are a labelled section', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/reference/rest/docs/projects');
    const operations = page.getByRole('region', { name: 'Operations' });
    await expectVisible(operations, 'the operations region');
    await expectVisible(operations.getByText('List projects').first(), 'an operation inside it');
    assert.equal(await page.locator('main').count(), 1, 'one <main> element');
    assert.equal(await page.getByRole('main').count(), 1, 'one main landmark');
    assert.equal(await operations.evaluate((element) => element.tagName), 'SECTION');
    assert.equal(await operations.getAttribute('id'), 'operations');
  });
});
