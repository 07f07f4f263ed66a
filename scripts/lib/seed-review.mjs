// Something in the demo admin's review queue: after the demo listing's first release, the demo developer's next
// release (version 2, inspection booking added) waits for review, so the queue, the version review and its
// approve/reject can be tried on a fresh portal. Through the public API, once per data directory (a marker in .data),
// and only once the demo listing exists and nothing of the app is in review yet.
import fs from 'node:fs';
import path from 'node:path';
import { DATA } from './config.mjs';
import { info, ok, warn } from './log.mjs';
import { call, signedIn, signedOut } from './seed-client.mjs';
import { DEMO_APP, DEMO_DEVELOPER, demoManifest, productionVersionInReview } from './seed-listing.mjs';

const MARKER = path.join(DATA, 'seeded', 'review');

export async function seedDemoReview(gatewayUrl) {
  if (fs.existsSync(MARKER)) return;
  let developer;
  try {
    developer = await signedIn(gatewayUrl, DEMO_DEVELOPER);
    if (developer instanceof Error) return warn(`demo review not seeded: ${developer.message}`);
    const apps = await call('GET', `${gatewayUrl}/api/v1/developer_apps`, developer);
    const app = Array.isArray(apps.data) ? apps.data.find((a) => a.internal_name === DEMO_APP) : undefined;
    if (!app) return warn(`demo review not seeded: ${DEMO_DEVELOPER} has no app "${DEMO_APP}"`);
    // The listing seed published it a moment ago on a first start: its read model may be a moment behind.
    if (!(await hasListing(gatewayUrl, developer, app.id))) return info('demo review not seeded yet: the demo listing comes first');
    const query = new URLSearchParams({ 'filters[developer_app_id]': app.id, 'filters[versionable_type]': 'ProductionEnvironment' });
    const versions = await call('GET', `${gatewayUrl}/api/v1/manifests?${query}`, developer);
    const list = Array.isArray(versions.data?.data) ? versions.data.data : [];
    if (list.some((v) => v.state === 'in_review')) return done(`"${DEMO_APP}" already has a version in review`);
    await productionVersionInReview(gatewayUrl, developer, app.id, {
      manifest: demoManifest('Crew schedule board with inspection booking'),
      changelog: 'Inspections can be booked from the schedule.',
      notes: 'Adds inspection booking; no new permissions.',
    });
    done(`"${DEMO_APP}" version 2 waits in the review queue`, true);
  } catch (error) {
    warn(`demo review not seeded: ${error.message}`);
  } finally {
    await signedOut(gatewayUrl, developer);
  }
}

async function hasListing(gatewayUrl, developer, appId) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const listing = await call('GET', `${gatewayUrl}/api/v1/developer_apps/${appId}/submission`, developer);
    if (listing.status === 200 && listing.data !== null) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

function done(message, created = false) {
  fs.mkdirSync(path.dirname(MARKER), { recursive: true });
  fs.writeFileSync(MARKER, `${new Date().toISOString()}\n`);
  (created ? ok : info)(message);
}
