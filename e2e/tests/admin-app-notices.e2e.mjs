// The admin app page's credentials lines (spec §2, §8): the "not generated production credentials"
// notice until the owner generates the first production secret, and the owner-mismatch error once
// the platform side (identity's production client) records another owner than the portal.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import eventsourcing from '@portal/eventsourcing';
import pg from 'pg';
import { signUpViaApi } from '../lib/backend.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { newDeveloper } from '../lib/data.mjs';
import { eventually, expectHidden, expectVisible } from '../lib/expect.mjs';
import { apiCall, signInViaApi } from '../lib/notifications.mjs';
import { signInWithForm } from '../lib/ui.mjs';

const NOTICE = 'Notice: This app has not generated production credentials.';
const MISMATCH =
  'Error: The owner of this app is different between the platform and the Developer portal. Any lookups for this app will not work correctly until this is corrected.';
const SLOW_MS = 30_000;

/** Identity's database, where the platform side's events live (the supervisor's local default). */
const identityDatabaseUrl = () => {
  const url = new URL(
    process.env.IDENTITY_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://portal:portal@127.0.0.1:55432/portal_identity',
  );
  url.pathname = '/portal_identity';
  return url.toString();
};

/**
 * The platform records another owner: an `identity.oauth_client.owner_changed` event appended to
 * identity's store through the real kit, so the outbox relay and the projection carry it as usual.
 * @param {{ id: string, uid: string }} app
 * @returns {Promise<string>} the owner id the platform now records
 */
async function platformRecordsAnotherOwner(app) {
  const platformOwner = randomUUID();
  const pool = new pg.Pool({ connectionString: identityDatabaseUrl(), max: 1 });
  try {
    // The kit is CommonJS (swc output): named imports are not visible to ESM.
    const store = new eventsourcing.PgEventStore(pool, 'identity');
    const streamId = `oauth_client-${app.uid}`;
    const { version } = await store.readStream(streamId);
    assert.ok(version > 0, `set-up: identity has no production client for app ${app.id} yet`);
    await store.appendToStream(
      streamId,
      [
        {
          type: 'identity.oauth_client.owner_changed',
          data: { clientId: app.uid, appId: app.id, ownerId: platformOwner, changedAt: new Date().toISOString() },
        },
      ],
      { expectedVersion: version, context: { correlationId: randomUUID(), causationId: null, actorId: null } },
    );
  } finally {
    await pool.end();
  }
  return platformOwner;
}

/**
 * Reloads the page until `probe` holds: the admin page loads once and the change comes from
 * another session (the owner's, or the platform's).
 * @param {import('playwright-core').Page} page
 * @param {() => Promise<boolean>} probe
 * @param {string} message
 */
async function afterReloads(page, probe, message) {
  await eventually(
    async () => {
      if (await probe()) return true;
      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible', timeout: 5000 });
      return probe();
    },
    message,
    SLOW_MS,
  );
}

test(
  'the admin app page tells whether production credentials exist and when the owners differ',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const dev = newDeveloper();
    const signedUp = await signUpViaApi(dev);
    const owner = await signInViaApi(dev.email, dev.password);
    const created = await apiCall(owner, 'POST', '/api/v1/developer_apps', { internal_name: `Notices ${dev.lastName}` });
    assert.equal(created.status, 201, `set-up: creating the app answered ${created.status}`);
    const app = /** @type {{ id: string, uid: string, internal_name: string }} */ (created.data);

    // Identity registers the production client (with the portal's owner) from the app's creation.
    const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);
    await eventually(
      async () =>
        (await apiCall(admin, 'GET', `/api/v1/admin/developer_apps/${app.id}`)).data?.external_platform_owner_id === signedUp.user.id,
      'set-up: the production client is registered with the owner',
      SLOW_MS,
    );

    await withPage(t, {}, async ({ page }) => {
      await page.goto('/sign_in');
      await signInWithForm(page, DEMO.admin, DEMO_PASSWORD);
      await page.goto(`/admin/developer_apps/${app.id}`);
      await expectVisible(page.getByRole('heading', { name: `Edit - ${app.internal_name}`, level: 1 }), 'the admin app title');

      const notice = page.getByText(NOTICE, { exact: true });
      const mismatch = page.getByText(MISMATCH, { exact: true });
      const secret = page.getByLabel('Client secret', { exact: true });
      await expectVisible(notice, 'the "not generated production credentials" notice');
      await expectHidden(mismatch, 'the owner-mismatch error (owners agree)');
      assert.equal(await secret.inputValue(), 'Never generated');

      // The owner generates the first production secret (reset count 0: no confirmation).
      const generated = await apiCall(owner, 'POST', `/api/v1/oauth_applications/${app.uid}/reset_secret`, {});
      assert.equal(generated.status, 200, `the first secret answered ${generated.status}`);
      await afterReloads(page, async () => (await notice.count()) === 0, 'expected the notice to disappear once a secret exists');
      assert.equal(await secret.inputValue(), 'Generated (stored as a hash, never shown)');
      await expectHidden(mismatch, 'the owner-mismatch error (owners still agree)');

      const platformOwner = await platformRecordsAnotherOwner(app);
      await afterReloads(page, () => mismatch.isVisible(), "expected the owner-mismatch error with the spec's text");
      const sidebar = page.getByRole('complementary', { name: 'App administration' });
      await expectVisible(sidebar.getByText(platformOwner, { exact: true }), 'the owner the platform records, beside the portal owner');
      await expectHidden(notice, 'the notice (credentials exist)');
    });
  },
);
