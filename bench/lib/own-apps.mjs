// A developer's own apps list (GET /api/v1/developer_apps, the apps page and the home page) at
// its cap: one bench developer with that many apps made through the API, each with a sandbox version
// and every other one promoted, so each row's newest-version lookups find something. Made once and
// kept: later runs top up what is missing.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import testKit from '@portal/test-kit';
import { DEMO_PASSWORD, ROOT, client, eventually, signedIn } from './harness.mjs';

const EMAIL = 'bench-own-apps@example.com';
const PARALLEL = 4;

/** The projection's own-apps statement (prepared, `ownAppsQuery`) and its cap (`OWN_APPS_LIMIT`), as built; null before it exists. */
export const ownAppsSql = () => {
  const file = path.join(ROOT, 'services', 'projection', 'dist', 'apps', 'querying', 'own-apps.sql.js');
  return existsSync(file) ? createRequire(import.meta.url)(file) : null;
};

const signedInOrUp = async () => {
  try {
    return await signedIn(EMAIL);
  } catch {
    const c = client();
    await c.call('POST', '/api/v1/sign_up', {
      firstName: 'Bench',
      lastName: 'Own Apps',
      email: EMAIL,
      password: DEMO_PASSWORD,
      passwordConfirmation: DEMO_PASSWORD,
    });
    return c;
  }
};

/** Runs `work` over `items`, PARALLEL at a time. */
const inParallel = async (items, work) => {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
};

/** The bench developer, signed in, with `count` apps that all have a sandbox version (half promoted). */
export const ownAppsDeveloper = async (count) => {
  const developer = await signedInOrUp();
  const { json: me } = await developer.call('GET', '/api/v1/me');
  const apps = async () => (await developer.call('GET', '/api/v1/developer_apps')).json;
  const existing = await apps();
  const missing = Math.max(0, count - existing.length);
  if (missing > 0) console.log(`lists: making ${missing} apps for ${EMAIL}`);
  await inParallel(
    Array.from({ length: missing }, (_, i) => existing.length + i + 1),
    (n) => developer.call('POST', '/api/v1/developer_apps', { internal_name: `Own apps bench ${String(n).padStart(3, '0')}` }),
  );
  const unversioned = (await apps()).filter((app) => app.newest_sandbox_version === null);
  if (unversioned.length > 0) console.log(`lists: saving and promoting versions of ${unversioned.length} apps`);
  await inParallel(unversioned, async (app) => {
    const { json } = await developer.call('POST', '/api/v1/app_versioned_manifests', {
      developer_app_id: app.id,
      environment_type: 'Sandbox',
      configured_manifest_content: testKit.configuredManifest(),
    });
    if (Number.parseInt(app.id.replace(/-/g, '').slice(-2), 16) % 2 === 0) {
      await developer.call('POST', '/api/v1/app_version_promotions', {
        app_version_promotion: { source_app_version_id: json.manifest.id, changelog: 'Bench release' },
      });
    }
  });
  let listed = [];
  await eventually(
    async () => {
      listed = await apps();
      return listed.length >= count && listed.every((app) => app.newest_sandbox_version !== null);
    },
    120_000,
    `${EMAIL}'s ${count} apps with versions`,
  );
  return {
    id: me.id,
    apps: listed.length,
    promoted: listed.filter((app) => app.newest_production_version !== null).length,
    made: missing + unversioned.length > 0,
    session: developer,
  };
};
