// The listing editor's free texts the spec leaves unbounded (QA pass of 2026-12-03): the marketplace service now
// refuses them past their limits ("Character limit exceeded (N)"), so the editor's inputs carry the same limits
// and a developer cannot type or paste past what a save would refuse. The spec's own limits (the name here) still
// let the reader type on and say "Character limit exceeded (50)". A developer is offered no upload of the
// security self-assessment document (an administrator's, refused to anyone else by the API).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createAppViaApi, newDeveloperSession, PNG_1PX, SLOW_MS, toast, uniqueAppName } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { expectHidden, expectVisible } from '../lib/expect.mjs';
import { signIn } from '../lib/notifications.mjs';

test(
  'the editor holds unbounded texts to the server limits and offers a developer no security document',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const { dev, session } = await newDeveloperSession();
    const app = await createAppViaApi(session, uniqueAppName('QA-D editor'));
    await withPage(t, {}, async ({ page }) => {
      await signIn(page, dev.email, dev.password);
      await page.goto(`/developer_apps/${app.id}?tab=marketplaceListing`);
      await expectVisible(page.getByTestId('listing-editor'), 'the listing editor', SLOW_MS);

      const builtBy = page.getByLabel('Built by', { exact: true });
      await builtBy.fill('b'.repeat(150));
      assert.equal((await builtBy.inputValue()).length, 100, 'Built by takes at most 100 characters');
      const about = page.getByLabel('About', { exact: true });
      assert.equal(await about.getAttribute('maxlength'), '5000', 'About takes at most 5000 characters');
      // The spec's own limit is a message, not a cut.
      await page.getByLabel('Name', { exact: true }).fill('n'.repeat(51));
      await expectVisible(page.getByText('Character limit exceeded (50)'), 'the name limit message');
      await page.getByLabel('Name', { exact: true }).fill('QA-D Editor Sync');

      // What the editor let through, the server takes.
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expectVisible(toast(page, 'Listing saved'), 'the draft saved', SLOW_MS);

      assert.equal(await page.locator('input[type=file][aria-label="Self-assessment document"]').count(), 0, 'no security document upload');
      assert.equal(await page.getByRole('heading', { name: 'Admin only' }).count(), 0, 'no admin-only section');
    });
  },
);

test(
  'a first upload while the draft cannot be saved says so at the upload and marks the field, not the Name error under the file',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const { dev, session } = await newDeveloperSession();
    const app = await createAppViaApi(session, uniqueAppName('QA-D first upload'));
    await withPage(t, {}, async ({ page }) => {
      await signIn(page, dev.email, dev.password);
      await page.goto(`/developer_apps/${app.id}?tab=marketplaceListing`);
      await expectVisible(page.getByTestId('listing-editor'), 'the listing editor', SLOW_MS);
      await page.getByLabel('Name', { exact: true }).fill('n'.repeat(60));

      // The first file saves the draft it belongs to, which a 60-character name cannot be.
      await page.getByRole('tab', { name: /^Media/ }).click();
      await page.locator('input[type=file][aria-label="Logo"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1PX });
      await expectVisible(
        page.getByText(/^Not uploaded: the first file saves the listing as a draft/),
        'why the file was not uploaded',
        SLOW_MS,
      );
      await expectVisible(page.getByText('The following errors occurred:'), 'the fields marked, as Save draft marks them');
      await page.getByRole('tab', { name: /^App/ }).click();
      await expectVisible(page.getByText('Character limit exceeded (50)').first(), 'the Name marked');
      await expectHidden(toast(page, 'Listing saved'), 'no draft saved');
    });
  },
);
