// Demo data beyond the accounts: the demo developer gets one app (its sandbox builds by itself), so
// a first look at the portal shows the app pages with something in them. Through the gateway's
// public API, like a developer would, and only when that developer has no app yet (idempotent).
import { DEMO_PASSWORD } from './config.mjs';
import { info, ok, warn } from './log.mjs';

const DEMO_DEVELOPER = 'developer@example.com';
const DEMO_APP = 'Demo Integration';

async function call(method, url, { cookie, csrf, body } = {}) {
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

export async function seedDemoApp(gatewayUrl) {
  try {
    const session = await call('POST', `${gatewayUrl}/api/v1/session`, { body: { email: DEMO_DEVELOPER, password: DEMO_PASSWORD } });
    if (session.status !== 200) return warn(`demo app not seeded: signing in ${DEMO_DEVELOPER} answered ${session.status}`);
    const auth = {
      cookie: session.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
      csrf: session.data.csrfToken,
    };
    const apps = await call('GET', `${gatewayUrl}/api/v1/developer_apps`, auth);
    if (apps.status === 200 && Array.isArray(apps.data) && apps.data.length > 0) return info(`${DEMO_DEVELOPER} already has apps`);
    const created = await call('POST', `${gatewayUrl}/api/v1/developer_apps`, { ...auth, body: { internal_name: DEMO_APP } });
    if (created.status !== 201) return warn(`demo app not seeded: creating it answered ${created.status}`);
    ok(`demo app "${DEMO_APP}" created for ${DEMO_DEVELOPER}`);
  } catch (error) {
    warn(`demo app not seeded: ${error.message}`);
  }
}
