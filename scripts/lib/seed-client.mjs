// The demo seeds' way to the portal: its public API through the gateway, signed in like a user.
import { DEMO_PASSWORD } from './config.mjs';

/** One JSON call; `{ status, headers, data }`, never throws on a status. */
export async function call(method, url, { cookie, csrf, body } = {}) {
  const res = await fetch(url, {
    method,
    headers: {
      accept: 'application/json',
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

/** A demo account's session (`{ cookie, csrf }`), or an Error saying why not. */
export async function signedIn(gatewayUrl, email) {
  const session = await call('POST', `${gatewayUrl}/api/v1/session`, { body: { email, password: DEMO_PASSWORD } });
  if (session.status !== 200) return new Error(`signing in ${email} answered ${session.status}`);
  return {
    cookie: session.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
    csrf: session.data.csrfToken,
  };
}
