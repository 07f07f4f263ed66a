// Where the suite points and what it may assume about the seeded data.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const trimSlash = (/** @type {string} */ url) => url.replace(/\/+$/, '');

/** The gateway that serves `/api/v1` and the built web client. */
export const GATEWAY_URL = trimSlash(process.env.GATEWAY_URL || 'http://127.0.0.1:8080');
/**
 * The address users know the portal by (its `PUBLIC_URL`): security keys are bound to its host name, so a page that
 * uses one must be opened there, not at the gateway's IP address.
 */
export const PUBLIC_URL = trimSlash(process.env.PUBLIC_URL || GATEWAY_URL.replace('//127.0.0.1', '//localhost'));
/** The mail catcher's HTTP API (`GET /api/messages`, newest first). */
export const MAIL_API_URL = trimSlash(process.env.MAIL_API_URL || 'http://127.0.0.1:8025');
/** Password of the accounts `npm start` seeds. */
export const DEMO_PASSWORD = process.env.PORTAL_DEMO_PASSWORD || 'Portal-demo-1!';

export const DEMO = {
  admin: 'admin@example.com',
  employee: 'employee@example.com',
  developer: 'developer@example.com',
};

/** Debian's Chromium; playwright-core never downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
/** `E2E_HEADED=1` shows the browser (needs a display). */
export const HEADLESS = process.env.E2E_HEADED !== '1';

/** The limit a test passes as `test(name, { timeout: TEST_TIMEOUT_MS }, fn)` (run.mjs bounds whole files). */
export const TEST_TIMEOUT_MS = Number(process.env.E2E_TEST_TIMEOUT_MS || 120_000);

/** How long one expectation waits for the page before it fails. */
export const EXPECT_TIMEOUT_MS = Number(process.env.E2E_EXPECT_TIMEOUT_MS || 10_000);

export const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ARTIFACTS_DIR = path.join(E2E_DIR, 'artifacts');
