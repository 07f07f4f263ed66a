// A published demo Marketplace listing, so the catalog of a fresh portal is not empty: the demo developer's
// app gets a reviewed production version, a complete listing (logo, three screenshots, the showcase video)
// submitted for review, and the demo admin approves it. Through the public API, as the editor and the review
// queue do it; once per data directory (a marker in .data), and never on an app that already has a listing.
import fs from 'node:fs';
import path from 'node:path';
import { DATA, ROOT } from './config.mjs';
import { info, ok, warn } from './log.mjs';
import { call, signedIn, signedOut } from './seed-client.mjs';
import { SCREENSHOTS, logoSvg } from './seed-listing-art.mjs';

export const DEMO_DEVELOPER = 'developer@example.com';
const DEMO_ADMIN = 'admin@example.com';
export const DEMO_APP = 'Demo Integration';
const MARKER = path.join(DATA, 'seeded', 'listing');
const VIDEO = path.join(ROOT, 'scripts', 'assets', 'showcase.mp4');

const LISTING = {
  public_name: 'Crew Schedule Sync',
  tagline: 'Crew schedules and daily logs, in step both ways',
  built_by: 'Demo Builders',
  sold_by: 'Demo Builders',
  description: [
    'Crew Schedule Sync keeps your field schedule and the platform in step.',
    'Move a pour or book an inspection in one place and the crews, daily logs and project dates follow in the other, within a minute.',
  ].join('\n'),
  about: 'Demo Builders makes scheduling tools for general contractors and specialty trades.',
  how_it_works:
    'Install the app for your company, link each project to a schedule, and choose which crews to sync. Changes flow both ways from then on.',
  category_ids: ['scheduling', 'field'],
  draft_developer_notes: 'First release of the demo listing.',
  installable: true,
  subscription_required: true,
  connector_required: false,
  has_trials: true,
  pricing_url: 'https://crew-schedule-sync.example.com/pricing',
  pricing_description: 'Per company, billed yearly; a 30-day trial for every new company.',
  region_ids: ['north-america'],
  country_ids: ['us', 'ca'],
  helpful_links: [
    { url: 'https://crew-schedule-sync.example.com/docs', label: 'Setup guide' },
    { url: 'https://crew-schedule-sync.example.com/status', label: 'Service status' },
  ],
  feature_bullets: ['Two-way schedule sync per project', 'Crew availability from daily logs', 'Inspections booked from the schedule'],
  website_link: { url: 'https://crew-schedule-sync.example.com', label: 'crew-schedule-sync.example.com' },
  support_email: 'support@crew-schedule-sync.example.com',
  contact_us_email: 'sales@crew-schedule-sync.example.com',
  product_tool_ids: ['daily-log', 'directory'],
  requirements: ['A company account on the platform', 'A Crew Schedule Sync subscription or trial'],
};

/** The demo app's manifest: a full-screen component; `description` tells one release from another. */
export const demoManifest = (description) => ({
  fullscreen: {
    source_url: 'https://crew-schedule-sync.example.com/app',
    description,
    user_configuration: { schema: { type: 'object', properties: {}, required: [] } },
  },
  permissions: { company: {}, project: {} },
  oauth: { enabled: false },
});

/**
 * A production version of the app submitted for review, as a developer makes one: a sandbox version, promoted with
 * its changelog, then submitted with notes for the reviewer. Its id.
 */
export async function productionVersionInReview(gatewayUrl, developer, appId, { manifest, changelog, notes }) {
  const sandbox = await call('POST', `${gatewayUrl}/api/v1/app_versioned_manifests`, {
    ...developer,
    body: { developer_app_id: appId, environment_type: 'Sandbox', configured_manifest_content: manifest },
  });
  if (sandbox.status !== 201) throw new Error(`creating a sandbox version answered ${sandbox.status}`);
  const promoted = await call('POST', `${gatewayUrl}/api/v1/app_version_promotions`, {
    ...developer,
    body: { app_version_promotion: { source_app_version_id: sandbox.data.manifest.id, changelog } },
  });
  if (promoted.status !== 201) throw new Error(`promoting it answered ${promoted.status}`);
  const versionId = promoted.data.app_version_promotion.manifest.id;
  const submitted = await call('PATCH', `${gatewayUrl}/api/v1/app_versions/${versionId}`, {
    ...developer,
    body: { app_version: { state: 'in_review', developer_notes: notes } },
  });
  if (submitted.status !== 200) throw new Error(`submitting it for review answered ${submitted.status}`);
  return versionId;
}

/** A reviewed, approved production version of the app (the listing names one). */
async function approvedProductionVersion(gatewayUrl, developer, admin, appId) {
  const versionId = await productionVersionInReview(gatewayUrl, developer, appId, {
    manifest: demoManifest('Crew schedule board'),
    changelog: 'First release.',
    notes: 'The demo listing’s version.',
  });
  const approved = await call('PATCH', `${gatewayUrl}/api/v1/admin/app_versions/${versionId}`, {
    ...admin,
    body: { app_version: { state: 'published', admin_notes: 'Approved for the demo.' } },
  });
  if (approved.status !== 200) throw new Error(`approving it answered ${approved.status}`);
  return versionId;
}

async function upload(gatewayUrl, developer, appId, kind, bytes, filename, type) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([bytes], { type }), filename);
  const res = await fetch(`${gatewayUrl}/api/v1/submissions/${appId}/media`, {
    method: 'POST',
    headers: { accept: 'application/json', cookie: developer.cookie, 'x-csrf-token': developer.csrf },
    body: form,
    signal: AbortSignal.timeout(60_000),
  });
  if (res.status !== 201) throw new Error(`uploading ${filename} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
}

export async function seedDemoListing(gatewayUrl) {
  if (fs.existsSync(MARKER)) return;
  let developer;
  let admin;
  try {
    developer = await signedIn(gatewayUrl, DEMO_DEVELOPER);
    admin = await signedIn(gatewayUrl, DEMO_ADMIN);
    for (const auth of [developer, admin]) if (auth instanceof Error) return warn(`demo listing not seeded: ${auth.message}`);
    const apps = await call('GET', `${gatewayUrl}/api/v1/developer_apps`, developer);
    const app = Array.isArray(apps.data) ? apps.data.find((a) => a.internal_name === DEMO_APP) : undefined;
    if (!app) return warn(`demo listing not seeded: ${DEMO_DEVELOPER} has no app "${DEMO_APP}"`);
    const existing = await call('GET', `${gatewayUrl}/api/v1/developer_apps/${app.id}/submission`, developer);
    if (existing.status === 200 && existing.data !== null) return done(`"${DEMO_APP}" already has a listing`);

    const versionId = await approvedProductionVersion(gatewayUrl, developer, admin, app.id);
    const created = await call('POST', `${gatewayUrl}/api/v1/developer_apps/${app.id}/submissions`, {
      ...developer,
      body: { submission: { public_name: LISTING.public_name } },
    });
    if (created.status !== 201) throw new Error(`starting the listing answered ${created.status}`);
    const { default: sharp } = await import('sharp');
    const png = (svg) => sharp(Buffer.from(svg)).png().toBuffer();
    await upload(gatewayUrl, developer, app.id, 'logo', await png(logoSvg()), 'logo.png', 'image/png');
    for (const [name, svg] of SCREENSHOTS) await upload(gatewayUrl, developer, app.id, 'picture', await png(svg()), name, 'image/png');
    await upload(gatewayUrl, developer, app.id, 'showcase_video', fs.readFileSync(VIDEO), 'showcase.mp4', 'video/mp4');

    const submitted = await call('PATCH', `${gatewayUrl}/api/v1/submissions/${app.id}`, {
      ...developer,
      body: { submission: { ...LISTING, app_version_id: versionId, state: 'in_review' } },
    });
    if (submitted.status !== 200) {
      throw new Error(`submitting the listing answered ${submitted.status}: ${JSON.stringify(submitted.data).slice(0, 300)}`);
    }
    const published = await call('PATCH', `${gatewayUrl}/api/v1/admin/submissions/${app.id}`, {
      ...admin,
      body: { submission: { state: 'published', silent: true } },
    });
    if (published.status !== 200) throw new Error(`approving the listing answered ${published.status}`);
    done(`demo listing "${LISTING.public_name}" published in the Marketplace`, true);
  } catch (error) {
    warn(`demo listing not seeded: ${error.message}`);
  } finally {
    await Promise.all([signedOut(gatewayUrl, developer), signedOut(gatewayUrl, admin)]);
  }
}

function done(message, created = false) {
  fs.mkdirSync(path.dirname(MARKER), { recursive: true });
  fs.writeFileSync(MARKER, `${new Date().toISOString()}\n`);
  (created ? ok : info)(message);
}
