// The signed-in home page: a new developer sees what is left to set up, ticked from the account and its apps,
// registers a first app from it, finds it listed there and is led to its Versions tab for the next step; the newest announcements and API changes link
// to their pages; the checklist can be hidden and stays hidden. An admin sees the apps waiting longest for review and finds the
// administration there too.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectAccessible } from '../lib/a11y.mjs';
import { uniqueAppName } from '../lib/apps.mjs';
import { signUpViaApi } from '../lib/backend.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD } from '../lib/config.mjs';
import { newDeveloper } from '../lib/data.mjs';
import { expectHidden, expectPath, expectVisible } from '../lib/expect.mjs';
import { signInWithForm } from '../lib/ui.mjs';

test('a new developer follows the getting started checklist from the home page and finds the first app there', async (t) => {
  // A long address, as many company ones are: the first step must break it within its column.
  const base = newDeveloper();
  const dev = { ...base, email: base.email.replace('@', '.integrations-team@') };
  await signUpViaApi(dev);
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, dev.email, dev.password);
    await page.goto('/');
    const checklist = page.getByRole('region', { name: 'Get started' });
    await expectVisible(checklist.getByText('0 of 5 done'), 'nothing done yet');
    await expectVisible(checklist.getByText(dev.email, { exact: false }), 'the address the confirmation link went to');
    // The address breaks inside its step: it ran over the next step's title before.
    const [first, second] = await Promise.all([0, 1].map((i) => checklist.getByRole('listitem').nth(i).boundingBox()));
    const text = await checklist.getByRole('listitem').first().getByText(dev.email, { exact: false }).boundingBox();
    assert.ok(first && second && text, 'the steps have boxes');
    assert.ok(
      text.x + text.width <= first.x + first.width + 1,
      `the address ends at ${text.x + text.width} px, its step at ${first.x + first.width} px`,
    );
    if (second.y === first.y) assert.ok(first.x + first.width <= second.x, 'the first step runs into the second');
    const apps = page.getByRole('region', { name: 'Your apps' });
    await expectVisible(apps.getByText('You have no apps yet.'), 'no apps yet');
    await expectVisible(
      page.getByRole('region', { name: 'Latest announcements' }).getByRole('link', { name: 'All announcements' }),
      'the announcements link',
    );
    const changes = page.getByRole('region', { name: 'Latest API changes' });
    await expectVisible(changes.getByRole('link', { name: 'Full changelog' }), 'the changelog link');
    await expectAccessible(page, 'the home page of a new developer');

    // "Register an app" opens the Create New App dialog itself; Back from the new app shows the list, not the dialog.
    await apps.getByRole('link', { name: 'Register an app' }).click();
    await expectPath(page, '/developer_apps');
    const dialog = page.getByRole('dialog', { name: 'Create New App' });
    await expectVisible(dialog, 'the Create New App dialog, opened by the link');
    const name = uniqueAppName('E2E home');
    await dialog.getByLabel('App Name').fill(name);
    await dialog.getByRole('button', { name: 'Create App' }).click();
    await expectVisible(page.getByRole('heading', { name, level: 1 }), 'the new app page');
    await page.goBack();
    await expectVisible(page.getByRole('link', { name }), 'the apps list after Back');
    await expectHidden(dialog, 'no dialog after Back');
    await page.reload();
    await expectVisible(page.getByRole('link', { name }), 'the apps list after a reload');
    await expectHidden(dialog, 'no dialog after a reload');

    await page.goto('/');
    await expectVisible(checklist.getByText('1 of 5 done'), 'the app step ticked');
    // The next step leads to the new app's Versions tab.
    await checklist.getByRole('link', { name: 'Open Versions' }).first().click();
    await expectVisible(page.getByRole('heading', { name, level: 1 }), 'the app page, from the first-version step');
    await expectVisible(page.getByRole('link', { name: 'Versions', exact: true, current: 'page' }), 'its Versions tab');
    await page.goto('/');
    await apps.getByRole('link', { name }).click();
    await expectVisible(page.getByRole('heading', { name, level: 1 }), 'the app page, from the home page');

    await page.goto('/');
    await checklist.getByRole('link', { name: 'Open security settings' }).click();
    await expectPath(page, '/settings');
    await page.goto('/');
    await expectHidden(page.getByRole('region', { name: 'Waiting for review' }), 'the review panel (admins only)');
    await page.getByRole('button', { name: 'Hide the getting started checklist' }).click();
    await expectHidden(checklist, 'the hidden checklist');
    await page.reload();
    await expectVisible(page.getByRole('region', { name: 'Your apps' }).getByRole('link', { name }), 'the app, after a reload');
    await expectHidden(checklist, 'the checklist, still hidden after a reload');
  });
});

test("an admin's home page shows the apps waiting longest for review and links to the administration", async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/sign_in');
    await signInWithForm(page, DEMO.admin, DEMO_PASSWORD);
    await page.goto('/');
    // Oldest in review first, each linking to its admin page (what waits depends on the tests running beside this one).
    const review = page.getByRole('region', { name: 'Waiting for review' });
    await expectVisible(review, 'the review panel');
    const first = review.getByRole('listitem').first().getByRole('link');
    if ((await review.getByText('Nothing waits for review.').count()) === 0) {
      await expectVisible(first, 'the app waiting longest');
      const name = (await first.textContent()) ?? '';
      await first.click();
      await expectVisible(page.getByRole('heading', { level: 1 }).filter({ hasText: name }), 'its admin page');
      await page.goto('/');
    }
    await review.getByRole('link', { name: /^Review queue \(\d+\)$/ }).click();
    await expectPath(page, '/admin/developer_apps/review_queue');
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Go to' })
      .getByRole('link', { name: /Administration/ })
      .click();
    await expectPath(page, '/admin');
    // The review queue's card says how many apps wait (the demo seeds leave one; other tests add and approve).
    await expectVisible(
      page.getByRole('link', { name: /Review Queue/ }).getByText(/^(\d+ waiting|Nothing waiting)$/),
      'the review queue count on its card',
    );
  });
});
