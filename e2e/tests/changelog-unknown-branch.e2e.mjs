// A changelog link naming a service branch that does not exist (QA pass): the list is empty, as the spec asks of a
// failed load, and the branch picker said "Released (main)", as if the released changelog had no entries. It now
// names the branch the address asked for.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD } from '../lib/config.mjs';
import { eventually, expectVisible } from '../lib/expect.mjs';
import { signInWithForm } from '../lib/ui.mjs';

test('an unknown service branch in the address is shown as such in the branch picker', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, DEMO.employee, DEMO_PASSWORD);
    await page.goto('/reference/changelog?custom_service_sha=abcdef1');
    await expectVisible(page.getByText('Nothing found.', { exact: false }), 'the empty changelog');
    const picker = page.getByLabel('Service branch');
    await eventually(
      async () => (await picker.locator('option:checked').innerText()).trim() === 'No such branch (abcdef1)',
      'the picker naming the unknown branch',
    );

    // Choosing the released changelog from there loads it.
    await picker.selectOption('');
    await eventually(async () => !new URL(page.url()).searchParams.has('custom_service_sha'), 'the branch gone from the address');
    assert.equal((await picker.locator('option:checked').innerText()).trim(), 'Released (main)');
  });
});
