// While a service behind the gateway is down, a page that cannot load says so (the gateway's 503 message),
// waits as long as Retry-After asks before its own retries, and offers "Try again" that loads it once the
// service is back. The outage is the gateway's documented 503 answered in the browser: stopping a real
// service would fail every test running beside this one. A service that hangs costs the gateway's wait
// for an answer: the spinner says the load is slow, and a slow failure is not tried again on its own.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD } from '../lib/config.mjs';
import { eventually, expectHidden, expectVisible } from '../lib/expect.mjs';
import { signedOutNavLink, signInWithForm } from '../lib/ui.mjs';

const DOWN = 'Developer apps are unavailable right now. Please try again shortly.';

/**
 * The gateway's 503 for a service that is down: its message, a Retry-After, and a code when it has one.
 * @param {import('playwright-core').Route} route
 * @param {{ message: string, retryAfter: number, code?: string }} answer
 */
const answerUnavailable = (route, { message, retryAfter, code }) =>
  route.fulfill({
    status: 503,
    contentType: 'application/json',
    headers: { 'retry-after': String(retryAfter) },
    body: JSON.stringify({ message, errors: [message], ...(code ? { code } : {}) }),
  });

test('a page whose service is down says so, retries as Retry-After asks, and loads on Try again once it is back', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, DEMO.developer, DEMO_PASSWORD);

    /** @type {number[]} */
    const tries = [];
    const ownApps = /\/api\/v1\/developer_apps(\?|$)/;
    await page.route(ownApps, (route) => {
      // The home page signing in lands on may still ask (its apps panel): only the apps list's tries count.
      if (new URL(page.url()).pathname === '/developer_apps') tries.push(Date.now());
      return answerUnavailable(route, { message: DOWN, retryAfter: 2 });
    });
    await page.goto('/developer_apps');
    const banner = page.getByRole('alert').filter({ hasText: DOWN });
    await expectVisible(banner, 'the service-down message');
    // The first load and two retries, each after the 2 s the answer asked for (not 1 s, then 2 s).
    assert.equal(tries.length, 3, `${tries.length} tries`);
    for (let i = 1; i < tries.length; i++) assert.ok(tries[i] - tries[i - 1] >= 1900, `retry ${i} after ${tries[i] - tries[i - 1]} ms`);

    await page.unroute(ownApps);
    await banner.getByRole('button', { name: 'Try again' }).click();
    await expectVisible(page.getByRole('link', { name: 'Demo Integration' }), 'the apps list once the service is back');
    await expectHidden(banner, 'the service-down message after the list loaded');
    await eventually(async () => tries.length === 3, 'no more stubbed tries');
  });
});

test('a home page panel that cannot load says so on its own and loads on Try again', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, DEMO.developer, DEMO_PASSWORD);
    const ownApps = /\/api\/v1\/developer_apps(\?|$)/;
    await page.route(ownApps, (route) => answerUnavailable(route, { message: DOWN, retryAfter: 0 }));
    await page.goto('/');
    const panel = page.getByRole('region', { name: 'Your apps' });
    await expectVisible(panel.getByRole('alert').filter({ hasText: 'This could not be loaded.' }), 'the panel failure');
    await expectVisible(
      panel.getByRole('link', { name: 'All apps', exact: true }),
      'the link to all apps, without a count it does not know',
    );
    await expectVisible(
      page.getByRole('region', { name: 'Latest announcements' }).getByRole('link', { name: 'All announcements' }),
      'the other panels',
    );
    await page.unroute(ownApps);
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expectVisible(panel.getByRole('link', { name: 'Demo Integration' }), 'the apps once loaded');
    await expectVisible(panel.getByRole('link', { name: /^All apps \(\d+\)$/ }), 'the count once known');
    await expectHidden(panel.getByRole('alert'), 'the failure after loading');
  });
});

test('a service that answers only after a timeout is not tried again on its own: the list says so and offers Try again', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, DEMO.admin, DEMO_PASSWORD);
    const identityDown = 'Accounts and sign-in are unavailable right now. Please try again shortly.';
    /** @type {number[]} */
    const tries = [];
    const developers = /\/api\/v1\/admin\/developers(\?|$)/;
    await page.route(developers, async (route) => {
      tries.push(Date.now());
      // As the gateway answers a frozen service: after its wait for an answer ran out (here shortened).
      await new Promise((resolve) => setTimeout(resolve, 5_500));
      await answerUnavailable(route, { message: identityDown, retryAfter: 1 });
    });
    await page.goto('/admin/developers');
    await expectVisible(page.getByText('Still loading: this is taking longer than usual.'), 'the spinner saying the wait is long');
    const banner = page.getByRole('alert').filter({ hasText: identityDown });
    await expectVisible(banner, "the admin list's service-down message, worded by the gateway");
    await page.waitForTimeout(2_000);
    assert.equal(tries.length, 1, `${tries.length} tries: a slow failure is not retried`);

    await page.unroute(developers);
    await banner.getByRole('button', { name: 'Try again' }).click();
    await expectVisible(page.getByRole('table', { name: 'Registered Developers' }), 'the developers once the service answers');
    await expectHidden(banner, 'the service-down message after the list loaded');
  });
});

test('a signed-in page whose session check fails says so and keeps its address: nobody is sent to sign in', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, DEMO.developer, DEMO_PASSWORD);
    const identityDown = 'Accounts and sign-in are unavailable right now. Please try again shortly.';
    const session = /\/api\/v1\/session$/;
    await page.route(session, (route) =>
      route.request().method() === 'GET' ? answerUnavailable(route, { message: identityDown, retryAfter: 0 }) : route.continue(),
    );
    await page.goto('/developer_apps');
    const banner = page.getByRole('alert').filter({ hasText: identityDown });
    await expectVisible(banner, 'the failed session check');
    assert.equal(new URL(page.url()).pathname, '/developer_apps');
    await expectHidden(signedOutNavLink(page), 'a Sign in link in the header: nobody signed out');

    await page.unroute(session);
    await banner.getByRole('button', { name: 'Try again' }).click();
    await expectVisible(page.getByRole('link', { name: 'Demo Integration' }), 'the apps list once the check answers');
  });
});

test('an app created while the portal catches up is announced as created: the dialog offers no second Create', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, DEMO.developer, DEMO_PASSWORD);
    const saved =
      'Your change was saved, but it cannot be shown yet: the portal is catching up. Reload in a moment instead of sending it again.';
    const create = /\/api\/v1\/developer_apps$/;
    // As the gateway answers when the app is saved but the read model has not got it (Kafka down, say).
    await page.route(create, (route) =>
      route.request().method() === 'POST'
        ? answerUnavailable(route, { message: saved, retryAfter: 5, code: 'saved_not_shown' })
        : route.continue(),
    );
    await page.goto('/developer_apps');
    await page.getByRole('button', { name: 'Create a New App' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New App' });
    await dialog.getByRole('textbox', { name: 'App Name' }).fill('Caught-up app');
    await dialog.getByRole('button', { name: 'Create App' }).click();
    await expectVisible(
      dialog.getByRole('status').filter({ hasText: 'Caught-up app was created, but it cannot be shown yet' }),
      'the created notice',
    );
    await expectHidden(dialog.getByRole('button', { name: 'Create App' }), 'a second Create App');
    await expectHidden(dialog.getByRole('textbox', { name: 'App Name' }), 'the form');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expectHidden(dialog, 'the dialog, closed');
  });
});
