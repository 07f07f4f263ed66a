import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:8080';
const [who, width] = [process.argv[2], Number(process.argv[3] ?? 1280)];
const routes = process.argv.slice(4);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width, height: 900 } });
const page = await ctx.newPage();
const log = [];
page.on('console', (m) => m.type() === 'error' && log.push(`console: ${m.text()}`));
page.on('pageerror', (e) => log.push(`pageerror: ${e.message}`));
page.on('response', (r) => r.status() >= 400 && log.push(`http ${r.status()} ${r.url()}`));
await page.goto(base + '/sign_in');
await page.getByLabel('Email', { exact: false }).first().fill(`${who}@example.com`);
await page.getByLabel('Password', { exact: false }).first().fill('Portal-demo-1!');
await page.getByRole('button', { name: /sign in/i }).click();
await page.waitForTimeout(1500);
for (const r of routes) {
  log.push(`--- ${r}`);
  await page.goto(base + r);
  await page.waitForTimeout(1800);
  await page.screenshot({ path: `/tmp/shots/${who}-${width}-${r.replace(/[^a-z0-9]+/gi, '_')}.png`, fullPage: true });
}
console.log(log.join('\n'));
await b.close();
