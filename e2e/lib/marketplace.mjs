// Marketplace set-up through the API, as the editor and the admin would do it: a developer's app with
// a complete listing (logo, three screenshots, a showcase video), submitted, and approved silently by
// the admin unless the caller stops at the submission.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createAppViaApi, newDeveloperSession, productionVersionViaApi, SLOW_MS, uniqueAppName } from './apps.mjs';
import { DEMO, DEMO_PASSWORD, GATEWAY_URL } from './config.mjs';
import { eventually } from './expect.mjs';
import { png, tinyMp4 } from './media.mjs';
import { apiCall, signInViaApi } from './notifications.mjs';

/** @typedef {import('./notifications.mjs').ApiSession} ApiSession */

/**
 * A multipart upload to the listing, as the editor sends it.
 * @param {ApiSession} session @param {string} appId @param {string} kind @param {Buffer} bytes @param {string} filename @param {string} type
 */
async function upload(session, appId, kind, bytes, filename, type) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([bytes], { type }), filename);
  const res = await fetch(`${GATEWAY_URL}/api/v1/submissions/${appId}/media`, {
    method: 'POST',
    headers: { accept: 'application/json', cookie: session.cookie, 'x-csrf-token': session.csrfToken },
    body: form,
  });
  const text = await res.text();
  assert.equal(res.status, 201, `set-up: uploading ${filename} answered ${res.status}: ${text.slice(0, 300)}`);
}

/**
 * An admin enables the Marketplace for an app (the partner gate, where self-service is on).
 * @param {string} appId
 */
export async function enableMarketplace(appId) {
  const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);
  const res = await apiCall(admin, 'PATCH', `/api/v1/admin/developer_apps/${appId}`, { developer_app: { marketplace_enabled: true } });
  assert.equal(res.status, 200, `set-up: enabling the Marketplace answered ${res.status}: ${JSON.stringify(res.data).slice(0, 300)}`);
}

export const CATEGORY = { id: 'scheduling', name: 'Scheduling' };
export const OTHER_CATEGORY = { id: 'field', name: 'Field Productivity' };

/** Three letters nobody else's listing is likely to have (no vowels, no digits). */
const rareLetters = () =>
  Array.from(randomBytes(3), (b) => 'bcdfghjkmnpqrstvwxz'[b % 19])
    .join('')
    .replace(/^./, (c) => c.toUpperCase());

/**
 * A developer's app with a complete listing, submitted and (unless `approve` is false) approved
 * silently by the admin (the sequence of services/marketplace/src/listings/catalog/published.testing.ts).
 * `fields` replace the listing's own (other regions and countries, say).
 * @param {{ approve?: boolean, fields?: Record<string, unknown> }} [options]
 */
export async function publishListing({ approve = true, fields = {} } = {}) {
  const piece = rareLetters();
  const name = `Catalog ${piece}${randomBytes(2).toString('hex')} Sync`;
  const { session: developer } = await newDeveloperSession();
  const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);
  const app = await createAppViaApi(developer, uniqueAppName('Catalog e2e'));
  const created = await apiCall(developer, 'POST', `/api/v1/developer_apps/${app.id}/submissions`, { submission: { public_name: name } });
  assert.equal(
    created.status,
    201,
    `set-up: creating the listing answered ${created.status}: ${JSON.stringify(created.data).slice(0, 300)}`,
  );

  await upload(developer, app.id, 'logo', png(200, 200), 'logo.png', 'image/png');
  for (const n of [1, 2, 3]) {
    await upload(developer, app.id, 'picture', png(1280, 720, [40 * n, 90, 160]), `screenshot-${n}.png`, 'image/png');
  }
  await upload(developer, app.id, 'showcase_video', tinyMp4(1280, 720), 'showcase.mp4', 'video/mp4');

  const submission = {
    public_name: name,
    tagline: 'Crew schedules in both systems',
    built_by: 'E2E Catalog Builders',
    sold_by: 'E2E Catalog Sales',
    description: 'Keeps crew schedules in sync.\nSecond line <b>not bold</b>.',
    about: 'E2E Catalog Builders makes scheduling tools.',
    how_it_works: 'Connect, pick projects, and schedules flow both ways.',
    category_ids: [CATEGORY.id, OTHER_CATEGORY.id],
    app_version_id: await productionVersionViaApi(developer, app.id),
    draft_developer_notes: 'First release',
    installable: true,
    subscription_required: true,
    connector_required: false,
    has_trials: true,
    pricing_url: 'https://e2e.example.com/pricing',
    pricing_description: 'Per company, billed yearly.',
    region_ids: ['europe'],
    country_ids: ['gb'],
    helpful_links: [{ url: 'https://e2e.example.com/docs', label: 'Documentation' }],
    feature_bullets: ['Two-way schedule sync', 'Crew availability', 'Works offline'],
    website_link: { url: 'https://e2e.example.com', label: 'E2E Catalog' },
    support_email: 'support@e2e.example.com',
    product_tool_ids: ['budget'],
    requirements: ['A scheduling account'],
    contact_us_email: 'sales@e2e.example.com',
    ...fields,
    state: 'in_review',
  };
  const submitted = await apiCall(developer, 'PATCH', `/api/v1/submissions/${app.id}`, { submission });
  assert.equal(submitted.status, 200, `set-up: submitting answered ${submitted.status}: ${JSON.stringify(submitted.data).slice(0, 500)}`);
  if (!approve) return { id: app.id, name, piece, app, developer, admin };
  const approved = await apiCall(admin, 'PATCH', `/api/v1/admin/submissions/${app.id}`, {
    submission: { state: 'published', silent: true },
  });
  assert.equal(approved.status, 200, `set-up: approving answered ${approved.status}: ${JSON.stringify(approved.data).slice(0, 300)}`);

  // The catalog is a projection: wait until the listing is searchable.
  await eventually(
    async () => {
      const res = await fetch(`${GATEWAY_URL}/api/v1/marketplace/listings?filters[search]=${encodeURIComponent(name)}`);
      const rows = /** @type {{ id: string }[]} */ (await res.json());
      return rows.some((r) => r.id === app.id);
    },
    `the published listing ${name} in the catalog`,
    SLOW_MS,
  );
  return { id: app.id, name, piece, app, developer, admin };
}

/**
 * The developer changes a published listing and the admin approves the change silently; resolves once the
 * public listing shows it (`shows`: a check of the public listing's JSON).
 * @param {{ id: string, developer: ApiSession, admin: ApiSession }} listing
 * @param {Record<string, unknown>} fields
 * @param {(published: Record<string, unknown>) => boolean} shows
 */
export async function republishListing(listing, fields, shows) {
  const submitted = await apiCall(listing.developer, 'PATCH', `/api/v1/submissions/${listing.id}`, {
    submission: { ...fields, state: 'in_review' },
  });
  assert.equal(submitted.status, 200, `set-up: resubmitting answered ${submitted.status}: ${JSON.stringify(submitted.data).slice(0, 500)}`);
  const approved = await apiCall(listing.admin, 'PATCH', `/api/v1/admin/submissions/${listing.id}`, {
    submission: { state: 'published', silent: true },
  });
  assert.equal(approved.status, 200, `set-up: approving answered ${approved.status}: ${JSON.stringify(approved.data).slice(0, 300)}`);
  await eventually(
    async () => {
      const res = await fetch(`${GATEWAY_URL}/api/v1/marketplace/listings/${listing.id}`);
      return res.ok && shows(await res.json());
    },
    'the change on the public listing',
    SLOW_MS,
  );
}
