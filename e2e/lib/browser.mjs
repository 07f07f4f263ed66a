// One Chromium per test file (launched on first use, closed after the file's tests), one fresh
// browser context per `withPage` call, and failure artifacts (screenshot + page log).
import fs from 'node:fs/promises';
import path from 'node:path';
import { after } from 'node:test';
import { chromium } from 'playwright-core';
import { ARTIFACTS_DIR, CHROMIUM_ARGS, CHROMIUM_PATH, EXPECT_TIMEOUT_MS, GATEWAY_URL, HEADLESS } from './config.mjs';

/** @typedef {import('playwright-core').Browser} Browser */
/** @typedef {import('playwright-core').BrowserContext} BrowserContext */
/** @typedef {import('playwright-core').Page} Page */

/** @type {Promise<Browser> | undefined} */
let browserPromise;

function browser() {
  browserPromise ??= chromium.launch({ executablePath: CHROMIUM_PATH, headless: HEADLESS, args: CHROMIUM_ARGS });
  return browserPromise;
}

after(async () => {
  if (browserPromise) await (await browserPromise).close();
});

const slug = (/** @type {string} */ s) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/** The test file's name without `.e2e.mjs` (node:test runs each file in its own process). */
const fileSlug = () => slug(path.basename(process.argv[1] ?? 'e2e').replace(/\.e2e\.mjs$/, ''));

/**
 * Records what a page says (console, uncaught errors, failed and non-2xx/3xx requests).
 * @param {Page} page
 * @param {string[]} log
 */
function recordPage(page, log) {
  const stamp = () => new Date().toISOString().slice(11, 23);
  page.on('console', (m) => log.push(`${stamp()} console.${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => log.push(`${stamp()} pageerror: ${e.stack ?? e.message}`));
  page.on('requestfailed', (r) => log.push(`${stamp()} requestfailed: ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('response', (r) => {
    if (r.status() >= 400) log.push(`${stamp()} http ${r.status()}: ${r.request().method()} ${r.url()}`);
  });
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) log.push(`${stamp()} navigated: ${f.url()}`);
  });
}

/**
 * Saves a screenshot and the log of every page of the context; returns the files written.
 * @param {BrowserContext} context
 * @param {string} base
 * @param {Map<Page, string[]>} logs
 * @param {unknown} error
 */
async function saveArtifacts(context, base, logs, error) {
  await fs.mkdir(ARTIFACTS_DIR, { recursive: true });
  const written = [];
  let i = 0;
  for (const page of context.pages()) {
    const name = `${base}${i++ ? `-page${i}` : ''}`;
    const png = path.join(ARTIFACTS_DIR, `${name}.png`);
    try {
      await page.screenshot({ path: png, fullPage: true, timeout: 5000 });
      written.push(png);
    } catch (e) {
      (logs.get(page) ?? []).push(`(screenshot failed: ${/** @type {Error} */ (e).message})`);
    }
    const txt = path.join(ARTIFACTS_DIR, `${name}.console.log`);
    const header = [`url: ${page.url()}`, `error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`, ''];
    await fs.writeFile(txt, [...header, ...(logs.get(page) ?? [])].join('\n') + '\n');
    written.push(txt);
  }
  return written;
}

/**
 * Runs `fn` with a page in a fresh browser context (own cookies and storage). On failure, saves a
 * screenshot and the page log under e2e/artifacts/ and names them in the error.
 * @template T
 * @param {{ name: string }} t the node:test context (for the artifact names)
 * @param {{ label?: string, viewport?: { width: number, height: number }, baseURL?: string, touch?: boolean }} options a
 *   `touch` page is a phone's: taps, no mouse
 * @param {(session: { page: Page, context: BrowserContext }) => Promise<T>} fn
 * @returns {Promise<T>}
 */
export async function withPage(t, options, fn) {
  const context = await (
    await browser()
  ).newContext({
    baseURL: options.baseURL ?? GATEWAY_URL,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    locale: 'en-US',
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
  });
  context.setDefaultTimeout(EXPECT_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(30_000);
  /** @type {Map<Page, string[]>} */
  const logs = new Map();
  context.on('page', (p) => {
    /** @type {string[]} */
    const log = [];
    logs.set(p, log);
    recordPage(p, log);
  });
  try {
    const page = await context.newPage();
    return await fn({ page, context });
  } catch (error) {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const base = [fileSlug(), slug(t.name), options.label ? slug(options.label) : '', stamp].filter(Boolean).join('--');
    const files = await saveArtifacts(context, base, logs, error).catch((e) => [`(could not save artifacts: ${e.message})`]);
    const note = `\n  artifacts:\n${files.map((f) => `    ${path.relative(process.cwd(), f)}`).join('\n')}`;
    if (error instanceof Error) {
      try {
        error.message += note;
      } catch {
        // a read-only message: the artifacts are still on disk
      }
    }
    throw error;
  } finally {
    await context.close().catch(() => {});
  }
}
