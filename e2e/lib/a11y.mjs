// Axe in the real browser: a page passes when it has no serious or critical violation.
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';

/** @typedef {import('playwright-core').Page} Page */

/**
 * Fails on any serious or critical Axe violation of the page as it is.
 * @param {Page} page
 * @param {string} what
 * @param {{ exclude?: string[] }} [options] selectors of third-party widgets to leave out, each with a reason at the call
 */
export async function expectAccessible(page, what, options = {}) {
  let builder = new AxeBuilder({ page });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    bad.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
    [],
    `${what}: serious or critical accessibility violations`,
  );
}
