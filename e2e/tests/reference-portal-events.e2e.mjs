// The portal's public events in the reference: a provider employee reads each Kafka topic with its key, each
// CloudEvents type with its data fields and an example message, from the reference's sidebar, and downloads the
// whole contract as one AsyncAPI document; a developer has no
// such link and no such page.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { expectAccessible } from '../lib/a11y.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD } from '../lib/config.mjs';
import { expectHidden, expectVisible } from '../lib/expect.mjs';
import { signInWithForm } from '../lib/ui.mjs';

test('an employee reads the portal events: topics, keys, fields and an example of each message', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, DEMO.employee, DEMO_PASSWORD);
    await page.goto('/reference/rest/docs/rest-api-overview');
    const sidebar = page.getByRole('complementary', { name: 'Reference contents' });
    await sidebar.getByRole('link', { name: 'Portal events' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Portal events' }), 'the portal events page');

    const reviews = page.getByRole('region', { name: 'Manifest reviews' });
    await expectVisible(reviews.getByText('portal.reviews.v1', { exact: true }), 'the reviews topic');
    await expectVisible(reviews.getByText('The app id (data.app_id).').first(), 'its key');
    const approved = page.getByRole('region', { name: 'Manifest review approved' });
    await expectVisible(approved.getByText('com.platform.portal.manifest_review.approved.v1', { exact: true }), 'the CloudEvents type');
    const fields = approved.getByRole('table', { name: 'Fields of data in Manifest review approved' });
    await expectVisible(fields.getByRole('row').filter({ hasText: 'app_version_key' }), 'a data field in the table');
    await expectVisible(fields.getByRole('row').filter({ hasText: 'notes (optional)' }), 'an optional field marked');
    await expectVisible(approved.getByRole('figure').getByText('"state": "published"'), 'the example message');
    await expectVisible(page.getByRole('region', { name: 'App installed' }), 'the installs messages');
    const download = page.getByRole('link', { name: 'Download the AsyncAPI document' });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    assert.equal(file.suggestedFilename(), 'portal-events.asyncapi.json', 'the AsyncAPI download');
    assert.equal(JSON.parse(await readFile(await file.path(), 'utf8')).asyncapi, '3.0.0', 'an AsyncAPI 3.0 document');
    await expectAccessible(page, '/reference/portal_events');
  });
});

test('a developer has no portal events page', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, DEMO.developer, DEMO_PASSWORD);
    await page.goto('/reference/portal_events');
    await expectVisible(page.getByRole('heading', { name: 'Reference page not found' }), 'no such page for a developer');
    await expectHidden(page.getByRole('link', { name: 'Portal events' }), 'no link in the sidebar');
  });
});
