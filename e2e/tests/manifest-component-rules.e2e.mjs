// Found by a new integrator's QA pass: an http:// component URL and a view named "not a view!!" passed both the
// Configuration Builder and the JSON editor ("Validation passed"), and invalid JSON said only "Invalid JSON, could not
// parse manifest". Components now need https (http on localhost) and view paths, each error at its field, and the
// JSON error names its line and column, with a button that puts the caret there.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createAppViaApi, newDeveloperSession, SLOW_MS, uniqueAppName } from '../lib/apps.mjs';
import { withPage } from '../lib/browser.mjs';
import { expectDisabled, expectHidden, expectVisible } from '../lib/expect.mjs';
import { answerConfirm } from '../lib/notifications.mjs';
import { signInWithForm } from '../lib/ui.mjs';

const NOT_HTTPS = 'Must use https (http is only allowed for localhost)';
const NOT_A_VIEW =
  '"not a view!!" is not a view path: use letters, digits, "_" and "-", in parts joined by "." or "/" (e.g. projects.rfis.detail)';

test('the builder and the JSON editor refuse an http component URL and a made-up view; JSON errors name line and column', async (t) => {
  const owner = await newDeveloperSession();
  const app = await createAppViaApi(owner.session, uniqueAppName('Component rules'));

  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, owner.dev.email, owner.dev.password);
    await page.goto(`/developer_apps/${app.id}`);

    // Configuration Builder → Add component: both refused at their fields, then the fixed values save.
    await page.getByRole('button', { name: 'Add component' }).click({ timeout: SLOW_MS });
    const panel = page.getByRole('dialog', { name: 'Add component' });
    await panel.getByLabel('Type').selectOption('sidepanel');
    await panel.getByLabel('URL').fill('http://insecure.example.com/panel');
    await panel.getByLabel('Views').fill('not a view!!');
    await panel.getByRole('button', { name: 'Save component' }).click();
    await expectVisible(panel.getByText(NOT_HTTPS), 'the URL error in the builder');
    await expectVisible(panel.getByText(NOT_A_VIEW), 'the view error in the builder');
    await panel.getByLabel('URL').fill('http://localhost:3000/panel');
    await panel.getByLabel('Views').fill('projects.rfis.detail');
    await panel.getByRole('button', { name: 'Save component' }).click();
    await expectHidden(panel, 'the panel, saved');
    await expectVisible(page.getByText('http://localhost:3000/panel', { exact: true }), 'the localhost component in the builder');

    // The JSON editor: the server's errors point at the URL and at the view.
    // (It asks first: the builder's component is not saved as a version.)
    await answerConfirm(
      page,
      () => page.locator('.app-header__versions').getByRole('button', { name: 'Create version' }).click(),
      /Open it anyway\?$/,
      true,
    );
    const editor = page.getByRole('dialog', { name: 'New manifest version' });
    await expectVisible(editor, 'the editor', SLOW_MS);
    const text = editor.getByLabel('Manifest');
    const bad = {
      schema_version: '3',
      components: {
        iframe: { instances: [{ type: 'sidepanel', source_url: 'http://insecure.example.com/panel', views: ['not a view!!'] }] },
      },
    };
    await text.fill(JSON.stringify(bad, null, 2));
    await expectVisible(editor.getByText('There are (2) content violations.'), 'two violations', SLOW_MS);
    await editor.getByRole('button', { name: 'Show' }).click();
    const violations = editor.getByRole('region', { name: 'Validations' }).getByRole('listitem');
    await expectVisible(
      violations.filter({ hasText: '/components/iframe/instances/0/source_url' }).filter({ hasText: NOT_HTTPS }),
      'the URL error',
    );
    await expectVisible(
      violations.filter({ hasText: '/components/iframe/instances/0/views/0' }).filter({ hasText: NOT_A_VIEW }),
      'the view error',
    );
    await expectDisabled(editor.getByRole('button', { name: 'Create', exact: true }), 'Create with violations');

    // Invalid JSON: the spec's words, then where; the button puts the caret on the offending character.
    const broken = '{\n  "schema_version": "3",\n  "components": }\n}';
    await text.fill(broken);
    const message = 'Invalid JSON, could not parse manifest (line 3, column 17: Unexpected token })';
    await expectVisible(editor.getByRole('listitem').filter({ hasText: message }), 'the located JSON error', SLOW_MS);
    await editor.getByRole('button', { name: 'Go to line 3, column 17' }).click();
    const caret = await text.evaluate((el) => /** @type {HTMLTextAreaElement} */ (el).selectionStart);
    assert.equal(caret, broken.indexOf('}'), 'the caret at the stray "}"');
    assert.ok(await text.evaluate((el) => el === el.ownerDocument.activeElement), 'the manifest text has the focus');
  });
});
