// Developer apps (issue 4, acceptance 1): create an app in the browser, redirect URI rules on the
// OAuth credentials tab, the one-time client secret, and a reset that kills the old secret at
// POST /oauth/token while the new one gets an access token.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  SANDBOX_TIMEOUT_MS,
  SLOW_MS,
  appViaApi,
  createAppViaApi,
  inviteAndAccept,
  newDeveloperSession,
  readSecretDialog,
  tokenRequest,
  uniqueAppName,
  waitForSandbox,
} from '../lib/apps.mjs';
import { signUpViaApi, waitForMail } from '../lib/backend.mjs';
import { withPage } from '../lib/browser.mjs';
import { newDeveloper, uniqueEmail } from '../lib/data.mjs';
import { apiCall } from '../lib/notifications.mjs';
import { eventually, expectDisabled, expectHidden, expectVisible } from '../lib/expect.mjs';
import { loseFirstAnswer, signInAsNewDeveloper, signInWithForm } from '../lib/ui.mjs';

test('a developer creates an app, sets redirect URIs, and a secret reset kills the old secret at /oauth/token', async (t) => {
  const dev = newDeveloper();
  await signUpViaApi(dev);
  const appName = `E2E app ${dev.lastName}`;

  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, dev.email, dev.password);

    // Create New App → lands on the app's page.
    await page.goto('/developer_apps');
    await page.getByRole('button', { name: 'Create a New App' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Create New App' });
    await expectVisible(modal, 'the Create New App modal');
    await expectVisible(modal.getByRole('link', { name: 'platform policies' }), 'the policies link');
    await modal.getByLabel('App Name').fill(appName);
    await modal.getByRole('button', { name: 'Create App' }).click();
    await eventually(
      () => /^\/developer_apps\/[0-9a-f-]{36}$/.test(new URL(page.url()).pathname),
      () => `expected to land on /developer_apps/{id}, but the page is at ${page.url()}`,
      SLOW_MS,
    );
    await expectVisible(page.getByRole('heading', { name: appName, level: 1 }), 'the app name heading', SLOW_MS);
    await expectVisible(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Apps' }), 'the Apps breadcrumb');

    // Once the sandbox is live the side navigation replaces the sandbox-missing screen.
    const oauthLink = page.getByRole('navigation', { name: 'App information' }).getByRole('link', { name: 'OAuth Credentials' });
    await expectVisible(oauthLink, 'the OAuth Credentials tab (sandbox live)', SANDBOX_TIMEOUT_MS);
    await oauthLink.click();

    // http://example.com is refused by the server with the rule's message.
    const form = page.getByRole('form', { name: 'Redirect URIs and CORS domains' });
    const redirects = form.getByLabel('Redirect URIs', { exact: true });
    await redirects.fill('http://example.com');
    const refused = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/api/v1/developer_apps/'), {
      timeout: SLOW_MS,
    });
    await form.getByRole('button', { name: 'Save' }).click();
    assert.equal((await refused).status(), 422, 'the server refuses http://example.com');
    await expectVisible(
      form.getByText('Line 1: "http://example.com" must use https (http is only allowed for localhost)'),
      "the redirect URI rule's message",
    );

    // An https one saves, and stays after a reload.
    await redirects.fill('https://app.example.com/callback');
    const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/api/v1/developer_apps/'), {
      timeout: SLOW_MS,
    });
    await form.getByRole('button', { name: 'Save' }).click();
    assert.equal((await saved).status(), 200, 'the https redirect URI saves');
    await expectVisible(page.getByText('Credentials saved'), 'the saved toast', SLOW_MS);

    // A CORS entry that is no domain is refused under its field; an internationalised one is kept as browsers send it.
    const cors = form.getByLabel('Allowed CORS domains', { exact: true });
    await cors.fill('not a domain');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectVisible(form.locator('.field__errors').getByText('"not a domain" is not a valid domain'), 'the CORS rule under its field');
    await expectHidden(form.getByText('An error occurred'), 'a banner for a field error');
    await cors.fill('bücher.example');
    await form.getByRole('button', { name: 'Save' }).click();
    await eventually(async () => (await cors.inputValue()) === 'xn--bcher-kva.example', 'the ASCII form of the CORS domain', SLOW_MS);
    await page.reload();
    await eventually(
      async () => (await page.getByLabel('Redirect URIs', { exact: true }).inputValue()) === 'https://app.example.com/callback',
      'the saved redirect URI after a reload',
      SLOW_MS,
    );

    // The first secret is generated directly and shown once; a double click generates it once (no 409 behind it).
    const resets = [];
    const countReset = (/** @type {import('playwright-core').Request} */ request) => {
      if (request.method() === 'POST' && request.url().includes('/reset_secret')) resets.push(request.url());
    };
    page.on('request', countReset);
    await page.getByRole('button', { name: 'Generate client secret' }).dblclick();
    const first = await readSecretDialog(page);
    page.off('request', countReset);
    assert.equal(resets.length, 1, 'one generate request for a double click');
    await expectHidden(page.getByText(/changed by someone else/), 'a conflict banner behind the new secret');
    await expectVisible(page.getByRole('button', { name: 'Reset client secret' }), 'the Reset button once a secret exists', SLOW_MS);
    await page.reload();
    await expectVisible(page.getByRole('button', { name: 'Reset client secret' }), 'the Reset button after a reload', SLOW_MS);
    assert.ok(!(await page.content()).includes(first.secret), 'the secret is not shown again after the dialog');

    const before = await tokenRequest(first.clientId, first.secret);
    assert.equal(before.status, 200, `the first secret gets a token: ${before.text.slice(0, 200)}`);
    assert.equal(typeof before.body.access_token, 'string');

    // A later reset needs the confirm checkbox.
    await page.getByRole('button', { name: 'Reset client secret' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset client secret' });
    await expectVisible(confirm, 'the reset confirmation dialog');
    await expectDisabled(confirm.getByRole('button', { name: 'Reset client secret' }), 'the reset button before confirming');
    await confirm.getByLabel('I understand that the current secret stops working').check();
    await confirm.getByRole('button', { name: 'Reset client secret' }).click();
    const second = await readSecretDialog(page);
    assert.notEqual(second.secret, first.secret, 'the reset issues a new secret');

    const old = await tokenRequest(first.clientId, first.secret);
    assert.equal(old.status, 401, `the old secret is refused after the reset: ${old.text.slice(0, 200)}`);
    const fresh = await tokenRequest(second.clientId, second.secret);
    assert.equal(fresh.status, 200, `the new secret gets a token: ${fresh.text.slice(0, 200)}`);
    assert.equal(typeof fresh.body.access_token, 'string');
  });
});

test('by keyboard: the create dialog opens on its field, Escape returns to the button, and the new page takes focus', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    const dev = await signInAsNewDeveloper(page);
    await page.goto('/developer_apps');
    // The header's button (a first app's empty list offers another).
    const create = page.getByRole('button', { name: 'Create a New App' }).first();
    await create.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create New App' });
    const name = dialog.getByRole('textbox', { name: 'App Name' });
    await eventually(() => name.evaluate((field) => field === field.ownerDocument.activeElement), 'focus on the App Name field');
    await page.keyboard.press('Escape');
    await eventually(() => create.evaluate((button) => button === button.ownerDocument.activeElement), 'focus back on Create a New App');

    await page.keyboard.press('Enter');
    await eventually(() => name.evaluate((field) => field === field.ownerDocument.activeElement), 'focus on the field again');
    await page.keyboard.type(`Keyboard app ${dev.lastName}`);
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 1, name: `Keyboard app ${dev.lastName}` });
    await eventually(() => heading.evaluate((h) => h === h.ownerDocument.activeElement), "focus on the new app's heading");
  });
});

test('a create whose answer was lost, sent again from the dialog, makes one app', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    const dev = await signInAsNewDeveloper(page);
    const appName = `Once app ${dev.lastName}`;
    const keys = await loseFirstAnswer(page, /\/api\/v1\/developer_apps$/);
    await page.goto('/developer_apps');
    await page.getByRole('button', { name: 'Create a New App' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create New App' });
    await dialog.getByRole('textbox', { name: 'App Name' }).fill(appName);
    await dialog.getByRole('button', { name: 'Create App' }).click();
    await expectVisible(dialog.getByRole('alert').filter({ hasText: 'the portal could not be reached' }), 'the failed send');
    await dialog.getByRole('button', { name: 'Create App' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: appName }), "the app's page");
    assert.equal(keys.length, 2);
    assert.match(keys[0] ?? '', /^[0-9a-f]{32}$/);
    assert.equal(keys[1], keys[0], 'the second send repeats the Idempotency-Key');

    await page.goto('/developer_apps');
    await expectVisible(page.getByRole('link', { name: appName }), 'the app in the list');
    assert.equal(await page.getByRole('link', { name: appName }).count(), 1, 'one app, not two');
  });
});

test('an invitation sent again after a lost answer makes one invitation and one e-mail', async (t) => {
  const { dev, session } = await newDeveloperSession();
  const app = await createAppViaApi(session, `Invites ${dev.lastName}`);
  const invitee = uniqueEmail();
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, dev.email, dev.password);
    await page.goto(`/developer_apps/${app.id}?tab=collaborators`);
    const keys = await loseFirstAnswer(page, /\/api\/v1\/invitations$/);
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    await dialog.getByLabel('Email', { exact: true }).fill(invitee);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expectVisible(dialog.getByRole('alert').filter({ hasText: 'the portal could not be reached' }), 'the failed send');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expectVisible(page.locator('.toasts').getByText(`Invitation sent to ${invitee}`), 'the invitation, sent');
    assert.equal(keys.length, 2);
    assert.equal(keys[1], keys[0], 'the second send repeats the Idempotency-Key');
    const pending = await apiCall(session, 'GET', `/api/v1/invitations?developer_app_id=${app.id}`);
    assert.deepEqual(
      pending.data.map((/** @type {{ email: string }} */ i) => i.email),
      [invitee],
      'one invitation, not "already pending"',
    );
    await waitForMail(invitee, { subject: /invit/i });
  });
});

test('a transfer of ownership sent again after a lost answer is answered as made, not "only the owner"', async (t) => {
  const owner = await newDeveloperSession();
  const name = uniqueAppName('Handover');
  const app = await createAppViaApi(owner.session, name);
  const heir = await newDeveloperSession();
  await inviteAndAccept(owner.session, app.id, name, heir.session, 'developer');
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, owner.dev.email, owner.dev.password);
    await page.goto(`/developer_apps/${app.id}?tab=collaborators`);
    const keys = await loseFirstAnswer(page, /\/ownership_transfers$/);
    const heirName = `${heir.dev.firstName} ${heir.dev.lastName}`;
    await page.getByRole('button', { name: `Actions for ${heirName}` }).click();
    await page.getByRole('menuitem', { name: 'Transfer ownership' }).click();
    const dialog = page.getByRole('dialog', { name: 'Transfer ownership' });
    await dialog.getByRole('button', { name: 'Transfer ownership' }).click();
    await expectVisible(dialog.getByRole('alert').filter({ hasText: 'the portal could not be reached' }), 'the failed send');
    await dialog.getByRole('button', { name: 'Transfer ownership' }).click();
    await expectVisible(page.locator('.toasts').getByText('Ownership transferred'), 'the transfer, answered as made');
    assert.equal(keys.length, 2);
    assert.equal(keys[1], keys[0], 'the second send repeats the Idempotency-Key');
    const now = await appViaApi(owner.session, app.id);
    assert.equal(now.owner.id, heir.id);
    assert.equal(now.role, 'admin', 'the former owner is an admin');
  });
});

test('a delete sent again after its answer was lost lands on the apps list, not on "No such app"', async (t) => {
  const { dev, session } = await newDeveloperSession();
  const name = uniqueAppName('Short-lived');
  const app = await createAppViaApi(session, name);
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, dev.email, dev.password);
    await page.goto(`/developer_apps/${app.id}?tab=settings`);
    const lost = await loseFirstAnswer(page, new RegExp(`/api/v1/developer_apps/${app.id}$`), 'DELETE');
    await page.getByRole('button', { name: 'Delete app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this app?' });
    await dialog.getByRole('button', { name: 'Delete app' }).click();
    await expectVisible(dialog.getByRole('alert').filter({ hasText: 'the portal could not be reached' }), 'the failed send');
    await dialog.getByRole('button', { name: 'Delete app' }).click();
    await expectVisible(page.locator('.toasts').getByText(`${name} was deleted`), 'the app, deleted');
    await eventually(
      () => new URL(page.url()).pathname === '/developer_apps',
      () => `still on ${page.url()}`,
    );
    assert.equal(lost.length, 2, 'the delete was sent twice');
    assert.equal((await apiCall(session, 'GET', `/api/v1/developer_apps/${app.id}`)).status, 404);
  });
});

test('a first secret and a rotation sent again after their answers were lost show secrets that work, not "confirm" or "already running"', async (t) => {
  const { dev, session } = await newDeveloperSession();
  const app = await createAppViaApi(session, uniqueAppName('Rotating'));
  await waitForSandbox(session, app.id, 'live');
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, dev.email, dev.password);
    await page.goto(`/developer_apps/${app.id}?tab=oauthCredentials`);

    // The first secret: Generate has no confirmation, and its repeat must not ask for one.
    const generated = await loseFirstAnswer(page, /\/reset_secret$/);
    await page.getByRole('button', { name: 'Generate client secret' }).click();
    await expectVisible(page.getByRole('alert').filter({ hasText: 'the portal could not be reached' }), 'the failed generation');
    await page.getByRole('button', { name: 'Generate client secret' }).click();
    const inUse = (await readSecretDialog(page)).secret;
    assert.equal(generated.length, 2);
    assert.equal(generated[1], generated[0], 'the second generation repeats the Idempotency-Key');
    assert.equal((await tokenRequest(app.uid, inUse)).status, 200, 'the secret shown works');

    const sent = await loseFirstAnswer(page, /\/rotate_secret$/);
    await page.getByRole('button', { name: 'Rotate with grace period' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Rotate client secret' });
    await dialog.getByRole('button', { name: 'Rotate secret' }).click();
    await expectVisible(dialog.getByRole('alert').filter({ hasText: 'the portal could not be reached' }), 'the failed send');
    await dialog.getByRole('button', { name: 'Rotate secret' }).click();
    const rotated = await readSecretDialog(page);
    assert.equal(sent.length, 2);
    assert.equal(sent[1], sent[0], 'the second send repeats the Idempotency-Key');
    assert.equal((await tokenRequest(app.uid, rotated.secret)).status, 200, 'the secret shown works');
    assert.equal((await tokenRequest(app.uid, inUse)).status, 200, 'the secret in use keeps working through the grace period');
  });
});
