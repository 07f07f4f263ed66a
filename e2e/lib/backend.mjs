// Direct calls to the gateway API and the mail catcher, for test set-up and for reading e-mails.
import assert from 'node:assert/strict';
import { GATEWAY_URL, MAIL_API_URL } from './config.mjs';

/**
 * @typedef {{ firstName: string, lastName: string, email: string, password: string }} Developer
 * @typedef {{ to: string, subject: string, text: string, html: string, date: string }} Mail
 */

/**
 * Signs a developer up through `POST /api/v1/sign_up` (no browser involved).
 * @param {Developer} developer
 */
export async function signUpViaApi(developer) {
  const url = `${GATEWAY_URL}/api/v1/sign_up`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ ...developer, passwordConfirmation: developer.password }),
  }).catch((/** @type {Error & { cause?: { code?: string } }} */ error) =>
    assert.fail(`set-up: POST ${url} failed: ${error.cause?.code ?? error.message}`),
  );
  const body = await res.text();
  assert.equal(res.status, 201, `set-up: POST /api/v1/sign_up for ${developer.email} answered ${res.status}: ${body.slice(0, 300)}`);
  return JSON.parse(body);
}

/**
 * Waits for an e-mail to `to` (optionally with a subject matching `subject` and a text containing `text`) in the mail
 * catcher.
 * @param {string} to
 * @param {{ subject?: RegExp, text?: string, timeoutMs?: number }} [options]
 * @returns {Promise<Mail>}
 */
export async function waitForMail(to, { subject, text, timeoutMs = 20_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  for (;;) {
    try {
      const res = await fetch(`${MAIL_API_URL}/api/messages?to=${encodeURIComponent(to)}`);
      if (res.ok) {
        /** @type {Mail[]} */
        const messages = await res.json();
        const match = messages.find(
          (m) =>
            m.to
              .split(',')
              .map((a) => a.trim().toLowerCase())
              .includes(to.toLowerCase()) &&
            (!subject || subject.test(m.subject)) &&
            (!text || m.text.includes(text)),
        );
        if (match) return match;
        last = `${messages.length} message(s) to ${to}, none matching ${subject ?? 'any subject'}${text ? ` with "${text}"` : ''}`;
      } else {
        last = `GET ${MAIL_API_URL}/api/messages answered ${res.status}`;
      }
    } catch (error) {
      last = `mail catcher at ${MAIL_API_URL} not reachable (${/** @type {Error} */ (error).cause ?? error})`;
    }
    if (Date.now() > deadline) assert.fail(`no e-mail to ${to} within ${timeoutMs} ms: ${last}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * The first link in a text that contains `pathPart`, moved onto GATEWAY_URL's origin (mails link to
 * the portal's public URL, e.g. http://localhost:8080, which may differ from where the tests point).
 * @param {string} text
 * @param {string} pathPart
 */
export function linkFrom(text, pathPart) {
  const found = (text.match(/https?:\/\/[^\s<>"']+/g) ?? []).find((u) => u.includes(pathPart));
  assert.ok(found, `no link containing ${pathPart} in the e-mail text:\n${text}`);
  const url = new URL(found);
  const gateway = new URL(GATEWAY_URL);
  return `${gateway.origin}${url.pathname}${url.search}${url.hash}`;
}
