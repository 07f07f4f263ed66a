// Waiting assertions on what the user sees (playwright-core has no `expect`, so these poll).
import assert from 'node:assert/strict';
import { EXPECT_TIMEOUT_MS } from './config.mjs';

/** @typedef {import('playwright-core').Locator} Locator */
/** @typedef {import('playwright-core').Page} Page */

/**
 * Polls `probe` until it returns true; fails with `message` (and the last probe error) otherwise.
 * @param {() => Promise<boolean> | boolean} probe
 * @param {string | (() => string)} message evaluated when the wait fails
 * @param {number} [timeoutMs]
 */
export async function eventually(probe, message, timeoutMs = EXPECT_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  for (;;) {
    try {
      if (await probe()) return;
      lastError = undefined;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const why = lastError instanceof Error ? ` (last error: ${lastError.message.split('\n')[0]})` : '';
      assert.fail(`${typeof message === 'function' ? message() : message} — still not true after ${timeoutMs} ms${why}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The page shows `locator` in the window, below the fixed top bar (a link to a section landed there).
 * @param {Locator} locator
 * @param {string} what
 */
export async function expectScrolledTo(locator, what) {
  await eventually(
    () =>
      locator.first().evaluate((element) => {
        const box = element.getBoundingClientRect();
        const topBar = element.ownerDocument.querySelector('.topbar')?.getBoundingClientRect().bottom ?? 0;
        return box.top >= topBar && box.bottom <= element.ownerDocument.documentElement.clientHeight;
      }),
    `expected the page to show ${what} in the window, below the top bar`,
  );
}

/**
 * @param {Locator} locator
 * @param {string} what what the user should see, for the failure message
 */
export async function expectVisible(locator, what, timeoutMs = EXPECT_TIMEOUT_MS) {
  try {
    await locator.first().waitFor({ state: 'visible', timeout: timeoutMs });
  } catch (error) {
    assert.fail(`expected to see ${what} — not visible after ${timeoutMs} ms (${locator}): ${firstLine(error)}`);
  }
}

/**
 * @param {Locator} locator
 * @param {string} what
 */
export async function expectHidden(locator, what, timeoutMs = EXPECT_TIMEOUT_MS) {
  await eventually(
    async () => (await locator.count()) === 0 || !(await locator.first().isVisible()),
    `expected ${what} to be gone`,
    timeoutMs,
  );
}

/**
 * @param {Locator} locator
 * @param {string} what
 */
export async function expectDisabled(locator, what, timeoutMs = EXPECT_TIMEOUT_MS) {
  await expectVisible(locator, what, timeoutMs);
  await eventually(() => locator.isDisabled(), `expected ${what} to be disabled`, timeoutMs);
}

/**
 * @param {Locator} locator
 * @param {string} what
 */
export async function expectEnabled(locator, what, timeoutMs = EXPECT_TIMEOUT_MS) {
  await expectVisible(locator, what, timeoutMs);
  await eventually(() => locator.isEnabled(), `expected ${what} to be enabled`, timeoutMs);
}

/**
 * Waits until the page's path (and, if given, query) is `expected`.
 * @param {Page} page
 * @param {string} expected e.g. `/` or `/sign_in`
 */
export async function expectPath(page, expected, timeoutMs = EXPECT_TIMEOUT_MS) {
  await eventually(
    () => new URL(page.url()).pathname === expected,
    () => `expected to be on ${expected}, but the page is at ${page.url()}`,
    timeoutMs,
  );
}

/**
 * Waits until `element`'s class list does / does not contain `className`.
 * @param {Locator} locator
 * @param {string} className
 * @param {boolean} present
 */
export async function expectClass(locator, className, present, timeoutMs = EXPECT_TIMEOUT_MS) {
  /** @type {string | null} */
  let seen = null;
  await eventually(
    async () => {
      seen = await locator.getAttribute('class', { timeout: 1000 });
      return (seen ?? '').split(/\s+/).includes(className) === present;
    },
    () => `expected class "${className}" to be ${present ? 'present' : 'absent'}; class is now "${seen}"`,
    timeoutMs,
  );
}

/** @param {unknown} error */
const firstLine = (error) => (error instanceof Error ? error.message.split('\n')[0] : String(error));
