// A new integrator's QA pass (2026-12-03): "Submittals: `spec_section` as free text" showed literal backticks in the
// changelog card's heading and in the Atom feed's entry title. The card shows the code span as code; the feed's
// text title reads without the backticks.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from '../lib/browser.mjs';
import { GATEWAY_URL } from '../lib/config.mjs';
import { expectVisible } from '../lib/expect.mjs';

const SUMMARY = 'Submittals: spec_section as free text';

test('a changelog summary with a code span: code in the card heading, plain text in the feed', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/reference/changelog?filters[search]=spec_section');
    const heading = page.getByRole('heading', { level: 2, name: SUMMARY });
    await expectVisible(heading, 'the card heading, read without backticks');
    assert.equal(await heading.locator('code').innerText(), 'spec_section', 'the code span is code');
    assert.ok(!(await heading.innerText()).includes('`'), 'no backtick in the heading');
  });

  const feed = await (await fetch(`${GATEWAY_URL}/api/v1/resource_groups/aggregated_changelog.atom`)).text();
  assert.ok(feed.includes(`<title type="text">deprecated: ${SUMMARY}</title>`), 'the feed title is plain text');
  assert.doesNotMatch(feed, /<title[^>]*>[^<]*`/, 'no feed title carries a backtick');
});
