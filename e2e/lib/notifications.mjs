// Announcements set-up through the API (an admin or developer session without a browser), the
// mail catcher's messages about one announcement, and the bell as the user sees it.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { GATEWAY_URL, MAIL_API_URL } from './config.mjs';
import { eventually, expectHidden, expectVisible } from './expect.mjs';
import { signInWithForm } from './ui.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {{ cookie: string, csrfToken: string, email: string }} ApiSession */
/**
 * @typedef {{ id: string, title: string, summary: string, body: string, critical: boolean, draft: boolean,
 *   show_after: string | null, visible: boolean, visible_by_show_after: boolean }} AdminNotification
 * @typedef {{ id: string, title: string, read_at: string | null }} Notification
 * @typedef {import('./backend.mjs').Mail} Mail
 */

/** A title nobody else uses: `<prefix> <ms>-<random>`. */
export const uniqueTitle = (/** @type {string} */ prefix) => `${prefix} ${Date.now()}-${randomBytes(3).toString('hex')}`;

/**
 * Signs in through `POST /api/v1/session` and keeps the cookie and CSRF token for later calls.
 * @param {string} email
 * @param {string} password
 * @returns {Promise<ApiSession>}
 */
export async function signInViaApi(email, password) {
  const res = await fetch(`${GATEWAY_URL}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const text = await res.text();
  assert.equal(res.status, 200, `set-up: POST /api/v1/session for ${email} answered ${res.status}: ${text.slice(0, 300)}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  assert.ok(cookie, `set-up: signing in as ${email} set no cookie`);
  return { cookie, csrfToken: JSON.parse(text).csrfToken, email };
}

/**
 * One API call in a session; returns the status, the parsed body (or text) and the headers.
 * @param {ApiSession} session
 * @param {string} method
 * @param {string} path
 * @param {unknown} [body]
 * @param {Record<string, string>} [headers]
 */
export async function apiCall(session, method, path, body, headers = {}) {
  const res = await fetch(`${GATEWAY_URL}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      cookie: session.cookie,
      ...(method === 'GET' ? {} : { 'x-csrf-token': session.csrfToken }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let data = text;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, data, headers: res.headers };
}

/**
 * Creates an announcement as the admin (`POST /api/v1/admin/notifications`).
 * @param {ApiSession} admin
 * @param {{ title: string, summary?: string, body?: string, critical?: boolean, draft?: boolean, show_after?: string | null }} input
 * @returns {Promise<AdminNotification>}
 */
export async function createNotificationViaApi(admin, input) {
  const payload = {
    summary: `Summary of ${input.title}`,
    body: `Body of ${input.title}`,
    critical: false,
    draft: false,
    show_after: null,
    ...input,
  };
  const res = await apiCall(admin, 'POST', '/api/v1/admin/notifications', payload);
  assert.equal(res.status, 201, `set-up: creating "${input.title}" answered ${res.status}: ${JSON.stringify(res.data).slice(0, 300)}`);
  return /** @type {AdminNotification} */ (res.data);
}

/**
 * Deletes announcements this test created (clean-up; a 404 means it is gone already).
 * @param {ApiSession} admin
 * @param {string[]} ids
 */
export async function deleteNotificationsViaApi(admin, ids) {
  for (const id of ids) {
    const res = await apiCall(admin, 'DELETE', `/api/v1/admin/notifications/${id}`);
    assert.ok(res.status === 204 || res.status === 404, `clean-up: deleting ${id} answered ${res.status}`);
  }
}

/**
 * The admin's list of announcements.
 * @param {ApiSession} admin
 * @returns {Promise<AdminNotification[]>}
 */
export async function adminNotifications(admin) {
  const res = await apiCall(admin, 'GET', '/api/v1/admin/notifications');
  assert.equal(res.status, 200, `GET /api/v1/admin/notifications answered ${res.status}`);
  return /** @type {AdminNotification[]} */ (res.data);
}

/**
 * What `GET /api/v1/notifications` answers in the browser's session (same cookies as the page).
 * @param {Page} page
 * @returns {Promise<Notification[]>}
 */
export async function notificationsOfPage(page) {
  const res = await page.context().request.get(`${GATEWAY_URL}/api/v1/notifications`);
  assert.equal(res.status(), 200, `GET /api/v1/notifications answered ${res.status()}`);
  return /** @type {Notification[]} */ (await res.json());
}

/** The bell button; its accessible name is "Notifications" or "Notifications, N unread". */
export const bellButton = (/** @type {Page} */ page) => page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });

/** The bell panel (a region named Notifications, present while open). */
export const bellPanel = (/** @type {Page} */ page) => page.getByRole('region', { name: 'Notifications' });

/**
 * The unread count the bell shows (0 when the badge is hidden); the badge and the button's name agree.
 * @param {Page} page
 */
export async function bellCount(page) {
  const label = (await bellButton(page).getAttribute('aria-label', { timeout: 2000 })) ?? '';
  const fromLabel = Number(/, (\d+) unread$/.exec(label)?.[1] ?? 0);
  const badge = bellButton(page).locator('.bell__badge');
  const fromBadge = (await badge.count()) ? Number((await badge.innerText()).replace('+', '')) : 0;
  assert.equal(fromBadge, Math.min(fromLabel, 99), `the bell's badge (${fromBadge}) and its accessible name (${label}) disagree`);
  return fromLabel;
}

/**
 * Opens the bell panel and waits until it has loaded.
 * @param {Page} page
 */
export async function openBell(page) {
  const button = bellButton(page);
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  const panel = bellPanel(page);
  await expectVisible(panel, 'the bell panel');
  await expectHidden(panel.getByText('Loading...'), 'the bell panel loading note');
  return panel;
}

/**
 * Waits until the bell shows the number of unread notifications the API reports for this session.
 * @param {Page} page
 * @returns {Promise<number>} that number
 */
export async function expectBellMatchesApi(page) {
  let shown = -1;
  let expected = -2;
  await eventually(
    async () => {
      shown = await bellCount(page);
      expected = (await notificationsOfPage(page)).filter((n) => !n.read_at).length;
      return shown === expected;
    },
    () => `expected the bell to show ${expected} unread (what GET /api/v1/notifications says), it shows ${shown}`,
  );
  return shown;
}

/**
 * Every message in the mail catcher to `to` that mentions `text` (in the subject or the body).
 * @param {string} to
 * @param {string} text
 * @returns {Promise<Mail[]>}
 */
export async function mailsAbout(to, text) {
  const res = await fetch(`${MAIL_API_URL}/api/messages?to=${encodeURIComponent(to)}`);
  assert.equal(res.status, 200, `GET ${MAIL_API_URL}/api/messages answered ${res.status}`);
  /** @type {Mail[]} */
  const messages = await res.json();
  return messages.filter(
    (m) =>
      m.to
        .split(',')
        .map((a) => a.trim().toLowerCase())
        .includes(to.toLowerCase()) && `${m.subject}\n${m.text}\n${m.html}`.includes(text),
  );
}

// The admin form and list as the admin sees them.

/** @param {Page} page */
export function notificationForm(page) {
  const form = page.getByRole('form', { name: /notification$/ });
  return {
    form,
    title: form.getByLabel('Title', { exact: true }),
    summary: form.getByLabel('Summary', { exact: true }),
    body: form.getByLabel('Body', { exact: true }),
    critical: form.getByLabel('Critical', { exact: true }),
    draft: form.getByLabel('Draft', { exact: true }),
    showAfter: form.getByLabel('Show after', { exact: true }),
    save: form.getByRole('button', { name: 'Save', exact: true }),
    remove: form.getByRole('button', { name: 'Delete', exact: true }),
  };
}

/**
 * The admin list's row for `title` and its cells.
 * @param {Page} page
 * @param {string} title
 */
export function adminRow(page, title) {
  const row = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
  return { row, visible: row.getByRole('cell').nth(2), critical: row.getByRole('cell').nth(3) };
}

/** @param {Page} page @param {string} email @param {string} password */
export async function signIn(page, email, password) {
  await page.goto('/sign_in');
  await signInWithForm(page, email, password);
}

/**
 * Clicks `trigger`, expects one confirm dialog whose message matches `message`, answers it.
 * @param {Page} page
 * @param {() => Promise<void>} trigger
 * @param {RegExp} message
 * @param {boolean} accept
 */
export async function answerConfirm(page, trigger, message, accept) {
  /** @type {string | undefined} */
  let seen;
  const handled = new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      seen = dialog.message();
      resolve(accept ? dialog.accept() : dialog.dismiss());
    });
  });
  await trigger();
  await Promise.race([
    handled,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`no confirm dialog matching ${message}`)), 10_000)),
  ]);
  assert.match(seen ?? '', message, `the confirm dialog says "${seen}"`);
}
