// Issue 9, acceptance 4: the first load of the home page and of an app page fetches at most 150 KB
// of JavaScript, every script sent brotli- or gzip-encoded (read from the browser's network log).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SLOW_MS, createAppViaApi, newDeveloperSession, uniqueAppName } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { GATEWAY_URL } from '../lib/config.mjs';
import { FIRST_LOAD_JS_BUDGET_BYTES, cookiesFor, kilobytes, measureFirstLoad } from '../lib/first-load.mjs';

/** @param {import('../lib/first-load.mjs').FirstLoad} load */
function expectCompressedWithinBudget(load, what) {
  const listing = load.scripts.map((s) => `${s.url} ${s.status} ${s.encoding ?? 'identity'} ${s.encodedBytes} B`).join('\n  ');
  assert.ok(load.scripts.length > 0, `${what}: the network log shows no JavaScript at all`);
  const plain = load.scripts.filter((s) => s.encoding !== 'br' && s.encoding !== 'gzip');
  assert.deepEqual(
    plain.map((s) => s.url),
    [],
    `${what}: every script must be sent with content-encoding br or gzip; these were not:\n  ${listing}`,
  );
  assert.ok(
    load.encodedBytes <= FIRST_LOAD_JS_BUDGET_BYTES,
    `${what}: ${kilobytes(load.encodedBytes)} of JavaScript on the first load, over the ${kilobytes(FIRST_LOAD_JS_BUDGET_BYTES)} budget:\n  ${listing}`,
  );
}

test('the home page loads at most 150 KB of compressed JavaScript', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    const load = await measureFirstLoad(page, '/', (p) => p.getByRole('heading', { level: 1 }), SLOW_MS);
    expectCompressedWithinBudget(load, 'the home page (signed out)');
  });
});

test("a developer's app page loads at most 150 KB of compressed JavaScript", async (t) => {
  const { session } = await newDeveloperSession();
  const name = uniqueAppName('E2E assets');
  const app = await createAppViaApi(session, name);
  await withPage(t, {}, async ({ page, context }) => {
    await context.addCookies(cookiesFor(session.cookie, GATEWAY_URL));
    const load = await measureFirstLoad(page, `/developer_apps/${app.id}`, (p) => p.getByRole('heading', { name, level: 1 }), SLOW_MS);
    expectCompressedWithinBudget(load, 'the app page (signed-in developer)');
  });
});

test('robots.txt is served as text, and a typed file the build lacks is a 404, not the client page', async () => {
  const robots = await fetch(`${GATEWAY_URL}/robots.txt`);
  assert.equal(robots.status, 200);
  assert.match(robots.headers.get('content-type') ?? '', /^text\/plain/);
  assert.match(await robots.text(), /Disallow: \/admin/);
  for (const missing of ['/favicon.ico', '/sitemap.xml', '/apple-touch-icon.png']) {
    const answer = await fetch(`${GATEWAY_URL}${missing}`);
    await answer.arrayBuffer();
    assert.equal(answer.status, 404, `${missing} answered ${answer.status}`);
  }
  const route = await fetch(`${GATEWAY_URL}/developer_apps`, { headers: { accept: 'text/html' } });
  assert.equal(route.status, 200);
  assert.match(await route.text(), /<div id="root">/);
});
