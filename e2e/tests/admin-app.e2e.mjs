// The admin app detail page (issue 4, acceptance 5) in the browser, as admin@example.com on a fresh
// developer's app: the General form, the logo, the marketplace toggle's rule, Change Owner, the
// (DELETED) marker and Undelete, the Integration Request Contact form (add, edit, remove), each with
// its toast, the metadata formats and the 'Could not load' banner.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { LONG_DATE_TIME, PNG_1PX, SLOW_MS, createAppViaApi, newDeveloperSession, toast, uniqueAppName } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { eventually, expectDisabled, expectHidden, expectPath, expectVisible } from '../lib/expect.mjs';
import { apiCall, signIn, signInViaApi } from '../lib/notifications.mjs';

/** @typedef {import('playwright-core').Page} Page */

/** The admin page of `appId`, loaded. */
async function openAdminAppPage(/** @type {Page} */ page, /** @type {string} */ appId, /** @type {string} */ name) {
  await page.goto(`/admin/developer_apps/${appId}`);
  await expectVisible(
    page.getByRole('heading', { level: 1, name: new RegExp(`^Edit - ${escapeRegExp(name)}`) }),
    `"Edit - ${name}"`,
    SLOW_MS,
  );
}

const escapeRegExp = (/** @type {string} */ s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The sidebar (owner info, metadata, actions). */
const sidebar = (/** @type {Page} */ page) => page.getByRole('complementary', { name: 'App administration' });

/** The value next to a term of the sidebar's lists ("Email", "Created", "Deleted", ...). */
const sidebarValue = (/** @type {Page} */ page, /** @type {string} */ term) =>
  sidebar(page)
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');

/** Waits until the sidebar's value for `term` satisfies `check`; returns it. */
async function expectSidebarValue(
  /** @type {Page} */ page,
  /** @type {string} */ term,
  /** @type {(v: string) => boolean} */ check,
  what = '',
) {
  let seen = '';
  await eventually(
    async () => {
      seen = (await sidebarValue(page, term).innerText({ timeout: 1000 })).trim();
      return check(seen);
    },
    () => `expected the sidebar's ${term} ${what}; it shows "${seen}"`,
    SLOW_MS,
  );
  return seen;
}

test(
  'the admin saves the General form, uploads and removes the logo; the marketplace toggle follows the application setting',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const { session } = await newDeveloperSession();
    const name = uniqueAppName('E2E admin general');
    const app = await createAppViaApi(session, name);
    const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);

    await withPage(t, {}, async ({ page }) => {
      await signIn(page, DEMO.admin, DEMO_PASSWORD);
      await openAdminAppPage(page, app.id, name);
      await expectVisible(
        page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(name, { exact: true }),
        'the app name in the breadcrumbs',
      );

      // Metadata: moment's 'MMMM Do YYYY, h:mm:ss a', and 'Not Deleted'.
      await expectSidebarValue(page, 'Created', (v) => LONG_DATE_TIME.test(v), "in 'MMMM Do YYYY, h:mm:ss a'");
      await expectSidebarValue(page, 'Updated', (v) => LONG_DATE_TIME.test(v), "in 'MMMM Do YYYY, h:mm:ss a'");
      await expectSidebarValue(page, 'Deleted', (v) => v === 'Not Deleted', "to say 'Not Deleted'");

      // General: Save stays disabled until something changes; a save says 'App Updated!'.
      const form = page.getByRole('form', { name: 'General app settings' });
      const save = form.getByRole('button', { name: 'Save', exact: true });
      await eventually(() => save.isDisabled(), 'Save is disabled before any change');
      // A refused save: a dismissible 'Could not save' banner with the server's text.
      const redirects = form.getByLabel('Redirect URIs', { exact: true });
      await redirects.fill('http://example.com');
      await save.click();
      const refused = page.getByRole('alert').filter({ hasText: 'Could not save' });
      await expectVisible(refused, "the 'Could not save' banner", SLOW_MS);
      await expectVisible(
        refused.getByText('Line 1: "http://example.com" must use https (http is only allowed for localhost)'),
        "the server's message in the banner",
      );
      await refused.getByRole('button', { name: 'Dismiss' }).click();
      await expectHidden(refused, "the 'Could not save' banner after dismissing it");
      await redirects.fill('https://admin.example.com/callback');

      const renamed = `${name} renamed`;
      await form.getByLabel('Internal name', { exact: true }).fill(renamed);
      await form.getByLabel('Public name', { exact: true }).fill(`Public ${name}`);
      await form.getByLabel('Allowed CORS domains', { exact: true }).fill('app.example.com');
      await save.click();
      await expectVisible(toast(page, 'App Updated!'), "the 'App Updated!' toast", SLOW_MS);
      await expectVisible(page.getByRole('heading', { level: 1, name: `Edit - ${renamed}` }), 'the renamed title', SLOW_MS);
      await page.reload();
      await expectVisible(page.getByRole('heading', { level: 1, name: `Edit - ${renamed}` }), 'the renamed title after a reload', SLOW_MS);
      assert.equal(await form.getByLabel('Public name', { exact: true }).inputValue(), `Public ${name}`, 'the public name is kept');
      assert.equal(
        await form.getByLabel('Allowed CORS domains', { exact: true }).inputValue(),
        'app.example.com',
        'the CORS domain is kept',
      );
      assert.equal(await redirects.inputValue(), 'https://admin.example.com/callback', 'the redirect URI is kept');

      // marketplace_enabled: offered only when the application setting is on (spec §4, §6).
      const view = await apiCall(admin, 'GET', `/api/v1/admin/developer_apps/${app.id}`);
      assert.equal(view.status, 200);
      const settingOn = /** @type {{ marketplace_setting_enabled: boolean }} */ (view.data).marketplace_setting_enabled;
      const toggle = form.getByLabel('Marketplace enabled', { exact: true });
      if (settingOn) {
        await toggle.check();
        await expectVisible(toast(page, 'App Updated!'), "the 'App Updated!' toast after toggling marketplace_enabled", SLOW_MS);
        await eventually(() => toggle.isChecked(), 'the toggle stays on');
      } else {
        await expectHidden(toggle, 'the marketplace_enabled toggle while the application setting is off');
        const refused = await apiCall(admin, 'PATCH', `/api/v1/admin/developer_apps/${app.id}`, {
          developer_app: { marketplace_enabled: true },
        });
        assert.equal(refused.status, 422, `toggling marketplace_enabled with the setting off answered ${refused.status}`);
        assert.ok(
          /** @type {{ fields?: Record<string, string[]> }} */ (refused.data).fields?.marketplace_enabled?.length,
          `the 422 names marketplace_enabled: ${JSON.stringify(refused.data)}`,
        );
      }

      // Logo: upload → 'Uploaded Logo!' and the image shows; remove → 'Removed Logo!'.
      const logoSection = page.locator('section', { has: page.getByRole('heading', { name: 'Logo', exact: true }) });
      // Too big: refused before uploading, with the reason.
      await logoSection
        .getByLabel('Choose a file or drop it here')
        .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024)]) });
      const tooBig = page.getByRole('alert').filter({ hasText: 'Could not save' });
      await expectVisible(tooBig.getByText('The logo must be at most 2 MB.'), 'the size limit in the banner');
      await tooBig.getByRole('button', { name: 'Dismiss' }).click();
      await logoSection
        .getByLabel('Choose a file or drop it here')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1PX });
      await expectVisible(toast(page, 'Uploaded Logo!'), "the 'Uploaded Logo!' toast", SLOW_MS);
      const image = logoSection.locator('img[src*="/api/v1/developer_app_thumbnails/"]');
      await expectVisible(image, 'the uploaded logo', SLOW_MS);
      await eventually(
        () =>
          image.evaluate((img) => /** @type {HTMLImageElement} */ (img).complete && /** @type {HTMLImageElement} */ (img).naturalWidth > 0),
        'the logo image loads',
        SLOW_MS,
      );
      // Deleting a file asks first (spec 1 §4 Files); Cancel keeps it.
      await logoSection.getByRole('button', { name: 'Remove logo' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete File?' });
      await expectVisible(confirm.getByText(/^Are you sure you want to delete the logo of .+\?$/), 'the delete-file question');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expectHidden(confirm, 'the question after Cancel');
      await expectVisible(image, 'the logo, kept');
      await logoSection.getByRole('button', { name: 'Remove logo' }).click();
      await confirm.getByRole('button', { name: 'Delete File' }).click();
      await expectVisible(toast(page, 'Removed Logo!'), "the 'Removed Logo!' toast", SLOW_MS);
      await expectHidden(image, 'the logo after removing it', SLOW_MS);
    });
  },
);

test('the admin changes the owner; the new owner deletes the app; the admin undeletes it', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  const first = await newDeveloperSession();
  const second = await newDeveloperSession();
  const name = uniqueAppName('E2E admin owner');
  const app = await createAppViaApi(first.session, name);

  await withPage(t, {}, async ({ page }) => {
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await openAdminAppPage(page, app.id, name);
    await expectSidebarValue(page, 'Email', (v) => v === first.dev.email, `to be the first owner ${first.dev.email}`);

    // Change Owner: the picker searches the registered developers and lists them by e-mail.
    await sidebar(page).getByRole('button', { name: 'Change Owner' }).click();
    const modal = page.getByRole('dialog', { name: 'Change Owner' });
    await expectVisible(modal, 'the Change Owner modal');
    await expectVisible(modal.getByText(`Current owner: ${first.dev.email}`), 'the current owner');
    const submit = modal.getByRole('button', { name: 'Continue', exact: true });
    await eventually(() => submit.isDisabled(), 'Continue is disabled until a developer is picked');
    const searching = page.waitForRequest((r) => r.url().includes('/api/v1/admin/developers?') && r.url().includes('search='), {
      timeout: SLOW_MS,
    });
    await modal.getByLabel('New owner (search by e-mail)').fill(second.dev.email);
    await searching;
    const option = modal.getByRole('group', { name: 'Developers' }).getByRole('radio', { name: second.dev.email, exact: true });
    await expectVisible(option, `the option labelled ${second.dev.email}`, SLOW_MS);
    await option.click();
    await submit.click();
    // The confirm step says what happens before it happens.
    await modal.getByRole('button', { name: 'Change owner', exact: true }).click();
    await expectHidden(modal, 'the Change Owner modal after the change', SLOW_MS);
    await expectVisible(toast(page, `${second.dev.email} is now the owner`), 'the owner toast after changing the owner', SLOW_MS);
    await expectSidebarValue(page, 'Email', (v) => v === second.dev.email, `to be the new owner ${second.dev.email}`);
    await expectSidebarValue(page, 'Name', (v) => v === `${second.dev.firstName} ${second.dev.lastName}`, "to be the new owner's name");
    const collaborators = page.locator('section', { has: page.getByRole('heading', { name: 'Collaborators', exact: true }) });
    await expectVisible(collaborators.getByText(`${first.dev.email} · Admin`), 'the former owner, now an admin');

    // Only an owner may delete: the new owner can, so the change was real.
    const deleted = await apiCall(second.session, 'DELETE', `/api/v1/developer_apps/${app.id}`);
    assert.equal(deleted.status, 204, `the new owner deletes the app: ${deleted.status} ${JSON.stringify(deleted.data)}`);

    await page.reload();
    const title = page.getByRole('heading', { level: 1 });
    await eventually(async () => (await title.innerText()).trim() === `Edit - ${name} (DELETED)`, 'the title ends with (DELETED)', SLOW_MS);
    await expectSidebarValue(page, 'Deleted', (v) => LONG_DATE_TIME.test(v), "in 'MMMM Do YYYY, h:mm:ss a'");

    // A double click undeletes once: one request, one toast.
    const patches = [];
    const countPatch = (/** @type {import('playwright-core').Request} */ request) => {
      if (request.method() === 'PATCH' && request.url().includes(`/api/v1/admin/developer_apps/${app.id}`)) patches.push(request.url());
    };
    page.on('request', countPatch);
    await sidebar(page).getByRole('button', { name: 'Undelete' }).dblclick();
    await expectVisible(toast(page, 'App Undeleted!'), "the 'App Undeleted!' toast", SLOW_MS);
    page.off('request', countPatch);
    assert.equal(patches.length, 1, 'one undelete request for a double click');
    assert.equal(await toast(page, 'App Undeleted!').count(), 1, 'one toast');
    await eventually(async () => (await title.innerText()).trim() === `Edit - ${name}`, 'the (DELETED) marker goes away', SLOW_MS);
    await expectSidebarValue(page, 'Deleted', (v) => v === 'Not Deleted', "to say 'Not Deleted' again");
    await expectHidden(sidebar(page).getByRole('button', { name: 'Undelete' }), 'the Undelete button');
    const back = await apiCall(second.session, 'GET', `/api/v1/developer_apps/${app.id}`);
    assert.equal(back.status, 200, 'the owner sees the undeleted app again');
  });
});

test(
  'the admin adds an Integration Request Contact, edits and removes it; an unknown app says Could not load',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const { session } = await newDeveloperSession();
    const name = uniqueAppName('E2E admin contact');
    const app = await createAppViaApi(session, name);
    const contact = { name: `Casey ${randomUUID().slice(0, 8)}`, email: `contact-${randomUUID().slice(0, 8)}@example.com` };

    await withPage(t, {}, async ({ page }) => {
      await signIn(page, DEMO.admin, DEMO_PASSWORD);
      await openAdminAppPage(page, app.id, name);
      const contacts = page.locator('section', { has: page.getByRole('heading', { name: 'Contacts', exact: true }) });
      await expectVisible(contacts.getByText('No contacts yet.'), 'the empty contacts list');

      await sidebar(page).getByRole('link', { name: 'Integration Request Contact' }).click();
      await expectPath(page, `/admin/developer_apps/${app.id}/contacts/new`);
      const form = page.getByRole('form', { name: 'Integration Request Contact' });
      await form.getByRole('button', { name: 'Add contact' }).click();
      await expectVisible(form.getByText('This field is required').first(), 'the required-field messages of an empty form');
      await form.getByLabel('Name', { exact: true }).fill(contact.name);
      await form.getByLabel('Email', { exact: true }).fill(contact.email);
      await form.getByRole('button', { name: 'Add contact' }).click();

      await expectPath(page, `/admin/developer_apps/${app.id}`, SLOW_MS);
      await expectVisible(toast(page, 'Contact added'), "the 'Contact added' toast", SLOW_MS);
      await expectVisible(contacts.getByText(contact.name, { exact: false }), 'the new contact in the contacts list', SLOW_MS);
      await expectVisible(contacts.getByRole('link', { name: contact.email }), "the contact's e-mail link");
      await page.reload();
      await expectVisible(contacts.getByRole('link', { name: contact.email }), 'the contact after a reload', SLOW_MS);
      // The same address again (as after a lost answer): the form says it is there already, and no second one is made.
      await sidebar(page).getByRole('link', { name: 'Integration Request Contact' }).click();
      await form.getByLabel('Name', { exact: true }).fill(contact.name);
      await form.getByLabel('Email', { exact: true }).fill(contact.email.toUpperCase());
      await form.getByRole('button', { name: 'Add contact' }).click();
      await expectVisible(form.getByText('This address is already a contact of this app'), 'the already-a-contact message');
      await page.goBack();
      await expectVisible(contacts.getByRole('link', { name: contact.email }), 'the contact list', SLOW_MS);
      assert.equal(await contacts.getByRole('link', { name: contact.email }).count(), 1, 'one contact, not two');

      // The contact's edit page (its links.edit): the same form, filled in, with Save off until something changes.
      const edited = { name: `${contact.name} Edited`, email: `edited-${contact.email}` };
      const editLink = contacts.getByRole('link', { name: `Edit contact ${contact.name}` });
      const editPath = (await editLink.getAttribute('href')) ?? '';
      assert.match(editPath, new RegExp(`^/admin/developer_apps/${app.id}/contacts/[0-9a-f-]{36}/edit$`));
      await editLink.click();
      await expectPath(page, editPath);
      const nameField = form.getByLabel('Name', { exact: true });
      const emailField = form.getByLabel('Email', { exact: true });
      await eventually(
        async () => (await nameField.inputValue()) === contact.name && (await emailField.inputValue()) === contact.email,
        'the edit form filled with the contact',
        SLOW_MS,
      );
      await expectDisabled(form.getByRole('button', { name: 'Save' }), 'Save before anything changed');
      await nameField.fill(edited.name);
      await emailField.fill(edited.email);
      await form.getByRole('button', { name: 'Save' }).click();
      await expectPath(page, `/admin/developer_apps/${app.id}`, SLOW_MS);
      await expectVisible(toast(page, 'Contact saved'), "the 'Contact saved' toast", SLOW_MS);
      await expectVisible(contacts.getByRole('link', { name: edited.email, exact: true }), 'the changed address in the list', SLOW_MS);
      await expectVisible(contacts.getByText(edited.name, { exact: false }), 'the changed name in the list');
      await expectHidden(contacts.getByRole('link', { name: contact.email, exact: true }), 'the former address');

      // Removing it asks first; Cancel keeps it.
      await contacts.getByRole('link', { name: `Edit contact ${edited.name}` }).click();
      await expectPath(page, editPath);
      await page.getByRole('button', { name: 'Remove contact' }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove this contact?' });
      await expectVisible(
        dialog.getByText(`Remove ${edited.name} (${edited.email}) from this app’s contacts?`),
        'the question naming the contact',
      );
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expectHidden(dialog, 'the question after Cancel');
      await expectPath(page, editPath);
      await page.getByRole('button', { name: 'Remove contact' }).click();
      await dialog.getByRole('button', { name: 'Remove contact' }).click();
      await expectPath(page, `/admin/developer_apps/${app.id}`, SLOW_MS);
      await expectVisible(toast(page, 'Contact removed'), "the 'Contact removed' toast", SLOW_MS);
      await expectVisible(contacts.getByText('No contacts yet.'), 'the empty contacts list after the removal', SLOW_MS);
      await page.reload();
      await expectVisible(contacts.getByText('No contacts yet.'), 'no contact after a reload', SLOW_MS);
      // Its address now names no contact: the page says so rather than "Page not found".
      await page.goto(editPath);
      await expectVisible(
        page.getByText('This app has no such contact. It may have been removed.'),
        'the no-such-contact message',
        SLOW_MS,
      );

      // A nonexistent app: a dismissible 'Could not load' banner with the server's text.
      await page.goto(`/admin/developer_apps/${randomUUID()}`);
      const banner = page.getByRole('alert').filter({ hasText: 'Could not load' });
      await expectVisible(banner, "the 'Could not load' banner", SLOW_MS);
      await expectVisible(banner.getByText('No such app'), "the server's message in the banner");
      await banner.getByRole('button', { name: 'Dismiss' }).click();
      await expectHidden(banner, 'the banner after dismissing it');
    });
  },
);

test('an app page names the next app waiting for review, and its link opens it', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  const { session } = await newDeveloperSession();
  const name = uniqueAppName('Next in queue');
  const app = await createAppViaApi(session, name);
  // The seeded Demo Integration waits for review on every fresh stack; other tests' apps may wait too.
  await withPage(t, {}, async ({ page }) => {
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await openAdminAppPage(page, app.id, name);
    const strip = page.getByRole('navigation', { name: 'Review queue' });
    await expectVisible(strip.getByRole('link', { name: /^Review queue: \d+ waiting$/ }), 'how many wait');
    const next = strip.locator('.review-next__app');
    const href = (await next.getAttribute('href')) ?? '';
    assert.match(href, /^\/admin\/developer_apps\/[0-9a-f-]{36}(\?tab=marketplace)?$/);
    assert.ok(!href.includes(app.id), 'the next app is another one');
    const nextName = (await next.textContent()) ?? '';
    await next.click();
    await expectVisible(
      page.getByRole('heading', { level: 1, name: new RegExp(`^Edit - ${escapeRegExp(nextName)}`) }),
      'the next app’s page',
      SLOW_MS,
    );
  });
});
