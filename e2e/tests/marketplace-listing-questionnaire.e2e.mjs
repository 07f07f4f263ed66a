// The listing editor's questionnaire and pickers after a QA pass (2026-12-04):
// - a No answer sends and stores no detail: subprocessors Yes with "AWS (hosting)", then No, was saved as
//   `has_subprocessors: false` with the details, and reviewers read both (spec 3 §5: details only for a Yes);
// - the visibility switch's toast no longer says "enabled" before anything is saved;
// - pickers empty their search after a choice and when the list closes (the typed text read as a value), the keys
//   going on from the option picked;
// - pickers are marked required and invalid like the text fields (asterisk, aria-invalid, the red outline).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createAppViaApi, newDeveloperSession, SLOW_MS, toast, uniqueAppName } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { eventually, expectDisabled, expectEnabled, expectHidden, expectVisible } from '../lib/expect.mjs';
import { apiCall, signIn } from '../lib/notifications.mjs';

/** @typedef {import('playwright-core').Page} Page */

/** @param {Page} page @param {string} appId */
async function openListing(page, appId) {
  await page.goto(`/developer_apps/${appId}?tab=marketplaceListing`);
  await expectVisible(page.getByTestId('listing-editor'), 'the listing editor', SLOW_MS);
}

/** @param {Page} page @param {string} question @param {'Yes' | 'No'} answer */
const answer = (page, question, answer) =>
  page.getByRole('group', { name: question, exact: true }).getByRole('radio', { name: answer, exact: true }).check();

/** @param {Page} page @param {string} label */
const combobox = (page, label) => page.getByRole('combobox', { name: label, exact: true });

/** @param {Page} page @param {string} label */
const listbox = (page, label) => page.getByRole('listbox', { name: label, exact: true });

/** The body of the next listing save (create or update). @param {Page} page */
const nextSave = (page) =>
  page
    .waitForRequest((r) => /\/api\/v1\/(developer_apps\/[^/]+\/submissions|submissions\/[^/]+)$/.test(r.url()) && r.method() !== 'GET')
    .then((r) => r.postDataJSON().submission);

/** Whether the picker's label row shows the required asterisk. @param {Page} page @param {string} label */
const markedRequired = (page, label) =>
  combobox(page, label).evaluate((box) => box.closest('.multi-select')?.querySelector('.field__required') !== null);

test(
  'a No answer empties its details, which are neither sent nor stored; the toast says Save keeps the switch',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const { dev, session } = await newDeveloperSession();
    const app = await createAppViaApi(session, uniqueAppName('QA questionnaire'));
    await withPage(t, {}, async ({ page }) => {
      await signIn(page, dev.email, dev.password);
      await openListing(page, app.id);
      await page.getByLabel('Name', { exact: true }).fill('Questionnaire Details');
      await page.getByRole('tab', { name: /^Security/ }).click();

      // Toggling saves nothing: the toast says so, and switched back to what is saved, that nothing changed.
      const visible = page.getByRole('switch', { name: 'Include the security and compliance questionnaire' });
      await visible.click();
      await expectVisible(toast(page, 'Security questionnaire shown. Save to keep this change.'), 'the shown toast');
      await visible.click();
      await expectVisible(toast(page, 'Security questionnaire hidden, as saved.'), 'the hidden-as-saved toast');
      await visible.click();

      // Subprocessors: Yes with details, then No.
      const details = page.getByLabel('Subprocessor details', { exact: true });
      await answer(page, 'Do you use subprocessors?', 'Yes');
      await expectEnabled(details, 'the details after Yes');
      await details.fill('AWS (hosting)');
      await answer(page, 'Do you use subprocessors?', 'No');
      await expectDisabled(details, 'the details after No');
      assert.equal(await details.inputValue(), '', 'No empties the details');

      // Every other pair alike: the pickers' choices and the typed details go with a No.
      await answer(page, 'Do you have a security contact?', 'Yes');
      await page.getByLabel('Security e-mail', { exact: true }).fill('security@e2e.example.com');
      await answer(page, 'Are you accredited to security standards?', 'Yes');
      await combobox(page, 'Security standards').click();
      await listbox(page, 'Security standards').getByRole('option', { name: 'ISO/IEC 27001 — 2022' }).click();
      await page.getByLabel('Other security standards', { exact: true }).fill('SOC 2 Type II');
      await answer(page, 'Do you support single sign-on?', 'Yes');
      await combobox(page, 'Single sign-on providers').click();
      await listbox(page, 'Single sign-on providers').getByRole('option', { name: 'Okta' }).click();
      await page.keyboard.press('Escape');
      for (const question of [
        'Do you have a security contact?',
        'Are you accredited to security standards?',
        'Do you support single sign-on?',
      ]) {
        await answer(page, question, 'No');
      }
      await expectHidden(page.getByRole('button', { name: 'Remove ISO/IEC 27001 — 2022' }), 'the standard unpicked by No');
      await expectHidden(page.getByRole('button', { name: 'Remove Okta' }), 'the provider unpicked by No');
      assert.equal(await page.getByLabel('Security e-mail', { exact: true }).inputValue(), '');
      assert.equal(await page.getByLabel('Other security standards', { exact: true }).inputValue(), '');

      const sent = nextSave(page);
      await page.getByRole('button', { name: 'Save draft' }).click();
      const q = (await sent).security_questionnaire;
      assert.deepEqual(
        [
          q.has_subprocessors,
          q.subprocessors_details,
          q.security_email,
          q.security_standard_ids,
          q.other_security_standards,
          q.sso_providers,
        ],
        [false, '', '', [], '', []],
        'the save sends no detail of a No answer',
      );
      await expectVisible(toast(page, 'Listing saved'), 'the draft saved');

      // Stored without them, and so after a reload.
      const stored = await apiCall(session, 'GET', `/api/v1/developer_apps/${app.id}/submission`);
      assert.equal(stored.data.security_questionnaire.has_subprocessors, false);
      assert.equal(stored.data.security_questionnaire.subprocessors_details, '');
      await page.reload();
      await expectVisible(page.getByTestId('listing-editor'), 'the listing editor again', SLOW_MS);
      await page.getByRole('tab', { name: /^Security/ }).click();
      assert.equal(await page.getByLabel('Subprocessor details', { exact: true }).inputValue(), '', 'no details after a reload');
    });
  },
);

test(
  'pickers empty their search after a choice and when the list closes, and are marked required and invalid like text fields',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const { dev, session } = await newDeveloperSession();
    const app = await createAppViaApi(session, uniqueAppName('QA pickers'));
    await withPage(t, {}, async ({ page }) => {
      await signIn(page, dev.email, dev.password);
      await openListing(page, app.id);
      const box = combobox(page, 'Categories');
      const options = listbox(page, 'Categories').getByRole('option');
      const all = await (await fetch(new URL('/api/v1/categories', page.url()))).json();

      // Keyboard: type, ArrowDown, Enter. The box empties, every category is listed again, the pick stays active.
      await box.focus();
      await page.keyboard.type('Field');
      await eventually(async () => (await options.count()) === 1, 'the search narrows the list');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expectVisible(page.getByRole('button', { name: 'Remove Field Productivity', exact: true }), 'Field Productivity picked');
      assert.equal(await box.inputValue(), '', 'the search emptied by the choice');
      await eventually(async () => (await options.count()) === all.length, 'every category listed again');
      const picked = listbox(page, 'Categories').getByRole('option', { name: 'Field Productivity' });
      assert.equal(await box.getAttribute('aria-activedescendant'), await picked.getAttribute('id'), 'the pick stays active');
      // The keys go on from it: the next option, picked with Enter.
      const index = all.findIndex((/** @type {{ name: string }} */ c) => c.name === 'Field Productivity');
      await page.keyboard.press('ArrowDown');
      assert.equal(await box.getAttribute('aria-activedescendant'), await options.nth(index + 1).getAttribute('id'), 'ArrowDown: the next');
      await page.keyboard.press('Enter');
      await expectVisible(page.getByRole('button', { name: `Remove ${all[index + 1].name}`, exact: true }), 'the next one picked');

      // Closing empties the search too: Escape, and focus leaving the box.
      await page.keyboard.type('Sched');
      await page.keyboard.press('Escape');
      await eventually(async () => (await box.getAttribute('aria-expanded')) === 'false', 'Escape closes');
      assert.equal(await box.inputValue(), '', 'Escape empties the search');
      await page.keyboard.type('Sched');
      await page.keyboard.press('Tab');
      assert.equal(await box.inputValue(), '', 'leaving the box empties the search');
      // The mouse alike.
      await box.click();
      await page.keyboard.type('Sched');
      await listbox(page, 'Categories').getByRole('option', { name: 'Scheduling' }).click();
      assert.equal(await box.inputValue(), '', 'a click on an option empties the search');
      await page.keyboard.press('Escape');

      // Marked invalid like a text field: aria-invalid, the messages linked, the same red outline as the Name's.
      await page.getByRole('button', { name: 'Remove Field Productivity', exact: true }).click();
      await page.getByRole('button', { name: `Remove ${all[index + 1].name}`, exact: true }).click();
      await page.getByRole('button', { name: 'Remove Scheduling', exact: true }).click();
      await page.getByRole('button', { name: 'Preview' }).click();
      await expectVisible(page.getByText('Please correct the errors below before submitting for review'), 'the notValid banner');
      await eventually(async () => (await box.getAttribute('aria-invalid')) === 'true', 'Categories aria-invalid');
      const describedBy = (await box.getAttribute('aria-describedby')) ?? '';
      const messages = await page.evaluate(
        (ids) => ids.map((id) => /** @type {any} */ (globalThis).document.getElementById(id)?.textContent ?? ''),
        describedBy.split(' '),
      );
      assert.ok(messages.includes('This field is required'), `the message describes the box: ${JSON.stringify(messages)}`);
      const name = page.getByLabel('Name', { exact: true });
      assert.equal(await name.getAttribute('aria-invalid'), 'true');
      const outline = (/** @type {import('playwright-core').Locator} */ el) =>
        el.evaluate((e) => [e.classList.contains('input--invalid'), /** @type {any} */ (globalThis).getComputedStyle(e).borderColor]);
      // Polled: the border colour eases in (a 0.15 s transition).
      await eventually(
        async () => JSON.stringify(await outline(box)) === JSON.stringify(await outline(name)),
        'the same red outline as the Name',
      );
      assert.equal((await outline(box))[0], true, 'the invalid class');

      // Security standards and SSO providers: required (asterisk, aria-required) once Yes enables them, and invalid empty.
      await page.getByRole('tab', { name: /^Security/ }).click();
      await page.getByRole('switch', { name: 'Include the security and compliance questionnaire' }).click();
      for (const [question, label] of [
        ['Are you accredited to security standards?', 'Security standards'],
        ['Do you support single sign-on?', 'Single sign-on providers'],
      ]) {
        assert.equal(await markedRequired(page, label), false, `${label}: no asterisk while disabled`);
        await answer(page, question, 'Yes');
        assert.equal(await markedRequired(page, label), true, `${label}: the asterisk after Yes`);
        assert.equal(await combobox(page, label).getAttribute('aria-required'), 'true', `${label}: aria-required`);
      }
      await page.getByRole('button', { name: 'Preview' }).click();
      for (const label of ['Security standards', 'Single sign-on providers']) {
        await eventually(async () => (await combobox(page, label).getAttribute('aria-invalid')) === 'true', `${label} aria-invalid`);
        assert.deepEqual((await outline(combobox(page, label)))[0], true, `${label}: the red outline`);
      }
      // Data processing countries (a picker required from the start) picked by keyboard: the box empties.
      await combobox(page, 'Data processing countries').focus();
      await page.keyboard.type('Canada');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expectVisible(page.getByRole('button', { name: 'Remove Canada', exact: true }), 'Canada picked');
      assert.equal(await combobox(page, 'Data processing countries').inputValue(), '');
      await eventually(
        async () => (await combobox(page, 'Data processing countries').getAttribute('aria-invalid')) === null,
        'a valid pick clears aria-invalid',
      );
    });
  },
);
