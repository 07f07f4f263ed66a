// The partner gate (spec 3 §1), in the deployment profile with Marketplace self-service on (npm test's edition
// step): an app whose Marketplace an admin has not enabled shows the activation choice and the two external-form
// cards instead of the editor, the API refuses a listing, and once the admin enables it the editor opens.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectAccessible } from '../lib/a11y.mjs';
import { SLOW_MS, createAppViaApi, newDeveloperSession, uniqueAppName } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { expectVisible } from '../lib/expect.mjs';
import { enableMarketplace } from '../lib/marketplace.mjs';
import { apiCall } from '../lib/notifications.mjs';
import { signInWithForm } from '../lib/ui.mjs';

test('an app not enabled for the Marketplace shows the partner gate; enabled, the editor', async (t) => {
  const { dev, session } = await newDeveloperSession();
  const app = await createAppViaApi(session, uniqueAppName('Gated listing'));
  const refused = await apiCall(session, 'POST', `/api/v1/developer_apps/${app.id}/submissions`, { submission: { public_name: 'Gated' } });
  assert.equal(refused.status, 403, JSON.stringify(refused.data));
  assert.match(refused.data.message, /not enabled for this app/);
  const permissions = await apiCall(session, 'GET', `/api/v1/developer_app_permissions?developer_app_id=${app.id}`);
  assert.equal(permissions.data.marketplace_listing_enabled, false);

  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, dev.email, dev.password);
    await page.goto(`/developer_apps/${app.id}?tab=marketplaceListing`);
    const gate = page.getByTestId('partner-gate');
    await expectVisible(gate, 'the partner gate', SLOW_MS);
    assert.equal(await page.getByTestId('listing-editor').count(), 0, 'no editor behind the gate');
    const activation = gate.getByRole('link', { name: 'Request listing activation' });
    const program = gate.getByRole('link', { name: 'Apply to become a partner' });
    assert.equal(await activation.getAttribute('href'), 'https://partners.provider.test/listing-activation');
    assert.equal(await program.getAttribute('href'), 'https://partners.provider.test/apply');
    assert.equal(await activation.getAttribute('target'), '_blank');

    // The activation choice marks the card that fits.
    await gate.getByRole('radio', { name: "I'm a provider Partner" }).check();
    const partnerCard = gate.getByRole('article', { name: 'Current partners: ready to launch' });
    assert.equal(await partnerCard.getAttribute('data-chosen'), 'true');
    await gate.getByRole('radio', { name: "I'm not a partner yet" }).check();
    assert.equal(await partnerCard.getAttribute('data-chosen'), 'false');
    assert.equal(await gate.getByRole('article', { name: 'Not a partner yet' }).getAttribute('data-chosen'), 'true');
    await expectAccessible(page, 'the partner gate');

    await enableMarketplace(app.id);
    await page.reload();
    await expectVisible(page.getByTestId('listing-editor'), 'the listing editor once enabled', SLOW_MS);
  });
  const created = await apiCall(session, 'POST', `/api/v1/developer_apps/${app.id}/submissions`, { submission: { public_name: 'Gated' } });
  assert.equal(created.status, 201, JSON.stringify(created.data).slice(0, 300));
});
