// Issue 13, acceptance 1: the App Engagement Report in the browser. Set-up through the API: one
// published listing, three installations by another user (one for a demo company, one uninstalled
// again) and four visits of the listing. The developer's report shows the chart, KPI totals equal
// to those, the per-day table newest first and the install feed without e-mails; Export CSV records
// its tracking event and downloads one row per installation; the admin's report and CSV add the
// installer's e-mail. The table's paging by 25 days is checked on a stubbed answer of 40 days (real
// data can only be made today). Axe checks the report.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { before, test } from 'node:test';
import { expectAccessible } from '../lib/a11y.mjs';
import { newDeveloperSession, SLOW_MS } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { GATEWAY_URL, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { csvRecords } from '../lib/csv.mjs';
import { eventually, expectHidden, expectPath, expectVisible } from '../lib/expect.mjs';
import { cookiesFor } from '../lib/first-load.mjs';
import { publishListing } from '../lib/marketplace.mjs';
import { apiCall } from '../lib/notifications.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').BrowserContext} BrowserContext */

const CHART = 'Marketplace visits and company installations per day';
const DAILY_TABLE = 'Visits and installations per day, newest first';
const FEED_TABLE = 'Company installations, newest first';
const DOWNLOAD_KEY = 'developers.app_metrics.download_csv.clicked';
const NO_METRICS = /^No metrics yet\./;
const VISITS = 4;

/** @type {Awaited<ReturnType<typeof publishListing>>} */
let listing;
/** @type {string} */
let installerEmail;
/** @type {{ id: string, company: string, demo: boolean }[]} */
let installs = [];
/** @type {any} */
let metrics;

before(async () => {
  listing = await publishListing();
  const installer = await newDeveloperSession();
  installerEmail = installer.dev.email;
  const suffix = randomBytes(3).toString('hex');
  for (const [company, demo] of /** @type {[string, boolean][]} */ ([
    [`E2E Metrics Demo Co ${suffix}`, true],
    [`E2E Metrics Live Co ${suffix}`, false],
    [`E2E Metrics Gone Co ${suffix}`, false],
  ])) {
    const res = await apiCall(installer.session, 'POST', `/api/v1/marketplace/listings/${listing.id}/installations`, {
      company_name: company,
      demo,
    });
    assert.equal(res.status, 201, `set-up: installing for ${company} answered ${res.status}: ${JSON.stringify(res.data)}`);
    installs.push({ id: res.data.installation_id, company, demo });
  }
  const gone = installs[2];
  const removed = await apiCall(installer.session, 'DELETE', `/api/v1/marketplace/listings/${listing.id}/installations/${gone.id}`);
  assert.equal(removed.status, 204, `set-up: uninstalling answered ${removed.status}`);
  // A visit is one visitor's views in a day: VISITS browsers, each loading the listing twice.
  for (let i = 0; i < VISITS * 2; i++) {
    const browser = `Mozilla/5.0 (metrics-report ${listing.id} ${i % VISITS})`;
    const res = await fetch(`${GATEWAY_URL}/api/v1/marketplace/listings/${listing.id}`, { headers: { 'user-agent': browser } });
    assert.equal(res.status, 200, `set-up: visiting the listing answered ${res.status}`);
  }
  // The aggregates are a read model fed from Kafka: wait until they hold everything made above.
  await eventually(
    async () => {
      const res = await apiCall(listing.developer, 'GET', `/api/v1/developer_apps/${listing.id}/metrics`);
      metrics = res.data;
      return (
        res.status === 200 &&
        metrics.daily_app_installations_aggregates.total_count === installs.length &&
        metrics.daily_marketplace_app_views_aggregates.total_count === VISITS &&
        metrics.app_installations.total_count === installs.length &&
        metrics.app_installations.rows.some((/** @type {any} */ r) => r.id === gone.id && r.status === 'uninstalled')
      );
    },
    () =>
      `expected ${installs.length} installs (one uninstalled) and ${VISITS} visits in the metrics of ${listing.id}: ${JSON.stringify(metrics)}`,
    SLOW_MS * 2,
  );
});

/** @param {BrowserContext} context @param {{ cookie: string }} session */
const signInAs = (context, session) => context.addCookies(cookiesFor(session.cookie, GATEWAY_URL));

/** The text of every cell of a table's body, row by row. @param {import('playwright-core').Locator} table */
const bodyCells = (table) =>
  table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => Array.from(row.children, (cell) => (cell.textContent ?? '').trim())));

/** Clicks Export CSV and reads the download. @param {Page} page */
async function exportCsv(page) {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: SLOW_MS }),
    page.getByRole('link', { name: /^Export/ }).click(),
  ]);
  const file = await download.path();
  assert.ok(file, 'the download was saved');
  return { name: download.suggestedFilename(), ...csvRecords(await fs.readFile(file, 'utf8')) };
}

test("the developer's report: chart, totals, table, feed without e-mails and the CSV", { timeout: TEST_TIMEOUT_MS }, async (t) => {
  const appName = listing.app.internal_name;
  await withPage(t, {}, async ({ page, context }) => {
    await signInAs(context, listing.developer);

    // The app page's Metrics tab shows the same totals and leads to the report.
    await page.goto(`/developer_apps/${listing.id}?tab=metrics`);
    const panel = page.getByRole('region', { name: 'Metrics' });
    await expectVisible(panel.getByRole('group', { name: 'Total Marketplace Visits' }), 'the tab KPI', SLOW_MS);
    assert.match(await panel.getByRole('group', { name: 'Total Marketplace Visits' }).innerText(), new RegExp(`\\b${VISITS}\\b`));
    await expectVisible(panel.getByRole('img', { name: CHART }), 'the chart on the tab', SLOW_MS);
    await panel.getByRole('link', { name: 'Open the App Engagement Report' }).click();
    await expectPath(page, `/developer_apps/${listing.id}/engagement_report`);

    await expectVisible(page.getByRole('heading', { level: 1, name: 'App Engagement Report' }), 'the report heading', SLOW_MS);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    assert.equal(await crumbs.getByRole('link', { name: 'Apps', exact: true }).getAttribute('href'), '/developer_apps');
    assert.equal(await crumbs.getByRole('link', { name: appName, exact: true }).getAttribute('href'), `/developer_apps/${listing.id}`);

    const chart = page.getByRole('img', { name: CHART });
    await expectVisible(chart, 'the area chart', SLOW_MS);
    assert.equal(await chart.evaluate((el) => el.tagName.toLowerCase()), 'svg', 'the chart is an svg');
    assert.ok((await chart.locator('path').count()) >= 2, 'the two areas are drawn');
    await expectVisible(page.getByRole('listitem').filter({ hasText: /^Company Installations$/ }), 'the legend');
    // On a phone the chart is drawn at its box's width (a fixed drawing scaled down made its labels about 5 px).
    await page.setViewportSize({ width: 390, height: 844 });
    await eventually(async () => {
      const drawn = Number(await chart.getAttribute('width'));
      const box = await chart.boundingBox();
      return box !== null && Math.abs(drawn - box.width) <= 1 && box.width < 390;
    }, 'the chart drawn at its width on a 390 px screen');
    await page.setViewportSize({ width: 1280, height: 900 });

    const visitsKpi = await page.getByRole('group', { name: 'Total Marketplace Visits' }).innerText();
    const installsKpi = await page.getByRole('group', { name: 'Company Installations' }).innerText();
    assert.match(visitsKpi, new RegExp(`\\b${VISITS}$`), `the visits KPI: ${visitsKpi}`);
    assert.match(installsKpi, new RegExp(`\\b${installs.length}$`), `the installations KPI: ${installsKpi}`);

    // Every made event is today: one row, the newest day of the aggregates, with both counts.
    const daily = page.getByRole('table', { name: DAILY_TABLE });
    const days = metrics.daily_marketplace_app_views_aggregates.rows.map((/** @type {{ date: string }} */ r) => r.date);
    const newest = days[days.length - 1];
    assert.equal(await daily.locator('tbody tr').first().locator('time').getAttribute('datetime'), newest, 'the newest day first');
    const [firstDay] = await bodyCells(daily);
    assert.deepEqual(firstDay.slice(1), [String(VISITS), String(installs.length)], `the first row: ${firstDay.join(' | ')}`);

    const feed = page.getByRole('table', { name: FEED_TABLE });
    const feedRows = await bodyCells(feed);
    assert.equal(feedRows.length, installs.length, 'one feed row per installation');
    for (const install of installs) {
      const row = feedRows.find((cells) => cells[0].startsWith(install.company));
      assert.ok(row, `the feed lists ${install.company}`);
      assert.equal(row[0].endsWith('Demo'), install.demo, `the demo badge of ${install.company}`);
      assert.equal(row[1], install === installs[2] ? 'Uninstalled' : 'Installed', `the status of ${install.company}`);
    }
    assert.equal(await feed.getByRole('columnheader', { name: 'Installed by' }).count(), 0, 'no installer column');
    assert.equal(await page.getByText(installerEmail).count(), 0, "no installer's e-mail for the developer");
    await expectAccessible(page, 'the App Engagement Report');

    const tracked = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/v1/analytics'), { timeout: SLOW_MS });
    const csv = await exportCsv(page);
    assert.deepEqual((await tracked).postDataJSON(), {
      key: DOWNLOAD_KEY,
      additional_properties: { developer_app_id: listing.id, app_name: appName },
    });
    assert.equal(csv.name, `${listing.id}-installations.csv`);
    assert.deepEqual(csv.header, ['id', 'company_name', 'company_is_demo', 'status', 'platform_updated_at']);
    assert.deepEqual(csv.records.map((r) => r.id).sort(), installs.map((i) => i.id).sort(), 'one CSV row per installation');
    for (const install of installs) {
      const record = csv.records.find((r) => r.id === install.id);
      assert.equal(record?.company_name, install.company);
      assert.equal(record?.company_is_demo, String(install.demo));
    }
  });
});

test("the admin's report and CSV show the installers' e-mails", { timeout: TEST_TIMEOUT_MS }, async (t) => {
  await withPage(t, {}, async ({ page, context }) => {
    await signInAs(context, listing.admin);
    await page.goto(`/admin/developer_apps/${listing.id}/engagement_report`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'App Engagement Report' }), 'the report heading', SLOW_MS);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    assert.equal(await crumbs.getByRole('link', { name: 'Admin', exact: true }).getAttribute('href'), '/admin');
    assert.equal(
      await crumbs.getByRole('link', { name: listing.app.internal_name, exact: true }).getAttribute('href'),
      `/admin/developer_apps/${listing.id}`,
    );
    const feed = page.getByRole('table', { name: FEED_TABLE });
    await expectVisible(feed.getByRole('columnheader', { name: 'Installed by' }), 'the installer column', SLOW_MS);
    assert.equal(await feed.getByRole('cell', { name: installerEmail, exact: true }).count(), installs.length, 'the e-mail on every row');

    const csv = await exportCsv(page);
    assert.deepEqual(csv.header, ['id', 'company_name', 'company_is_demo', 'status', 'platform_updated_at', 'user_email_address']);
    assert.equal(csv.records.length, installs.length, 'one CSV row per installation');
    assert.ok(
      csv.records.every((r) => r.user_email_address === installerEmail),
      'the installer on every row',
    );
  });
});

/** `count` UTC days ending `last`, oldest first. @param {string} last @param {number} count */
const daysUpTo = (last, count) =>
  Array.from({ length: count }, (_, i) =>
    new Date(Date.parse(`${last}T00:00:00Z`) - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );

test('the per-day table pages by 25 days, newest first, and an app without data says so', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  // 40 days; the server leaves out days without counts, the page fills them in.
  const days = daysUpTo('2026-02-09', 40);
  const withData = days.filter((_, i) => i !== 5);
  /** @type {any} */
  let answer = {
    developer_app_id: listing.id,
    app_installations: { total_count: 0, rows: [] },
    daily_app_installations_aggregates: { total_count: withData.length, rows: withData.map((date) => ({ date, count: 1 })) },
    daily_marketplace_app_views_aggregates: {
      total_count: withData.reduce((sum, _, i) => sum + i + 1, 0),
      rows: withData.map((date, i) => ({ date, count: i + 1 })),
    },
  };
  await withPage(t, {}, async ({ page, context }) => {
    await signInAs(context, listing.developer);
    await page.route(`**/api/v1/developer_apps/${listing.id}/metrics?*`, (route) => route.fulfill({ json: answer }));
    await page.goto(`/developer_apps/${listing.id}/engagement_report`);
    const daily = page.getByRole('table', { name: DAILY_TABLE });
    await expectVisible(daily, 'the per-day table', SLOW_MS);
    const dates = () => daily.locator('tbody time').evaluateAll((times) => times.map((el) => el.getAttribute('datetime')));
    assert.deepEqual(await dates(), days.slice(15).reverse(), 'page 1: the newest 25 days, newest first');
    await expectHidden(page.getByRole('table', { name: FEED_TABLE }), 'no feed without installations');

    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expectVisible(pager.getByText('Page 1 of 2'), 'the pager');
    await pager.getByRole('button', { name: 'Next' }).click();
    await expectVisible(pager.getByText('Page 2 of 2'), 'page 2');
    assert.deepEqual(await dates(), days.slice(0, 15).reverse(), 'page 2: the oldest 15 days');
    const gap = (await bodyCells(daily)).find((cells) => cells[0] === 'Jan 6, 2026');
    assert.deepEqual(gap?.slice(1), ['0', '0'], 'a day without data shows zeros');

    answer = {
      ...answer,
      daily_app_installations_aggregates: { total_count: 0, rows: [] },
      daily_marketplace_app_views_aggregates: { total_count: 0, rows: [] },
    };
    await page.reload();
    await expectVisible(page.getByText(NO_METRICS), 'the no-metrics text', SLOW_MS);
    await expectHidden(page.getByRole('table', { name: DAILY_TABLE }), 'no per-day table');
    await expectHidden(page.getByRole('img', { name: CHART }), 'no chart');
  });
});
