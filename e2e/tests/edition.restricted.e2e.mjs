// The restricted (government-hosted) edition, run against a gateway and apps service started with
// PORTAL_EDITION=restricted (npm test's edition step; alone: E2E_EDITION=restricted node e2e/run.mjs
// after restarting those two services with that variable). Spec: the sandbox card, keys and URL,
// the admin Sandbox and Performance Metrics tabs, the metrics area and the partner site link are hidden.
// The same step runs apps on the S3 storage driver (the local infra/s3 server): the logo lands in the bucket.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PNG_1PX, SLOW_MS, createAppViaApi, newDeveloperSession, toast, uniqueAppName } from '../lib/apps.mjs';
import { signUpViaApi } from '../lib/backend.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD } from '../lib/config.mjs';
import { newDeveloper } from '../lib/data.mjs';
import { eventually, expectHidden, expectVisible } from '../lib/expect.mjs';
import { apiCall, signInViaApi } from '../lib/notifications.mjs';
import { signInWithForm } from '../lib/ui.mjs';

test('the restricted edition shows no sandbox anywhere a developer looks, and the API agrees', async (t) => {
  const dev = newDeveloper();
  await signUpViaApi(dev);
  const appName = `Restricted app ${dev.lastName}`;

  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, dev.email, dev.password);

    const me = await page.evaluate(async () => (await fetch('/api/v1/me', { headers: { accept: 'application/json' } })).json());
    assert.equal(me.edition, 'restricted', 'the stack under test runs the restricted edition');

    // No partner developer site in the Reference menu.
    await page.getByRole('button', { name: 'Reference' }).first().click();
    await expectVisible(page.getByRole('link', { name: 'Rest API' }).first(), 'the Rest API reference link');
    assert.equal(await page.getByRole('link', { name: /Partner developer site/ }).count(), 0, 'no partner site link');

    // Creating an app lands on its page without waiting for a sandbox, and the tabs show at once.
    await page.goto('/developer_apps');
    await page.getByRole('button', { name: 'Create a New App' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Create New App' });
    await modal.getByLabel('App Name').fill(appName);
    await modal.getByRole('button', { name: 'Create App' }).click();
    await eventually(
      () => /^\/developer_apps\/[0-9a-f-]{36}$/.test(new URL(page.url()).pathname),
      () => `expected to land on /developer_apps/{id}, but the page is at ${page.url()}`,
      SLOW_MS,
    );
    const appId = new URL(page.url()).pathname.split('/').pop() ?? '';
    const nav = page.getByRole('navigation', { name: 'App information' });
    await expectVisible(nav.getByRole('link', { name: 'OAuth Credentials' }), 'the side navigation (no sandbox-missing screen)', SLOW_MS);
    assert.equal(await nav.getByRole('link', { name: 'Metrics', exact: true }).count(), 0, 'no Metrics tab');

    await nav.getByRole('link', { name: 'OAuth Credentials' }).click();
    await expectVisible(page.getByRole('button', { name: 'Generate client secret' }), 'the production credentials', SLOW_MS);
    await expectHidden(page.getByRole('heading', { name: 'Sandbox account' }), 'the sandbox card');
    assert.equal(await page.getByText('This app has no sandbox.').count(), 0, 'not even the no-sandbox line');

    // The home page lists the app with its role, and no sandbox state.
    await page.goto('/');
    const recent = page.getByRole('region', { name: 'Your apps' });
    await expectVisible(recent.getByRole('link', { name: appName }), 'the app on the home page');
    assert.equal(await recent.getByText(/Sandbox:/).count(), 0, 'no sandbox state on the home page');

    // The API hides the sandbox too, and refuses its calls.
    const session = await signInViaApi(dev.email, dev.password);
    const permissions = await apiCall(session, 'GET', `/api/v1/developer_app_permissions?developer_app_id=${appId}`);
    assert.equal(permissions.status, 200);
    assert.equal(permissions.data.is_fedramp, true, 'is_fedramp');
    assert.equal(permissions.data.view_sandbox_credentials, false, 'no sandbox credentials');
    const app = await apiCall(session, 'GET', `/api/v1/developer_apps/${appId}`);
    assert.equal(app.status, 200);
    assert.equal(app.data.sandbox, null, 'no sandbox in the app');
  });
});

test('the restricted edition refuses fake sandboxes and hides the admin Sandbox and Performance Metrics tabs', async (t) => {
  const { session } = await newDeveloperSession();
  const { id: appId } = await createAppViaApi(session, uniqueAppName('Restricted admin'));

  // The sandbox exists underneath (the edition is a deployment setting), but no answer names it
  // and nobody may generate one, not even a platform admin.
  const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);
  const adminApp = await apiCall(admin, 'GET', `/api/v1/admin/developer_apps/${appId}`);
  assert.equal(adminApp.status, 200, JSON.stringify(adminApp.data));
  assert.equal(adminApp.data.sandbox, null, 'no sandbox on the admin page either');
  assert.ok(!JSON.stringify(adminApp.data).includes('sandbox.portal.example.com'), 'no sandbox URL anywhere');
  const fake = await apiCall(admin, 'POST', `/api/v1/developer_apps/${appId}/fake_sandbox`);
  assert.equal(fake.status, 403, `a fake sandbox is refused: ${JSON.stringify(fake.data)}`);

  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, DEMO.admin, DEMO_PASSWORD);
    await page.goto(`/admin/developer_apps/${appId}`);
    const tabs = page.getByRole('navigation', { name: 'App sections' });
    await expectVisible(tabs.getByRole('button', { name: 'General' }), 'the General tab', SLOW_MS);
    await expectVisible(tabs.getByRole('button', { name: 'Marketplace Listing' }), 'the Marketplace Listing tab');
    assert.equal(await tabs.getByRole('button', { name: 'Sandbox' }).count(), 0, 'no Sandbox tab');
    assert.equal(await tabs.getByRole('button', { name: 'Performance Metrics' }).count(), 0, 'no Performance Metrics tab');

    // Logos go through the storage driver this deployment uses (npm test runs it on S3).
    const logoSection = page.locator('section', { has: page.getByRole('heading', { name: 'Logo', exact: true }) });
    await logoSection
      .getByLabel('Choose a file or drop it here')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1PX });
    await expectVisible(toast(page, 'Uploaded Logo!'), "the 'Uploaded Logo!' toast", SLOW_MS);
    const image = logoSection.locator('img[src*="/api/v1/developer_app_thumbnails/"]');
    await eventually(
      () =>
        image.evaluate((img) => /** @type {HTMLImageElement} */ (img).complete && /** @type {HTMLImageElement} */ (img).naturalWidth > 0),
      'the uploaded logo loads',
      SLOW_MS,
    );
    if (process.env.STORAGE_DRIVER === 's3') {
      const src = (await image.getAttribute('src')) ?? '';
      const key = src.split('/api/v1/developer_app_thumbnails/')[1]?.split('?')[0] ?? '';
      const prefix = process.env.S3_PREFIX ? `${process.env.S3_PREFIX}/` : '';
      const object = await fetch(`${process.env.S3_ENDPOINT}/${process.env.S3_BUCKET}/${prefix}${key}`);
      assert.equal(object.status, 200, `the logo is an object in the bucket (${prefix}${key})`);
      assert.equal(object.headers.get('content-type'), 'image/png');
      // The bucket holds the logo as re-encoded on upload (pixels only), the very bytes the portal serves.
      const stored = Buffer.from(await object.arrayBuffer());
      assert.deepEqual(stored.subarray(0, 8), PNG_1PX.subarray(0, 8), 'the bucket holds a PNG');
      const served = Buffer.from(await (await page.request.get(src)).body());
      assert.deepEqual(stored, served, 'the bucket holds the bytes the portal serves');
    }
  });
});
