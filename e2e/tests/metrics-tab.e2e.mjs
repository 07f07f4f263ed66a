// The app page's Metrics tab (spec 2 §"Developer app detail page"): shown when the global api-usage
// flag is on or metrics exist; clicking it records the tracking event developer_app.metrics_tab.viewed
// through POST /api/v1/analytics (with the CSRF header). A new app's tab says it has no metrics yet,
// offers Export CSV and the report, shows its rate limits, and the API usage report card: the
// "Report Generation Failed" texts of spec 2 §8 (answers stubbed), then a real request (toast, the
// button resting while the report is generated and during the cooldown).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signUpViaApi } from '../lib/backend.mjs';
import { withPage } from '../lib/browser.mjs';
import { TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { newDeveloper } from '../lib/data.mjs';
import { eventually, expectDisabled, expectEnabled, expectHidden, expectVisible } from '../lib/expect.mjs';
import { trackedEvents } from '../lib/metrics.mjs';
import { apiCall, signInViaApi } from '../lib/notifications.mjs';
import { signInWithForm } from '../lib/ui.mjs';

/** The sandbox is built by a delayed job behind Kafka and the projection; the tabs wait for it. */
const SANDBOX_TIMEOUT_MS = 90_000;
const SLOW_MS = 30_000;
const KEY = 'developer_app.metrics_tab.viewed';

test(
  'clicking the Metrics tab records the tracking event and shows the metrics, rate limits and API usage report',
  { timeout: TEST_TIMEOUT_MS + SANDBOX_TIMEOUT_MS },
  async (t) => {
    const dev = newDeveloper();
    const { user } = await signUpViaApi(dev);
    const session = await signInViaApi(dev.email, dev.password);
    const created = await apiCall(session, 'POST', '/api/v1/developer_apps', { internal_name: `Metrics tab ${dev.lastName}` });
    assert.equal(created.status, 201, `set-up: creating the app answered ${created.status}`);
    const appId = created.data.id;
    /** @type {{ api_usage_enabled?: boolean, has_metrics?: boolean, sandbox?: { status: string } | null }} */
    let app = {};
    await eventually(
      async () => {
        app = (await apiCall(session, 'GET', `/api/v1/developer_apps/${appId}`)).data;
        return app.sandbox?.status === 'live';
      },
      () => `expected the sandbox of app ${appId} to be live`,
      SANDBOX_TIMEOUT_MS,
    );
    assert.equal(app.has_metrics, false, 'a new app has no metrics data');

    await withPage(t, {}, async ({ page }) => {
      await page.goto('/sign_in');
      await signInWithForm(page, dev.email, dev.password);
      await page.goto(`/developer_apps/${appId}`);
      const nav = page.getByRole('navigation', { name: 'App information' });
      await expectVisible(nav.getByRole('link', { name: 'OAuth Credentials' }), 'the side navigation', SLOW_MS);
      const metricsTab = nav.getByRole('link', { name: 'Metrics', exact: true });
      if (!app.api_usage_enabled) {
        // A stack started with API_USAGE_ENABLED=false: without metrics data the tab stays hidden.
        assert.equal(await metricsTab.count(), 0, 'no Metrics tab while the api-usage flag is off');
        t.diagnostic('API_USAGE_ENABLED is off on this stack: only the hidden tab was checked');
        return;
      }

      const tracked = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/analytics'), {
        timeout: SLOW_MS,
      });
      await metricsTab.click();
      const response = await tracked;
      assert.equal(response.status(), 202, 'POST /api/v1/analytics answered 202');
      assert.ok(response.request().headers()['x-csrf-token'], 'the tracking call carries the CSRF header');
      assert.deepEqual(response.request().postDataJSON(), { key: KEY, additional_properties: { developer_app_id: appId } });
      const { tracking_id: trackingId } = await response.json();

      const panel = page.getByRole('region', { name: 'Metrics' });
      await expectVisible(panel.getByText(/^No metrics yet\./), 'the no-metrics text', SLOW_MS);
      assert.equal(new URL(page.url()).searchParams.get('tab'), 'metrics', 'the tab is in the URL');
      assert.equal(await panel.getByRole('link', { name: /^Export/ }).getAttribute('href'), `/developer_apps/${appId}/installations.csv`);
      assert.equal(
        await panel.getByRole('link', { name: 'Open the App Engagement Report' }).getAttribute('href'),
        `/developer_apps/${appId}/engagement_report`,
      );
      const limits = panel.getByRole('region', { name: 'Rate limits' });
      await expectVisible(limits.getByText(/^The platform's default limits apply\.$|left, resets in/).first(), 'the rate limits', SLOW_MS);

      /** @type {import('../lib/metrics.mjs').TrackedEvent[]} */
      let events = [];
      await eventually(
        async () => {
          events = await trackedEvents((e) => e.data.developerId === user.id && e.data.key === KEY);
          return events.length > 0;
        },
        () => `expected a ${KEY} event of developer ${user.id} in the metrics store`,
        SLOW_MS,
      );
      assert.equal(events.length, 1, 'one click, one event');
      assert.equal(events[0].data.trackingId, trackingId);
      assert.deepEqual(events[0].data.properties, { developer_app_id: appId });

      await checkReportCard(t, page, panel, appId);
    });
  },
);

/**
 * The API usage report card, when the app may have one (it has an OAuth client id): the failure
 * texts of spec 2 §8 on stubbed answers, then a real request.
 * @param {import('node:test').TestContext} t
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} panel
 * @param {string} appId
 */
async function checkReportCard(t, page, panel, appId) {
  const latest = await page.evaluate(async (id) => {
    const res = await fetch(`/api/v1/developer_apps/${id}/api_usage_reports/latest`, { headers: { accept: 'application/json' } });
    return res.json();
  }, appId);
  const card = panel.getByRole('region', { name: 'API usage report' });
  if (!latest.available) {
    await expectHidden(card, 'no report card without an OAuth client');
    t.diagnostic('the app has no OAuth client id yet: only the hidden report card was checked');
    return;
  }
  await expectVisible(card.getByText("Get a CSV of this app's API requests over the last 30 days by e-mail."), 'the report card');
  const button = card.getByRole('button', { name: 'Email me the report' });
  await expectEnabled(button, 'the report button');

  const reports = `**/api/v1/developer_apps/${appId}/api_usage_reports`;
  /** @type {[string, (route: import('playwright-core').Route) => Promise<void>][]} */
  const failures = [
    [
      'A report is already being generated.',
      (route) => route.fulfill({ status: 409, json: { message: 'A report is already being generated.', errors: [] } }),
    ],
    ['Network error. Please check your connection and try again.', (route) => route.abort('failed')],
    ['Failed to generate report. Please try again.', (route) => route.fulfill({ status: 500, body: '' })],
  ];
  for (const [text, answer] of failures) {
    await page.route(reports, (route) => (route.request().method() === 'POST' ? answer(route) : route.fallback()));
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Report Generation Failed' });
    await expectVisible(dialog.getByText(text, { exact: true }), `the failure "${text}"`);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expectHidden(dialog, 'the dialog closed');
    await page.unroute(reports);
  }

  await expectEnabled(button, 'the report button after the stubbed failures');
  await button.click();
  await expectVisible(page.locator('.toasts').getByText("Report requested. We'll e-mail it to you."), 'the success toast');
  // The button rests now; its focus went to the card's status line, not to the page body.
  assert.equal(
    await card.evaluate(
      (el) => el.contains(el.ownerDocument.activeElement) && el.ownerDocument.activeElement?.getAttribute('role') === 'status',
    ),
    true,
    'focus on the report status',
  );
  // Generating, then the cooldown: the button rests either way, also after a reload (the server's state).
  await expectDisabled(button, 'the button while the report is generated');
  await page.reload();
  await expectVisible(card, 'the report card after a reload', SLOW_MS);
  await expectDisabled(card.getByRole('button', { name: 'Email me the report' }), 'the button after a reload');
  await expectVisible(
    card
      .getByText(/^Your report is queued\.$|^Generating your report: \d+%$|^You can request another report after \d\d:\d\d UTC\.$/)
      .first(),
    'the progress or the cooldown',
    SLOW_MS,
  );
}
