// The rate-limit bucket tool (QuotaMinder, spec 1 §2–§9) in the browser: an admin adds a bucket to
// two environments one after the other, filters by its domain, retrieves every environment, sees one
// merged row naming both, edits it on both and deletes it from one. Then the form's client-side rules
// (numbers only, the client_id warning) and a single-server failure's alert (said once, no results modal); a
// submit whose answer was lost, sent again, makes one bucket.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { expectAccessible } from '../lib/a11y.mjs';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { eventually, expectHidden, expectPath, expectVisible } from '../lib/expect.mjs';
import { answerConfirm, apiCall, signIn, signInViaApi } from '../lib/notifications.mjs';
import { loseFirstAnswer } from '../lib/ui.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Locator} Locator */

const SERVERS_API = '/api/v1/admin/quota_minder_servers';
const FIRST = 'Production_US01';
const SECOND = 'Integrator_Sandbox';

/** The quota service's messages (contracts/src/rules/quota.ts), which the form now says before sending. */
const LIMIT_MESSAGE = 'Limit must be a whole number from 0 to 1,000,000,000';
const INTERVAL_MESSAGE = 'Interval must be a whole number of milliseconds from 1 to 2,592,000,000 (30 days)';

const uniqueDomain = () => `e2e-${Date.now()}-${randomBytes(3).toString('hex')}`;

/** Deletes every bucket of `domain` on every server (clean-up through the API). */
async function deleteBucketsOf(domain) {
  const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);
  const servers = await apiCall(admin, 'GET', SERVERS_API);
  for (const server of servers.data?.data ?? []) {
    const list = await apiCall(admin, 'GET', `${SERVERS_API}/${server}/buckets?domain=${encodeURIComponent(domain)}`);
    for (const bucket of list.data?.data ?? []) {
      if (bucket.domain === domain) await apiCall(admin, 'DELETE', `${SERVERS_API}/${server}/buckets/${bucket.id}`);
    }
  }
}

/** @param {Page} page */
async function openQuotaMinder(page) {
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/admin');
  await page.getByRole('link', { name: /Rate limits \(QuotaMinder\)/ }).click();
  await expectPath(page, '/admin/quota_minder');
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Rate limits (QuotaMinder)' }), 'the QuotaMinder heading');
  await expectVisible(page.getByRole('group', { name: 'Retrieve Buckets' }).getByRole('button', { name: SECOND }), 'the environments');
}

/** @param {Page} page @param {Locator} scope */
function bucketFields(page, scope) {
  return {
    name: scope.getByLabel('Bucket name', { exact: true }),
    domain: scope.getByLabel('Bucket domain', { exact: true }),
    clientId: scope.getByLabel('Client ID', { exact: true }),
    server: scope.getByLabel('Server', { exact: true }),
    template: (/** @type {number} */ n) => {
      const group = scope.getByRole('group', { name: `Template ${n}`, exact: true });
      return {
        group,
        name: group.getByLabel('Template name', { exact: true }),
        fillType: group.getByLabel('Fill type', { exact: true }),
        interval: group.getByLabel('Interval (ms)', { exact: true }),
        limit: group.getByLabel('Limit', { exact: true }),
      };
    },
  };
}

/**
 * Expects the results dialog `title` with `expected` (environment → its details line), then closes it.
 * @param {Page} page
 * @param {string} title
 * @param {Record<string, string>} expected
 */
async function expectResults(page, title, expected) {
  const dialog = page.getByRole('dialog', { name: title });
  await expectVisible(dialog, `the ${title} dialog`);
  for (const [server, details] of Object.entries(expected)) {
    const row = dialog.getByRole('row', { name: new RegExp(`^${server}\\b`) });
    await expectVisible(row.getByRole('cell', { name: 'Success', exact: true }), `${title}: Success for ${server}`);
    await expectVisible(row.getByRole('cell', { name: details, exact: true }), `${title}: "${details}" for ${server}`);
  }
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await expectHidden(dialog, `the ${title} dialog after OK`);
}

test(
  'an admin adds a bucket to two environments, retrieves it merged, edits it and deletes it from one',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const domain = uniqueDomain();
    const name = `E2E bucket ${domain}`;
    try {
      await withPage(t, {}, async ({ page }) => {
        await openQuotaMinder(page);
        await expectAccessible(page, 'the QuotaMinder page');

        // Add Bucket with the defaults (client and company *, main count 7200 per 3,600,000 ms) and spike 5 per 10,000 ms.
        const addForm = page.getByRole('form', { name: 'Add Bucket' });
        const add = bucketFields(page, addForm);
        assert.equal(await add.clientId.inputValue(), '*');
        assert.equal(await add.template(1).name.inputValue(), 'main');
        assert.equal(await add.template(1).fillType.inputValue(), 'count');
        assert.equal(await add.template(1).interval.inputValue(), '3600000');
        assert.equal(await add.template(1).limit.inputValue(), '7200');
        assert.equal(await add.template(2).name.inputValue(), 'spike');
        assert.equal(await add.template(2).interval.inputValue(), '10000');
        // What the form refuses empty is marked required (a template's fields had no asterisk).
        for (const field of [add.name, add.domain, add.template(1).name, add.template(1).interval, add.template(1).limit]) {
          assert.equal(await field.getAttribute('aria-required'), 'true', `${await field.getAttribute('id')} is marked required`);
        }
        await add.name.fill(name);
        await add.domain.fill(domain);
        await add.template(2).limit.fill('5');

        // Submit to one environment, then to another.
        for (const server of [FIRST, SECOND]) {
          await add.server.selectOption(server);
          await answerConfirm(
            page,
            () => addForm.getByRole('button', { name: 'Submit', exact: true }).click(),
            /^Submit this bucket\?$/,
            true,
          );
          await expectResults(page, 'Submission Results', { [server]: 'Successfully submitted' });
        }

        // Filter by the domain, retrieve every environment.
        await page.getByLabel('Domain', { exact: true }).fill(domain);
        await page.getByRole('group', { name: 'Retrieve Buckets' }).getByRole('button', { name: 'All Environments' }).click();
        await expectVisible(page.getByRole('dialog', { name: 'Retrieval Results' }), 'the Retrieval Results dialog');
        await expectAccessible(page, 'the Retrieval Results modal');
        await expectResults(page, 'Retrieval Results', {
          [FIRST]: 'Retrieved 1 bucket(s)',
          [SECOND]: 'Retrieved 1 bucket(s)',
          Production_UK01: 'Retrieved 0 bucket(s)',
        });
        // Closed, the dialog hands focus back to the button that opened it (disabled while it retrieved).
        const retrieveAll = page.getByRole('group', { name: 'Retrieve Buckets' }).getByRole('button', { name: 'All Environments' });
        await eventually(() => retrieveAll.evaluate((el) => el === el.ownerDocument.activeElement), 'focus back on All Environments');

        // One merged row naming both environments.
        const table = page.getByRole('table', { name: 'View Buckets' });
        for (const column of ['Actions', 'Bucket Criteria', 'Bucket Details']) {
          await expectVisible(table.getByRole('columnheader', { name: column, exact: true }), `the ${column} column`);
        }
        const rows = table.locator('tbody tr');
        await eventually(async () => (await rows.count()) === 1, 'one merged row for the domain');
        const row = rows.filter({ hasText: domain });
        await expectVisible(row.getByText(`${FIRST}, ${SECOND}`, { exact: true }), 'the row names both environments');
        await expectVisible(row.getByText('main (count): 7,200 per 3,600,000 ms', { exact: true }), 'the main template');
        await expectVisible(row.getByText('spike (count): 5 per 10,000 ms', { exact: true }), 'the spike template');

        // Edit: spike limit 6 on every environment holding it.
        await row.getByRole('button', { name: `Edit bucket ${name}` }).click();
        const editDialog = page.getByRole('dialog', { name: 'Edit Bucket' });
        await expectVisible(editDialog, 'the Edit Bucket modal');
        const edit = bucketFields(page, editDialog);
        await expectAccessible(page, 'the Edit Bucket modal');
        assert.equal(await edit.name.inputValue(), name);
        assert.equal(await edit.domain.inputValue(), domain);
        assert.equal(await edit.template(2).limit.inputValue(), '5');
        await edit.template(2).limit.fill('6');
        await answerConfirm(
          page,
          () => editDialog.getByRole('button', { name: 'Save', exact: true }).click(),
          new RegExp(`^Submit this bucket to all environments \\(${FIRST}, ${SECOND}\\)\\?$`),
          true,
        );
        await expectResults(page, 'Submission Results', { [FIRST]: 'Successfully submitted', [SECOND]: 'Successfully submitted' });
        await expectHidden(editDialog, 'the Edit Bucket modal after saving');
        await expectVisible(row.getByText('spike (count): 6 per 10,000 ms', { exact: true }), 'the edited spike limit on both');
        await expectHidden(row.getByText('spike (count): 5 per 10,000 ms', { exact: true }), 'the old spike limit');

        // Delete it from the second environment only.
        await answerConfirm(
          page,
          () => row.getByRole('button', { name: `Delete bucket ${name} from ${SECOND}` }).click(),
          new RegExp(`^Delete bucket "${name}" from ${SECOND}\\?$`),
          true,
        );
        await expectVisible(row.getByText(FIRST, { exact: true }), `the row now names only ${FIRST}`);
        await expectHidden(row.getByRole('button', { name: `Delete bucket ${name} from ${SECOND}` }), `no delete button for ${SECOND}`);

        const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);
        const left = await apiCall(admin, 'GET', `${SERVERS_API}/${SECOND}/buckets?domain=${domain}`);
        assert.deepEqual(left.data?.data, [], `the bucket is gone from ${SECOND}`);
        const kept = await apiCall(admin, 'GET', `${SERVERS_API}/${FIRST}/buckets?domain=${domain}`);
        assert.equal(kept.data?.data?.length, 1, `the bucket stays on ${FIRST}`);
        assert.deepEqual(
          kept.data.data[0].bucket_templates.map((/** @type {{ name: string, limit: number }} */ x) => [x.name, x.limit]),
          [
            ['main', 7200],
            ['spike', 6],
          ],
        );
      });
    } finally {
      await deleteBucketsOf(domain);
    }
  },
);

test(
  'the bucket form refuses non-numbers, warns before leaving client_id *, and a failed environment alerts',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    await withPage(t, {}, async ({ page }) => {
      await openQuotaMinder(page);
      const addForm = page.getByRole('form', { name: 'Add Bucket' });
      const add = bucketFields(page, addForm);

      // Numbers only: the field says so, and nothing is sent.
      /** @type {string[]} */
      const posts = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes('/quota_minder_servers/')) posts.push(r.url());
      });
      // A negative limit is a whole number too: the message says what a valid one is, in the quota service's words.
      await add.template(1).limit.fill('-5');
      await expectVisible(add.template(1).group.getByText(LIMIT_MESSAGE, { exact: true }), 'the numeric field message');
      await add.name.fill('Never sent');
      await add.domain.fill(uniqueDomain());
      await addForm.getByRole('button', { name: 'Submit', exact: true }).click();
      await page.waitForTimeout(300);
      assert.deepEqual(posts, [], 'an invalid bucket is not submitted');
      await add.template(1).limit.fill('7200');
      await expectHidden(add.template(1).group.getByText(LIMIT_MESSAGE, { exact: true }), 'the message once the value is valid');

      // Past the service's bounds: the form says so (it used to send them and show the service's 422 in an alert).
      await add.template(1).limit.fill('99999999999999999999');
      await expectVisible(add.template(1).group.getByText(LIMIT_MESSAGE, { exact: true }), 'the limit bound');
      await add.template(2).interval.fill('2592000001');
      await expectVisible(add.template(2).group.getByText(INTERVAL_MESSAGE, { exact: true }), 'the interval bound');
      // Were the form to let it through, its confirm is accepted: the bucket would go to the service.
      /** @type {string[]} */
      const confirms = [];
      const accept = (/** @type {import('playwright-core').Dialog} */ dialog) => {
        confirms.push(dialog.message());
        void dialog.accept();
      };
      page.on('dialog', accept);
      await addForm.getByRole('button', { name: 'Submit', exact: true }).click();
      await page.waitForTimeout(500);
      page.off('dialog', accept);
      assert.deepEqual(confirms, [], 'the form stops it before the confirm');
      assert.deepEqual(posts, [], 'a bucket past the bounds is not submitted');
      await expectHidden(page.getByRole('alert').filter({ hasText: 'Limit must be' }), 'no alert from the service');
      await add.template(1).limit.fill('1000000000');
      await add.template(2).interval.fill('2592000000');
      await expectHidden(add.template(1).group.getByText(LIMIT_MESSAGE, { exact: true }), 'the largest limit is valid');
      await expectHidden(add.template(2).group.getByText(INTERVAL_MESSAGE, { exact: true }), 'the longest interval is valid');
      await add.template(1).limit.fill('7200');
      await add.template(2).interval.fill('10000');

      // A bucket has a main and a spike template at most (spec 1 §3): with both, Add template is off. Without the spike,
      // Add template appends it as count 10,000 ms limit 100; the name is one of the two, from a list.
      const addTemplate = addForm.getByRole('button', { name: 'Add template' });
      assert.equal(await addTemplate.isDisabled(), true, 'Add template is off with main and spike');
      const spikeBefore = {
        interval: await add.template(2).interval.inputValue(),
        limit: await add.template(2).limit.inputValue(),
      };
      await addForm.getByRole('button', { name: 'Remove template 2' }).click();
      await addTemplate.click();
      assert.equal(await add.template(2).name.inputValue(), 'spike');
      assert.deepEqual(await add.template(2).name.locator('option').allTextContents(), ['main', 'spike'], 'the template names offered');
      assert.equal(await add.template(2).fillType.inputValue(), 'count');
      assert.equal(await add.template(2).interval.inputValue(), '10000');
      assert.equal(await add.template(2).limit.inputValue(), '100');
      await add.template(2).interval.fill(spikeBefore.interval);
      await add.template(2).limit.fill(spikeBefore.limit);

      // Leaving *: a warning; cancelled, the field is * again.
      await answerConfirm(page, () => add.clientId.fill('one-client'), /restricts this bucket to one client/, false);
      await eventually(async () => (await add.clientId.inputValue()) === '*', 'client_id back to * after cancelling');
      await answerConfirm(page, () => add.clientId.fill('one-client'), /restricts this bucket to one client/, true);
      assert.equal(await add.clientId.inputValue(), 'one-client');

      // All environments: the confirm lists them.
      await add.server.selectOption({ label: 'All environments' });
      await answerConfirm(
        page,
        () => addForm.getByRole('button', { name: 'Submit', exact: true }).click(),
        /^Submit this bucket to all environments \(Production_US01, Production_US02, Production_UK01, Monthly_Sandbox_US01, Monthly_Sandbox_US02, Integrator_Sandbox\)\?$/,
        false,
      );

      // One environment failing: an alert with the server's message, said once (no Retrieval Results repeating it),
      // that environment left empty.
      await page.route(`**${SERVERS_API}/Production_UK01/buckets**`, (route) =>
        route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Bucket server says no', errors: [] }),
        }),
      );
      await answerConfirm(
        page,
        () => page.getByRole('group', { name: 'Retrieve Buckets' }).getByRole('button', { name: 'Production_UK01' }).click(),
        /^Bucket server says no$/,
        true,
      );
      await expectVisible(page.getByRole('table', { name: 'View Buckets' }).getByText('No buckets found.'), 'the environment left empty');
      assert.equal(await page.getByRole('dialog', { name: 'Retrieval Results' }).count(), 0, 'no results modal after the alert');
    });
  },
);

test('a submit whose answer was lost, sent again, makes one bucket', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  const domain = uniqueDomain();
  const server = 'Production_US02';
  try {
    await withPage(t, {}, async ({ page }) => {
      await openQuotaMinder(page);
      const addForm = page.getByRole('form', { name: 'Add Bucket' });
      const add = bucketFields(page, addForm);
      await add.name.fill(`Lost answer ${domain}`);
      await add.domain.fill(domain);
      await add.server.selectOption(server);
      // The bucket server makes it, the answer never reaches the browser.
      const keys = await loseFirstAnswer(page, `**${SERVERS_API}/${server}/buckets`);
      // Every browser dialog accepted and kept: the confirm, then for one environment its failure's alert (spec 1 §8).
      /** @type {string[]} */
      const dialogs = [];
      const accept = (/** @type {import('playwright-core').Dialog} */ dialog) => {
        dialogs.push(dialog.message());
        void dialog.accept();
      };
      page.on('dialog', accept);
      await addForm.getByRole('button', { name: 'Submit', exact: true }).click();
      await eventually(
        () => dialogs.length === 2,
        () => `the confirm and the alert; dialogs: ${JSON.stringify(dialogs)}`,
      );
      assert.deepEqual(dialogs, ['Submit this bucket?', 'Network error'], 'the alert for the lost answer');
      assert.equal(await page.getByRole('dialog', { name: 'Submission Results' }).count(), 0, 'no results modal repeating it');
      page.off('dialog', accept);

      await answerConfirm(page, () => addForm.getByRole('button', { name: 'Submit', exact: true }).click(), /^Submit this bucket\?$/, true);
      await expectResults(page, 'Submission Results', { [server]: 'Successfully submitted' });
      assert.equal(keys.length, 2);
      assert.ok(keys[0] && keys[0] === keys[1], "the second submit repeats the first one's Idempotency-Key");
      const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);
      const list = await apiCall(admin, 'GET', `${SERVERS_API}/${server}/buckets?domain=${encodeURIComponent(domain)}`);
      assert.equal(list.data?.data?.length, 1, 'one bucket, not "already exists"');
    });
  } finally {
    await deleteBucketsOf(domain);
  }
});
