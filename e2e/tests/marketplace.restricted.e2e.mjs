// The Marketplace listing in the restricted (government-hosted) edition (npm test's edition step restarts the
// gateway, apps and marketplace with PORTAL_EDITION=restricted). Spec 3 §6: video uploads and the showcase video
// are hidden, and the showcase video is not required to submit.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SLOW_MS, createAppViaApi, newDeveloperSession, productionVersionViaApi, uniqueAppName } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { expectVisible } from '../lib/expect.mjs';
import { png, tinyMp4, uploadViaApi } from '../lib/media.mjs';
import { apiCall } from '../lib/notifications.mjs';
import { signInWithForm } from '../lib/ui.mjs';
import { enableMarketplace } from '../lib/marketplace.mjs';

/** A listing complete but for the showcase video, with the security questionnaire hidden. */
const LISTING = {
  public_name: 'Gov Takeoff',
  tagline: 'Quantity takeoff for public works',
  built_by: 'Acme',
  sold_by: 'Acme',
  description: 'Takeoff from drawings, synced to budgets.',
  about: 'Acme builds estimating tools.',
  how_it_works: 'Connect a project, pick drawings, export quantities.',
  category_ids: ['bidding'],
  draft_developer_notes: 'First release',
  subscription_required: false,
  connector_required: false,
  has_trials: true,
  pricing_description: 'Per seat',
  region_ids: ['north-america'],
  country_ids: ['us'],
  feature_bullets: ['Fast', 'Accurate', 'Synced'],
  website_link: { url: 'https://acme.example', label: 'Acme' },
  support_email: 'support@acme.example',
  contact_us_email: 'sales@acme.example',
  security_questionnaire_visible: false,
};

test('the restricted edition takes no videos, needs no showcase video, and the editor shows no video fields', async (t) => {
  const { dev, session } = await newDeveloperSession();
  const app = await createAppViaApi(session, uniqueAppName('Restricted listing'));
  await enableMarketplace(app.id);
  const created = await apiCall(session, 'POST', `/api/v1/developer_apps/${app.id}/submissions`, {
    submission: { ...LISTING, app_version_id: await productionVersionViaApi(session, app.id) },
  });
  assert.equal(created.status, 201, JSON.stringify(created.data).slice(0, 300));

  // No video of either kind is taken.
  for (const kind of ['video', 'showcase_video']) {
    const refused = await uploadViaApi(session, app.id, kind, tinyMp4(1280, 720), 'demo.mp4');
    assert.equal(refused.status, 422, `${kind}: ${JSON.stringify(refused.data)}`);
    assert.equal(refused.data.message, 'Videos are not available in this edition');
  }
  assert.equal((await uploadViaApi(session, app.id, 'logo', png(200, 200), 'logo.png')).status, 201);
  for (let i = 0; i < 3; i++) assert.equal((await uploadViaApi(session, app.id, 'picture', png(1280, 720), `shot-${i}.png`)).status, 201);

  // Complete without a showcase video: it submits.
  const submitted = await apiCall(session, 'PATCH', `/api/v1/submissions/${app.id}`, { submission: { state: 'in_review' } });
  assert.equal(submitted.status, 200, JSON.stringify(submitted.data).slice(0, 500));
  assert.equal(submitted.data.state, 'in_review');
  assert.equal(submitted.data.errors.showcase_video_url, undefined);

  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, dev.email, dev.password);
    await page.goto(`/developer_apps/${app.id}?tab=marketplaceListing`);
    await expectVisible(page.getByTestId('listing-editor'), 'the listing editor', SLOW_MS);
    await page.getByRole('tab', { name: /^Media/ }).click();
    await expectVisible(page.getByText('Screenshots', { exact: false }).first(), 'the screenshots dropzone');
    assert.equal(await page.locator('input[type=file][aria-label*="ideo" i]').count(), 0, 'no video upload of any kind');
    await page.getByRole('tab', { name: /^App/ }).click();
    assert.equal(await page.getByText(/showcase video/i).count(), 0, 'no showcase video field');
  });
});
