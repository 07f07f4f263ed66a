// The app page's Metrics tab (spec 2 §"Developer app detail page"): shown when the global api-usage
// flag is on or metrics exist; clicking it records the tracking event developer_app.metrics_tab.viewed
// through POST /api/v1/analytics (with the CSRF header), and the tab is an honest placeholder.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signUpViaApi } from '../lib/backend.mjs';
import { withPage } from '../lib/browser.mjs';
import { TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { newDeveloper } from '../lib/data.mjs';
import { eventually, expectVisible } from '../lib/expect.mjs';
import { trackedEvents } from '../lib/metrics.mjs';
import { apiCall, signInViaApi } from '../lib/notifications.mjs';
import { signInWithForm } from '../lib/ui.mjs';

/** The sandbox is built by a delayed job behind Kafka and the projection; the tabs wait for it. */
const SANDBOX_TIMEOUT_MS = 90_000;
const SLOW_MS = 30_000;
const KEY = 'developer_app.metrics_tab.viewed';

test(
  'clicking the Metrics tab shows its placeholder and records the tracking event',
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
    assert.equal(app.has_metrics, false, 'no metrics data is collected yet');

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
      await expectVisible(panel.getByText('Engagement metrics and the API usage report are not available yet.'), 'the placeholder');
      assert.equal(new URL(page.url()).searchParams.get('tab'), 'metrics', 'the tab is in the URL');

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
    });
  },
);
