// The demo seeds' way to the portal: its public API through the gateway, signed in like a user.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DATA, DEMO_PASSWORD } from './config.mjs';

const DEVICE_FILE = path.join(DATA, 'seed-device-cookie');

/**
 * The seeds sign in like one browser kept with the data directory, so every `npm start` after the first is a known
 * device and does not mail the demo accounts a new-sign-in notice.
 */
function seedDeviceCookie() {
  try {
    const kept = fs.readFileSync(DEVICE_FILE, 'utf8').trim();
    if (/^[A-Za-z0-9_-]{32}$/.test(kept)) return kept;
  } catch {
    // none yet
  }
  const made = randomBytes(24).toString('base64url');
  fs.mkdirSync(DATA, { recursive: true });
  fs.writeFileSync(DEVICE_FILE, `${made}\n`, { mode: 0o600 });
  return made;
}

/** One JSON call; `{ status, headers, data }`, never throws on a status. */
export async function call(method, url, { cookie, csrf, body } = {}) {
  const res = await fetch(url, {
    method,
    headers: {
      accept: 'application/json',
      // Named in the demo accounts' sessions list and security log (fetch would say "node").
      'user-agent': 'portal-demo-seed',
      ...(cookie ? { cookie } : {}),
      ...(csrf ? { 'x-csrf-token': csrf } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(20_000),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, data: text ? JSON.parse(text) : null };
}

/**
 * Ends a seed's session, so the demo accounts' "Where you are signed in" lists only their own browsers. Never throws:
 * a session left behind expires by itself.
 */
export async function signedOut(gatewayUrl, auth) {
  if (!auth || auth instanceof Error) return;
  await call('DELETE', `${gatewayUrl}/api/v1/session`, auth).catch(() => undefined);
}

/** A demo account's session (`{ cookie, csrf }`), or an Error saying why not. */
export async function signedIn(gatewayUrl, email) {
  const session = await call('POST', `${gatewayUrl}/api/v1/session`, {
    cookie: `portal_device=${seedDeviceCookie()}`,
    body: { email, password: DEMO_PASSWORD },
  });
  if (session.status !== 200) return new Error(`signing in ${email} answered ${session.status}`);
  return {
    cookie: session.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
    csrf: session.data.csrfToken,
  };
}
