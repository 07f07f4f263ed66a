// What a first visit downloads: the JavaScript responses of one page load in a fresh browser
// context (empty cache), with their encoded sizes, and the page's largest contentful paint.
// Shared by e2e/tests/web-assets.e2e.mjs (the budget) and bench/web.bench.mjs (the figures).

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Locator} Locator */

/** The critical-path budget of issue 9: JavaScript bytes as sent on the wire (gzip or br). */
export const FIRST_LOAD_JS_BUDGET_BYTES = 150 * 1000;

/**
 * @typedef {{ url: string, status: number, encoding: string | null, encodedBytes: number }} ScriptResponse
 * @typedef {{ scripts: ScriptResponse[], encodedBytes: number, lcpMs: number | null }} FirstLoad
 */

const isScript = (/** @type {import('playwright-core').Response} */ response) =>
  response.request().resourceType() === 'script' || new URL(response.url()).pathname.endsWith('.js');

/**
 * Opens `path` in `page` (a fresh context, so nothing is cached), waits until `ready` is visible and
 * the network is idle, and returns every JavaScript response of that load.
 * @param {Page} page
 * @param {string} path
 * @param {(page: Page) => Locator} ready what the user waits for (the page's main heading)
 * @param {number} [timeoutMs]
 * @returns {Promise<FirstLoad>}
 */
export async function measureFirstLoad(page, path, ready, timeoutMs = 30_000) {
  /** @type {Promise<ScriptResponse>[]} */
  const pending = [];
  page.on('response', (response) => {
    if (!isScript(response)) return;
    pending.push(
      (async () => {
        const sizes = await response.request().sizes();
        return {
          url: new URL(response.url()).pathname,
          status: response.status(),
          encoding: (await response.headerValue('content-encoding')) ?? null,
          encodedBytes: sizes.responseBodySize,
        };
      })(),
    );
  });
  await page.goto(path, { waitUntil: 'load', timeout: timeoutMs });
  await ready(page).first().waitFor({ state: 'visible', timeout: timeoutMs });
  await page.waitForLoadState('networkidle', { timeout: timeoutMs });
  const scripts = await Promise.all(pending);
  return { scripts, encodedBytes: scripts.reduce((sum, s) => sum + s.encodedBytes, 0), lcpMs: await largestContentfulPaint(page) };
}

/**
 * The page's largest contentful paint in ms since navigation start (buffered entries), or null when
 * the browser reports none within a second.
 * @param {Page} page
 * @returns {Promise<number | null>}
 */
export function largestContentfulPaint(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const timer = setTimeout(() => resolve(null), 1000);
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          clearTimeout(timer);
          resolve(entries.length ? entries[entries.length - 1].startTime : null);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/**
 * A browser cookie list for `GATEWAY_URL` from a `name=value; name2=value2` header (an API session).
 * @param {string} cookieHeader
 * @param {string} url
 */
export const cookiesFor = (cookieHeader, url) =>
  cookieHeader
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
    });

/** @param {number} bytes */
export const kilobytes = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
