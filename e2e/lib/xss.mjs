// The markdown XSS corpus and the checks that a rendered announcement body is inert: no dialog, no
// `window.__xss` sentinel, nothing executable left in the DOM.
import assert from 'node:assert/strict';
import { eventually, expectVisible } from './expect.mjs';
import { apiCall, createNotificationViaApi, uniqueTitle } from './notifications.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Locator} Locator */
/** @typedef {{ id: string, name: string, title: string, marker: string }} Probe */

/** Each payload calls alert(1) or sets window.__xss when it gets to run. */
export const PAYLOADS = [
  ['script tag', '<script>window.__xss=1</script>'],
  ['script alert', '<script>alert(1)</script>'],
  ['img onerror', '<img src=x onerror="window.__xss=1">'],
  ['IMG ONERROR upper case', '<IMG SRC=x ONERROR=alert(1)>'],
  ['markdown javascript link', '[click me](javascript:window.__xss=1)'],
  ['markdown mixed-case javascript link', '[click me](JaVaScRiPt:alert(1))'],
  ['html mixed-case javascript link', '<a href="JaVaScRiPt:alert(1)">mixed case</a>'],
  ['decimal-entity javascript link', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">decimal</a>'],
  ['hex-entity javascript link', '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;window.__xss=1">hex</a>'],
  ['tab inside the scheme', '<a href="jav&#x09;ascript:alert(1)">tab</a>'],
  ['leading space and newline', '<a href=" &#10;javascript:alert(1)">spaced</a>'],
  ['markdown autolink', '<javascript:alert(1)>'],
  ['markdown reference link', '[reference][x]\n\n[x]: javascript:window.__xss=1'],
  ['vbscript link', '<a href="vbscript:msgbox(1)">vb</a>'],
  ['data: link', '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ['data: html link', '<a href="data:text/html,<script>alert(1)</script>">data html</a>'],
  ['svg onload', '<svg onload="window.__xss=1"><circle r="10"/></svg>'],
  ['svg script', '<svg><script>window.__xss=1</script></svg>'],
  ['svg xlink javascript', '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">svg link</text></a></svg>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>'],
  ['iframe javascript src', '<iframe src="javascript:parent.__xss=1"></iframe>'],
  ['object and embed', '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">'],
  ['math mglyph style mXSS', '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">'],
  ['form math namespace confusion', '<form><math><mtext></form><form><mglyph><style></math><img src onerror="window.__xss=1">'],
  ['noscript title mXSS', '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">'],
  [
    'style tag tricks',
    '<style>@import "javascript:alert(1)";*{background:url("javascript:alert(1)")}</style><div style="background:url(javascript:alert(1))">styled</div>',
  ],
  ['details ontoggle', '<details open ontoggle="window.__xss=1"><summary>toggle</summary>x</details>'],
  ['input autofocus onfocus', '<input autofocus onfocus="window.__xss=1">'],
  ['video source onerror', '<video><source onerror="window.__xss=1"></video>'],
  ['body onload', '<body onload="window.__xss=1">'],
  ['div onmouseover', '<div onmouseover="window.__xss=1" onclick="alert(1)">hover or click me</div>'],
  ['markdown image with onerror in the title', '![pic](x "x\\" onerror=\\"window.__xss=1")'],
  ['markdown image breaking out of src', '![pic](x"onerror="window.__xss=1)'],
  ['markdown image javascript src', '![pic](javascript:alert(1))'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base href', '<base href="javascript:alert(1)//"><a href="page">relative</a>'],
  ['template img', '<template><img src=x onerror=window.__xss=1></template>'],
  ['marquee onstart', '<marquee onstart="window.__xss=1">m</marquee>'],
  ['code span is only text', '`<img src=x onerror=window.__xss=1>`'],
];

/**
 * Creates one announcement per payload (drafts stay out of every developer's bell).
 * @param {import('./notifications.mjs').ApiSession} admin
 * @param {{ draft: boolean }} options
 * @returns {Promise<Probe[]>}
 */
export async function createProbes(admin, { draft }) {
  assert.ok(PAYLOADS.length >= 20, 'the corpus has at least 20 payloads');
  /** @type {Probe[]} */
  const probes = [];
  for (const [index, [name, payload]] of PAYLOADS.entries()) {
    const title = uniqueTitle(`XSS probe ${index + 1}`);
    // The marker comes first: an unclosed payload may swallow (and drop) whatever follows it.
    const marker = `Probe ${index + 1}: ${name}.`;
    const created = await createNotificationViaApi(admin, {
      title,
      summary: `Markdown XSS probe: ${name}`,
      body: `${marker}\n\n${payload}\n\nEnd of probe ${index + 1}.`,
      draft,
    });
    probes.push({ id: created.id, name, title, marker });
  }
  // A browser signs in as a session of its own, which has not waited for these writes: the probes
  // are handed over once the read model serves every one of them.
  await eventually(
    async () => {
      for (const probe of probes) if ((await apiCall(admin, 'GET', `/api/v1/admin/notifications/${probe.id}`)).status !== 200) return false;
      return true;
    },
    'every probe readable through the API',
    60_000,
  );
  return probes;
}

/**
 * Records dialogs (dismissing them) and sets up the sentinel before any page script runs.
 * @param {Page} page
 */
export async function watchForScript(page) {
  /** @type {string[]} */
  const dialogs = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  await page.addInitScript(() => {
    /** @type {any} */ (globalThis).__xss = undefined;
  });
  return dialogs;
}

/**
 * Everything executable left in a rendered body (empty when inert).
 * @param {Locator} region
 */
function leftovers(region) {
  return region.evaluate((root) => {
    const found = [];
    const dangerous = 'script, iframe, frame, object, embed, style, meta, base, form, svg, math, template, link';
    for (const el of root.querySelectorAll(dangerous)) found.push(`<${el.tagName.toLowerCase()}>`);
    for (const el of root.querySelectorAll('*')) {
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        // eslint-disable-next-line no-control-regex -- browsers ignore these inside a URL scheme
        const value = attr.value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
        if (name.startsWith('on')) found.push(`${el.tagName.toLowerCase()}[${name}]`);
        if (name === 'style') found.push(`${el.tagName.toLowerCase()}[style]`);
        if (/^(javascript|vbscript|data):/.test(value)) found.push(`${el.tagName.toLowerCase()}[${name}=${attr.value.slice(0, 40)}]`);
      }
    }
    for (const a of root.querySelectorAll('a[href]')) {
      const rel = (a.getAttribute('rel') ?? '').split(/\s+/);
      if (!rel.includes('noopener') || !rel.includes('noreferrer'))
        found.push(`a[href=${a.getAttribute('href')}] without rel="noopener noreferrer"`);
    }
    if (root.querySelector('a[href^="javascript:" i], [onerror], [onload]')) found.push('a selector match for javascript:/onerror/onload');
    return found;
  });
}

/**
 * Waits for the body to render the probe's marker, gives handlers time to fire, then checks.
 * @param {Page} page
 * @param {Locator} region
 * @param {{ name: string, marker: string }} probe
 * @param {string[]} dialogs
 * @param {string} where
 */
export async function expectInert(page, region, probe, dialogs, where) {
  await expectVisible(region.getByText(probe.marker), `the marker of probe "${probe.name}" in the ${where}`);
  // Hovering and clicking give mouse handlers a chance; broken images had time to error.
  await region.hover({ timeout: 2000 }).catch(() => {});
  await page.waitForTimeout(250);
  const ran = await page.evaluate(() => /** @type {any} */ (globalThis).__xss);
  assert.equal(ran, undefined, `probe "${probe.name}" ran script in the ${where} (window.__xss = ${ran})`);
  assert.deepEqual(dialogs, [], `probe "${probe.name}" opened a dialog in the ${where}`);
  assert.deepEqual(await leftovers(region), [], `probe "${probe.name}" left executable markup in the ${where}`);
}
