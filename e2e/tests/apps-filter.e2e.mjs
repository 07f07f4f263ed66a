// The apps list's filter (docs/decisions.md, "Apps list filter"): from six apps on, a box filters
// the rows by internal or public name as one types (case and accents ignored), says how many of how
// many it shows, keeps the filter in the URL, and offers to clear it when nothing matches. With
// fewer apps there is no box.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createAppViaApi, newDeveloperSession, uniqueAppName } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { eventually, expectVisible } from '../lib/expect.mjs';
import { signInWithForm } from '../lib/ui.mjs';

const NAMES = ['Crew Sync', 'Daily Log Export', 'Café Punch List', 'Bid Leveling', 'RFI Tracker', 'Submittal Hub', 'Drawing Viewer'];

test('a developer with many apps filters the apps list by name', async (t) => {
  const { dev, session } = await newDeveloperSession();
  const suffix = uniqueAppName('');
  for (const name of NAMES) await createAppViaApi(session, `${name}${suffix}`);

  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, dev.email, dev.password);
    await page.goto('/developer_apps');

    const table = page.getByRole('table');
    const rows = table.locator('tbody tr');
    await eventually(async () => (await rows.count()) === NAMES.length, `all ${NAMES.length} apps listed`);
    const filter = page.getByRole('searchbox', { name: 'Filter apps' });
    await expectVisible(filter, 'the filter box');
    await expectVisible(page.getByRole('status').getByText(`${NAMES.length} apps`, { exact: true }), 'the app count');

    await filter.fill('CAFE');
    await eventually(async () => (await rows.count()) === 1, 'one row for "CAFE"');
    await expectVisible(table.getByRole('link', { name: `Café Punch List${suffix}` }), 'the Café app');
    await expectVisible(page.getByText(`1 of ${NAMES.length} apps`, { exact: true }), 'the filtered count');
    await eventually(
      () => new URL(page.url()).searchParams.get('search') === 'CAFE',
      () => `the filter in the URL (${page.url()})`,
    );

    await page.reload();
    await eventually(async () => (await filter.inputValue()) === 'CAFE', 'the filter kept after a reload');
    await eventually(async () => (await rows.count()) === 1, 'one row after the reload');

    await filter.fill('log export');
    await eventually(async () => (await rows.count()) === 1, 'one row for "log export"');
    await expectVisible(table.getByRole('link', { name: `Daily Log Export${suffix}` }), 'the log export app');

    await filter.fill('nothing like this');
    await expectVisible(page.getByRole('heading', { name: 'No matching apps' }), 'the no-match card');
    await page.getByRole('button', { name: 'Clear filter' }).click();
    await eventually(async () => (await rows.count()) === NAMES.length, 'every app back after clearing');
    assert.equal(await filter.inputValue(), '');
  });
});

test('a developer with a few apps gets no filter box', async (t) => {
  const { dev, session } = await newDeveloperSession();
  const name = uniqueAppName('Only app');
  await createAppViaApi(session, name);

  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, dev.email, dev.password);
    await page.goto('/developer_apps');
    await expectVisible(page.getByRole('link', { name }), 'the one app');
    assert.equal(await page.getByRole('searchbox', { name: 'Filter apps' }).count(), 0, 'no filter box for one app');
  });
});
