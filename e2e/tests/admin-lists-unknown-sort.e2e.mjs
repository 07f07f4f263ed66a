// A deep link with a sort the list's API does not take (?sort=bogus), or a filter value it refuses (an owner that is
// no developer id), shows the list without them, as a page past the end shows the last page. It showed the API's
// 422 instead of the table, and "Try again" repeated it. The corrected address replaces the bad one.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { eventually, expectVisible } from '../lib/expect.mjs';
import { signIn } from '../lib/notifications.mjs';

const LISTS = [
  { path: '/admin/developer_apps', api: '/api/v1/admin/developer_apps', heading: 'Developer Apps', junk: 'owner=bogus&with_deleted=maybe' },
  { path: '/admin/developers', api: '/api/v1/admin/developers', heading: 'Registered Developers', junk: '' },
  {
    path: '/admin/oauth_applications',
    api: '/api/v1/admin/oauth_applications',
    heading: 'OAuth Applications',
    junk: 'environment=nowhere',
  },
  {
    path: '/admin/developer_apps/review_queue',
    api: '/api/v1/admin/review_queue',
    heading: 'Review Queue',
    junk: 'owner=bogus&in_review=perhaps',
  },
];

test('every admin list drops an unknown sort and filter values from a deep link', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  await withPage(t, {}, async ({ page }) => {
    /** @type {{ status: number, url: string }[]} */
    const answers = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (LISTS.some((list) => url.pathname === list.api)) answers.push({ status: response.status(), url: response.url() });
    });
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    for (const list of LISTS) {
      answers.length = 0;
      await page.goto(`${list.path}?sort=bogus&search=&page=1${list.junk ? `&${list.junk}` : ''}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: list.heading }), `the ${list.heading} heading`);
      await expectVisible(page.getByRole('table', { name: list.heading }), `${list.heading}: the table, not an error`);
      assert.equal(await page.getByText('An error occurred').count(), 0, `${list.heading}: no error notice`);
      await eventually(() => answers.length > 0, `${list.heading}: the list was asked for`);
      assert.deepEqual(
        answers.filter((a) => a.status !== 200),
        [],
        `${list.heading}: no call refused`,
      );
      assert.ok(
        answers.every((a) => !new URL(a.url).searchParams.has('sort')),
        `${list.heading}: the unknown sort never sent`,
      );
      await eventually(
        () => new URL(page.url()).search === '',
        () => `${list.heading}: the address corrected, at ${page.url()}`,
      );
    }

    // A sort the API takes stays, descending too.
    await page.goto('/admin/developers?sort=-email');
    await expectVisible(page.getByRole('table', { name: 'Registered Developers' }), 'the sorted list');
    await page.waitForTimeout(300);
    assert.equal(new URL(page.url()).searchParams.get('sort'), '-email');
  });
});
