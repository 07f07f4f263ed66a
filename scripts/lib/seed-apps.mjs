// Demo data beyond the accounts: the demo developer gets one app (its sandbox builds by itself), so
// a first look at the portal shows the app pages with something in them. Through the gateway's
// public API, like a developer would, and only when that developer has no app yet (idempotent).
import { info, ok, warn } from './log.mjs';
import { call, signedIn, signedOut } from './seed-client.mjs';

const DEMO_DEVELOPER = 'developer@example.com';
const DEMO_APP = 'Demo Integration';

export async function seedDemoApp(gatewayUrl) {
  let auth;
  try {
    auth = await signedIn(gatewayUrl, DEMO_DEVELOPER);
    if (auth instanceof Error) return warn(`demo app not seeded: ${auth.message}`);
    const apps = await call('GET', `${gatewayUrl}/api/v1/developer_apps`, auth);
    if (apps.status === 200 && Array.isArray(apps.data) && apps.data.length > 0) return info(`${DEMO_DEVELOPER} already has apps`);
    const created = await call('POST', `${gatewayUrl}/api/v1/developer_apps`, { ...auth, body: { internal_name: DEMO_APP } });
    if (created.status !== 201) return warn(`demo app not seeded: creating it answered ${created.status}`);
    ok(`demo app "${DEMO_APP}" created for ${DEMO_DEVELOPER}`);
  } catch (error) {
    warn(`demo app not seeded: ${error.message}`);
  } finally {
    await signedOut(gatewayUrl, auth);
  }
}
