// Two collaborators editing the same app (found in a QA pass): the Settings and OAuth forms sent no If-Match, so the
// second save silently overwrote the first, redirect URIs included. They now send the version they were loaded at;
// a stale save is refused, says so, and Reload shows the app as it is now. The sandbox card's form likewise, with the
// sandbox's own version.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  appViaApi,
  createAppViaApi,
  inviteAndAccept,
  newDeveloperSession,
  sandboxCard,
  SLOW_MS,
  toast,
  uniqueAppName,
  waitForSandbox,
} from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { expectHidden, expectVisible } from '../lib/expect.mjs';
import { apiCall, signIn } from '../lib/notifications.mjs';

test('a redirect URI saved by another collaborator meanwhile is not overwritten; Reload shows it', async (t) => {
  const owner = await newDeveloperSession();
  const admin = await newDeveloperSession();
  const name = uniqueAppName('Lost update');
  const app = await createAppViaApi(owner.session, name);
  await inviteAndAccept(owner.session, app.id, name, admin.session, 'admin');

  await withPage(t, {}, async ({ page }) => {
    await signIn(page, owner.dev.email, owner.dev.password);
    await page.goto(`/developer_apps/${app.id}?tab=oauthCredentials`);
    const field = page.getByLabel('Redirect URIs', { exact: true });
    await expectVisible(field, 'the redirect URI field', SLOW_MS);
    await field.fill('https://owner.example.com/callback');

    // The admin saves first, from elsewhere.
    const theirs = await apiCall(admin.session, 'PATCH', `/api/v1/developer_apps/${app.id}`, {
      developer_app: { redirect_uri: 'https://admin.example.com/callback' },
    });
    assert.equal(theirs.status, 200, `the admin's save answered ${theirs.status}`);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Someone else changed this app' });
    await expectVisible(banner, 'the refused save says why');
    assert.equal((await appViaApi(owner.session, app.id)).redirect_uri, 'https://admin.example.com/callback', 'not overwritten');

    await banner.getByRole('button', { name: 'Reload' }).click();
    await expectHidden(banner, 'the banner after Reload');
    assert.equal(await field.inputValue(), 'https://admin.example.com/callback', 'the field shows the app as it is now');

    // Saving again, from the reloaded app, works.
    await field.fill('https://admin.example.com/callback\nhttps://owner.example.com/callback');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(toast(page, 'Credentials saved'), 'the saved toast');
    assert.equal(
      (await appViaApi(owner.session, app.id)).redirect_uri,
      'https://admin.example.com/callback\nhttps://owner.example.com/callback',
    );
  });
});

test('the settings form refuses a stale rename too, and saves after Reload', async (t) => {
  const owner = await newDeveloperSession();
  const name = uniqueAppName('Stale rename');
  const app = await createAppViaApi(owner.session, name);

  await withPage(t, {}, async ({ page }) => {
    await signIn(page, owner.dev.email, owner.dev.password);
    await page.goto(`/developer_apps/${app.id}?tab=settings`);
    const field = page.getByLabel('App Name', { exact: true });
    await expectVisible(field, 'the name field', SLOW_MS);
    await field.fill(`${name} mine`);
    const other = await apiCall(owner.session, 'PATCH', `/api/v1/developer_apps/${app.id}`, {
      developer_app: { internal_name: `${name} from another tab` },
    });
    assert.equal(other.status, 200);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Someone else changed this app' });
    await expectVisible(banner, 'the refused rename says why');
    await banner.getByRole('button', { name: 'Reload' }).click();
    await expectHidden(banner, 'the banner after Reload');
    assert.equal(await field.inputValue(), `${name} from another tab`);

    await field.fill(`${name} final`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(toast(page, 'Settings saved'), 'the saved toast');
    assert.equal((await appViaApi(owner.session, app.id)).internal_name, `${name} final`);
  });
});

/**
 * The sandbox's redirect URIs as the API shows them.
 * @param {import('../lib/notifications.mjs').ApiSession} session
 * @param {string} appId
 */
async function sandboxRedirects(session, appId) {
  const app = /** @type {{ sandbox: { redirect_uri: string } }} */ (/** @type {unknown} */ (await appViaApi(session, appId)));
  return app.sandbox.redirect_uri;
}

test("the sandbox card's redirect URIs are guarded the same way, with the sandbox's own version", async (t) => {
  const owner = await newDeveloperSession();
  const app = await createAppViaApi(owner.session, uniqueAppName('Stale sandbox'));
  const sandbox = await waitForSandbox(owner.session, app.id, 'live');

  await withPage(t, {}, async ({ page }) => {
    await signIn(page, owner.dev.email, owner.dev.password);
    await page.goto(`/developer_apps/${app.id}?tab=oauthCredentials`);
    const card = sandboxCard(page);
    const field = card.getByLabel('Sandbox redirect URIs', { exact: true });
    await expectVisible(field, 'the sandbox redirect URI field', SLOW_MS);
    await field.fill('https://mine.example.com/cb');
    const other = await apiCall(owner.session, 'PATCH', `/api/v1/sandboxes/${sandbox.id}`, {
      sandbox: { redirect_uri: 'https://other-tab.example.com/cb' },
    });
    assert.equal(other.status, 200);

    await card.getByRole('button', { name: 'Save sandbox' }).click();
    const banner = card.getByRole('alert').filter({ hasText: 'Someone else changed this app' });
    await expectVisible(banner, 'the refused save says why');
    assert.equal(await sandboxRedirects(owner.session, app.id), 'https://other-tab.example.com/cb');
    await banner.getByRole('button', { name: 'Reload' }).click();
    await expectHidden(banner, 'the banner after Reload');
    assert.equal(await field.inputValue(), 'https://other-tab.example.com/cb');

    await field.fill('https://mine.example.com/cb');
    await card.getByRole('button', { name: 'Save sandbox' }).click();
    await expectVisible(toast(page, 'Sandbox saved'), 'the saved toast');
    assert.equal(await sandboxRedirects(owner.session, app.id), 'https://mine.example.com/cb');
  });
});
