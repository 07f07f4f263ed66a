// QuotaMinder fixes from an admin QA pass (2026-12-03): a bucket name is at most 100 characters (5,000 were taken);
// a toast carrying a long unbroken name wraps inside the screen (it ran off both sides); a bucket on several
// environments is deleted from all of them with one confirm naming them and a results modal like Submit's.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { withPage } from '../lib/browser.mjs';
import { DEMO, DEMO_PASSWORD, TEST_TIMEOUT_MS } from '../lib/config.mjs';
import { eventually, expectHidden, expectVisible } from '../lib/expect.mjs';
import { answerConfirm, apiCall, signIn, signInViaApi } from '../lib/notifications.mjs';

/** @typedef {import('playwright-core').Page} Page */

const SERVERS_API = '/api/v1/admin/quota_minder_servers';
const FIRST = 'Production_US01';
const SECOND = 'Integrator_Sandbox';
const main = { name: 'main', fill_type: 'count', interval_ms: 3_600_000, limit: 7200 };

const uniqueDomain = () => `e2e-qa-${Date.now()}-${randomBytes(3).toString('hex')}`;

/** Makes the bucket on each server through the API; returns the ids by server. */
async function bucketOn(/** @type {string[]} */ servers, /** @type {Record<string, unknown>} */ data) {
  const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);
  for (const server of servers) {
    const made = await apiCall(admin, 'POST', `${SERVERS_API}/${server}/buckets`, { data });
    assert.equal(made.status, 201, `set-up: a bucket on ${server} answered ${made.status}: ${JSON.stringify(made.data)}`);
  }
}

async function bucketsOf(/** @type {string} */ domain) {
  const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);
  /** @type {Record<string, { id: string }[]>} */
  const out = {};
  for (const server of [FIRST, SECOND]) {
    const list = await apiCall(admin, 'GET', `${SERVERS_API}/${server}/buckets?domain=${encodeURIComponent(domain)}`);
    out[server] = list.data?.data ?? [];
  }
  return out;
}

async function deleteBucketsOf(/** @type {string} */ domain) {
  const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);
  for (const [server, buckets] of Object.entries(await bucketsOf(domain))) {
    for (const bucket of buckets) await apiCall(admin, 'DELETE', `${SERVERS_API}/${server}/buckets/${bucket.id}`);
  }
}

/** Signs in, opens the tool and retrieves every environment's buckets of `domain`. @param {Page} page */
async function retrieveDomain(page, /** @type {string} */ domain) {
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/admin/quota_minder');
  await page.getByLabel('Domain', { exact: true }).fill(domain);
  await page.getByRole('group', { name: 'Retrieve Buckets' }).getByRole('button', { name: 'All Environments' }).click();
  const retrieval = page.getByRole('dialog', { name: 'Retrieval Results' });
  await retrieval.getByRole('button', { name: 'OK', exact: true }).click();
  await expectHidden(retrieval, 'the Retrieval Results after OK');
  return page.getByRole('table', { name: 'View Buckets' }).locator('tbody tr').filter({ hasText: domain });
}

test('a bucket name stops at 100 characters; the toast naming it wraps on a phone', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  const domain = uniqueDomain();
  const name = 'n'.repeat(100);
  try {
    await withPage(t, { viewport: { width: 360, height: 780 } }, async ({ page }) => {
      await signIn(page, DEMO.admin, DEMO_PASSWORD);
      await page.goto('/admin/quota_minder');
      const add = page.getByRole('form', { name: 'Add Bucket' });
      const field = add.getByLabel('Bucket name', { exact: true });
      await expectVisible(add.getByText('At most 100 characters.', { exact: true }), 'the hint');
      await field.fill('n'.repeat(5000));
      assert.equal((await field.inputValue()).length, 100, 'the field takes 100 characters');
    });

    await bucketOn([SECOND], { name, domain, bucket_templates: [main] });
    await withPage(t, { viewport: { width: 360, height: 780 } }, async ({ page }) => {
      const row = await retrieveDomain(page, domain);
      await answerConfirm(
        page,
        () => row.getByRole('button', { name: `Delete bucket ${name} from ${SECOND}` }).click(),
        /^Delete bucket "n{100}" from Integrator_Sandbox\?$/,
        true,
      );
      const toast = page.locator('.toasts').getByText(`Bucket "${name}" deleted from ${SECOND}.`);
      await expectVisible(toast, 'the deleted toast');
      const box = await toast.boundingBox();
      assert.ok(box, 'the toast has a box');
      assert.ok(box.x >= 0 && box.x + box.width <= 360, `the toast stays on screen: x ${box.x}, width ${box.width} of 360`);
      const overflows = await toast.evaluate((el) => el.scrollWidth > el.clientWidth);
      assert.equal(overflows, false, 'the long name wraps inside the toast');
    });
  } finally {
    await deleteBucketsOf(domain);
  }
});

test('a bucket on several environments is deleted from all of them at once', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  const domain = uniqueDomain();
  const name = `Everywhere ${domain}`;
  await bucketOn([FIRST, SECOND], { name, domain, bucket_templates: [main] });
  try {
    await withPage(t, {}, async ({ page }) => {
      const row = await retrieveDomain(page, domain);
      await expectVisible(row.getByText(`${FIRST}, ${SECOND}`, { exact: true }), 'one row on both environments');
      const everywhere = row.getByRole('button', { name: `Delete bucket ${name} from all environments` });
      const question = new RegExp(`^Delete bucket "${name}" from all environments holding it \\(${FIRST}, ${SECOND}\\)\\?$`);

      // Cancelled: nothing goes.
      await answerConfirm(page, () => everywhere.click(), question, false);
      await page.waitForTimeout(300);
      const kept = await bucketsOf(domain);
      assert.deepEqual([kept[FIRST]?.length, kept[SECOND]?.length], [1, 1], 'both kept after cancelling');

      await answerConfirm(page, () => everywhere.click(), question, true);
      const results = page.getByRole('dialog', { name: 'Deletion Results' });
      await expectVisible(results, 'the Deletion Results');
      for (const server of [FIRST, SECOND]) {
        const line = results.getByRole('row', { name: new RegExp(`^${server}\\b`) });
        await expectVisible(line.getByRole('cell', { name: 'Success', exact: true }), `Success for ${server}`);
        await expectVisible(line.getByRole('cell', { name: 'Successfully deleted', exact: true }), `Successfully deleted on ${server}`);
      }
      await results.getByRole('button', { name: 'OK', exact: true }).click();
      await expectVisible(page.getByRole('table', { name: 'View Buckets' }).getByText('No buckets found.'), 'the list refreshed');
      await eventually(async () => {
        const left = await bucketsOf(domain);
        return left[FIRST]?.length === 0 && left[SECOND]?.length === 0;
      }, 'gone from both environments');
    });
  } finally {
    await deleteBucketsOf(domain);
  }
});

test('a bucket on one environment offers no delete from all', { timeout: TEST_TIMEOUT_MS }, async (t) => {
  const domain = uniqueDomain();
  const name = `Once ${domain}`;
  await bucketOn([FIRST], { name, domain, bucket_templates: [main] });
  try {
    await withPage(t, {}, async ({ page }) => {
      const row = await retrieveDomain(page, domain);
      await expectVisible(row.getByRole('button', { name: `Delete bucket ${name} from ${FIRST}` }), 'its own delete');
      assert.equal(await row.getByRole('button', { name: `Delete bucket ${name} from all environments` }).count(), 0);
    });
  } finally {
    await deleteBucketsOf(domain);
  }
});
