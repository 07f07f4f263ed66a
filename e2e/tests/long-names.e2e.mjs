// Names without a space (an app's internal name may have 200 characters, a developer's names 100 each)
// wrap or end in an ellipsis where they are shown, instead of widening the page or pushing the table's
// other columns and the page's buttons out of sight; and on a phone the tables and tabs that could
// not scroll sideways fit the screen.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { configuredManifest, createAppViaApi, newDeveloperSession, SLOW_MS } from '../lib/apps.mjs';
import { signUpViaApi } from '../lib/backend.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD } from '../lib/config.mjs';
import { expectVisible } from '../lib/expect.mjs';
import { apiCall } from '../lib/notifications.mjs';
import { sidewaysScroll, signInWithForm, userMenuButton } from '../lib/ui.mjs';

const LONG_NAME = `Longname${randomBytes(4).toString('hex')}`.padEnd(200, 'x');

/** Whether the element's right edge is inside the viewport (not cut off, not behind a table's scroll). */
async function insideViewport(/** @type {import('playwright-core').Locator} */ locator, what) {
  const box = await locator.boundingBox();
  assert.ok(box, `${what} has no box`);
  const width = locator.page().viewportSize()?.width ?? 0;
  assert.ok(box.x + box.width <= width, `${what} ends at ${Math.round(box.x + box.width)} px, past the ${width} px viewport`);
}

test('a 200-character name without a space wraps on the apps list, the app page and the admin list', async (t) => {
  const { dev, session } = await newDeveloperSession();
  const app = await createAppViaApi(session, LONG_NAME);

  await withPage(t, { label: 'developer' }, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, dev.email, dev.password);

    await page.goto('/developer_apps');
    await expectVisible(page.getByRole('link', { name: LONG_NAME }), 'the long-named app in the list', SLOW_MS);
    assert.equal(await sidewaysScroll(page), 0, 'the apps list scrolls sideways');
    await insideViewport(page.getByRole('columnheader', { name: 'Created' }), 'the Created column');

    await page.goto(`/developer_apps/${app.id}`);
    await expectVisible(page.getByRole('heading', { name: LONG_NAME, level: 1 }), 'the app name heading', SLOW_MS);
    assert.equal(await sidewaysScroll(page), 0, 'the app page scrolls sideways');
    const heading = page.getByRole('heading', { name: LONG_NAME, level: 1 });
    await insideViewport(heading, 'the app name heading');
    // Two lines at most, ending in an ellipsis; the whole name stays in the heading's text and its tooltip.
    const lines = await heading.evaluate((h) => {
      const style = /** @type {any} */ (globalThis).getComputedStyle(h);
      return h.getBoundingClientRect().height / parseFloat(style.lineHeight);
    });
    assert.ok(lines <= 2.2, `the app name heading takes ${lines.toFixed(1)} lines`);
    assert.equal(await heading.getAttribute('title'), LONG_NAME, 'the tooltip holds the whole name');
  });

  await withPage(t, { label: 'admin' }, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, DEMO.admin, DEMO_PASSWORD);
    await page.goto('/admin/developer_apps');
    await page.getByPlaceholder('Internal name, name or owner e-mail').fill(LONG_NAME.slice(0, 16));
    await expectVisible(page.getByRole('link', { name: LONG_NAME }), 'the long-named app in the admin list', SLOW_MS);
    assert.equal(await sidewaysScroll(page), 0, 'the admin list scrolls sideways');
    await insideViewport(page.getByRole('columnheader', { name: 'Deleted' }), "the admin list's last column");
  });
});

test("a developer's 100-character names and a long e-mail fit the top bar and the confirmation banner, wide and narrow", async (t) => {
  const dev = {
    firstName: 'Maximiliana'.repeat(9),
    lastName: 'Vanderbergenstein'.repeat(5),
    email: `longaddress${randomBytes(6).toString('hex')}${'x'.repeat(40)}@subdomain.long-construction-company-example.com`,
    password: 'Strong-pass-1!',
  };
  await signUpViaApi(dev);
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await withPage(t, { label: `${viewport.width}px`, viewport }, async ({ page }) => {
      await page.goto('/sign_in');
      await signInWithForm(page, dev.email, dev.password);
      await expectVisible(page.getByText('Please confirm your e-mail address.', { exact: false }), 'the confirmation banner', SLOW_MS);
      assert.equal(await sidewaysScroll(page), 0, `the home page scrolls sideways at ${viewport.width} px`);
      await insideViewport(userMenuButton(page), 'the user menu button');
    });
  }
});

test("on a phone the app's tabs wrap as pills, and the Collaborators tab and the admin app page fit", async (t) => {
  const { dev, session } = await newDeveloperSession();
  const app = await createAppViaApi(session, `Phone fit ${randomBytes(3).toString('hex')}`);
  const viewport = { width: 390, height: 844 };
  await withPage(t, { label: 'developer', viewport }, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, dev.email, dev.password);
    await page.goto(`/developer_apps/${app.id}?tab=collaborators`);
    await expectVisible(page.getByRole('table').getByText(dev.email), 'the owner in the collaborators table', SLOW_MS);
    assert.equal(await sidewaysScroll(page), 0, 'the Collaborators tab scrolls sideways at 390 px');
    // The name has the width beside the logo; the version badge and Save version go under it (else a word breaks).
    const title = await page.getByRole('heading', { level: 1, name: app.internal_name }).boundingBox();
    assert.ok(title && title.width >= 250, `the app name gets ${title?.width} px of the 390 px screen`);
    // The eight tabs wrap as pills rather than filling the first screen as a column (326 px of it).
    const nav = await page.getByRole('navigation', { name: 'App Information' }).boundingBox();
    assert.ok(nav && nav.height < 260, `the app's tabs take ${nav?.height} px of the 844 px screen`);
  });
  // The Configuration Builder's lead keeps the line on a 420 px phone: its toggle wraps below it (at
  // that width it was squeezed into a one-word column beside the toggle; at 390 px both wrapped anyway).
  const saved = await apiCall(session, 'POST', '/api/v1/app_versioned_manifests', {
    developer_app_id: app.id,
    environment_type: 'Sandbox',
    configured_manifest_content: configuredManifest(),
  });
  assert.equal(saved.status, 201, `set-up: sandbox version answered ${saved.status}`);
  await withPage(t, { label: 'developer at 420 px', viewport: { width: 420, height: 900 } }, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, dev.email, dev.password);
    await page.goto(`/developer_apps/${app.id}?tab=configurations`);
    const lead = page.getByText(/^Editing the draft of the next version/);
    await expectVisible(lead, "the Configuration Builder's lead", SLOW_MS);
    const leadBox = await lead.boundingBox();
    assert.ok(leadBox && leadBox.width >= 300, `the Configuration Builder's lead gets ${leadBox?.width} px of the 420 px screen`);
  });
  await withPage(t, { label: 'admin', viewport }, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, DEMO.admin, DEMO_PASSWORD);
    await page.goto(`/admin/developer_apps/${app.id}`);
    const general = page.getByRole('button', { name: 'General', exact: true });
    await expectVisible(general, 'the General tab', SLOW_MS);
    const last = general.locator('xpath=..').getByRole('button').last();
    await insideViewport(last, `the last tab (${await last.textContent()})`);
    assert.equal(await sidewaysScroll(page), 0, 'the admin app page scrolls sideways at 390 px');
  });
});
