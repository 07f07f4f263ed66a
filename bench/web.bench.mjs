// First load of the web client in headless Chromium (playwright-core + Debian Chromium, as e2e
// uses): the largest contentful paint of the home page and of a developer's app page, and the
// JavaScript bytes on their critical path as sent (br/gzip). The peer is the same page's rendered
// HTML (scripts removed, stylesheets inlined) from a bare node:http server: what the paint would
// cost with no client code at all.
import { createServer } from 'node:http';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/lib/config.mjs';
import { FIRST_LOAD_JS_BUDGET_BYTES, cookiesFor, kilobytes, measureFirstLoad } from '../e2e/lib/first-load.mjs';
import { GATEWAY, client, eventually, machineLine, median, writeSection } from './lib/harness.mjs';

/** Fresh-context loads per page (each with an empty cache); the median is reported. */
const RUNS = 7;
const LCP_TARGET_MS = 1000;
const PAGE_TIMEOUT_MS = 30_000;

const ms = (value) => (value === null ? 'n/a' : `${Math.round(value)}`);

/** The rendered page without its scripts, stylesheets inlined: a static copy of what the user sees. */
async function staticCopy(page) {
  const html = await page.content();
  const sheets = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)];
  let copy = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link[^>]+rel="modulepreload"[^>]*>/g, '');
  for (const [tag, href] of sheets) {
    const css = await (await fetch(new URL(href, GATEWAY))).text();
    copy = copy.replace(tag, () => `<style>${css}</style>`);
  }
  return copy;
}

/** A bare static server answering `html` on every path (loopback, random port). */
const serveStatic = (html) =>
  new Promise((resolve) => {
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(html);
    });
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}`, stop: () => server.close() }));
  });

/** RUNS first loads of `url` in fresh contexts; returns the median LCP, the JS bytes and a static copy of the page. */
async function firstLoads(browser, url, ready, cookies = []) {
  const lcps = [];
  let last = null;
  let copy = '';
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    try {
      await context.addCookies(cookies);
      const page = await context.newPage();
      last = await measureFirstLoad(page, url, ready, PAGE_TIMEOUT_MS);
      lcps.push(last.lcpMs);
      if (!copy) copy = await staticCopy(page);
    } finally {
      await context.close();
    }
  }
  return { lcpMs: median(lcps), jsBytes: last.encodedBytes, scripts: last.scripts.length, copy };
}

export default async function bench() {
  const developer = client();
  const email = `bench-web-${Date.now().toString(36)}${process.pid}@example.com`;
  await developer.call('POST', '/api/v1/sign_up', {
    firstName: 'Bench',
    lastName: 'Web',
    email,
    password: 'Str0ng!password',
    passwordConfirmation: 'Str0ng!password',
  });
  const appName = `Bench web ${Date.now().toString(36)}`;
  const { json: app } = await developer.call('POST', '/api/v1/developer_apps', { internal_name: appName });
  await eventually(async () => (await developer.call('GET', `/api/v1/developer_apps/${app.id}`)).json?.id === app.id);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  const stops = [];
  try {
    const pages = [
      { label: 'home page `/` (signed out)', path: '/', ready: (p) => p.getByRole('heading', { level: 1 }), cookies: [] },
      {
        label: 'app page `/developer_apps/<id>` (signed-in developer)',
        path: `/developer_apps/${app.id}`,
        ready: (p) => p.getByRole('heading', { name: appName, level: 1 }),
        cookies: cookiesFor(developer.cookie(), GATEWAY),
      },
    ];
    const rows = [];
    for (const target of pages) {
      const portal = await firstLoads(browser, new URL(target.path, GATEWAY).toString(), target.ready, target.cookies);
      const bare = await serveStatic(portal.copy);
      stops.push(bare.stop);
      const peer = await firstLoads(browser, `${bare.url}${target.path}`, target.ready);
      rows.push(
        `| ${target.label} | ${ms(portal.lcpMs)} | ${ms(peer.lcpMs)} | ${kilobytes(portal.jsBytes)} in ${portal.scripts} files | ` +
          `${portal.lcpMs !== null && portal.lcpMs <= LCP_TARGET_MS ? 'yes' : 'no'} | ${portal.jsBytes <= FIRST_LOAD_JS_BUDGET_BYTES ? 'yes' : 'no'} |`,
      );
    }
    writeSection(
      'web',
      [
        '## Web client first load (LCP and critical-path JavaScript)',
        '',
        machineLine(),
        `Headless Chromium (playwright-core, ${CHROMIUM_PATH}), 1280×900, a fresh context (empty cache) per load, median of ${RUNS} loads,`,
        'over loopback from the gateway. JavaScript is counted as sent (brotli/gzip) until the page heading shows and the network is idle.',
        "Peer: the same page's rendered HTML with its scripts removed and stylesheets inlined, from a bare node:http server.",
        '',
        `| Page | LCP (ms) | peer: static HTML LCP (ms) | JavaScript on the critical path | LCP ≤ ${LCP_TARGET_MS} ms | JS ≤ ${kilobytes(FIRST_LOAD_JS_BUDGET_BYTES)} |`,
        '|---|---:|---:|---:|:---:|:---:|',
        ...rows,
      ].join('\n'),
    );
  } finally {
    for (const stop of stops) stop();
    await browser.close();
  }
}
