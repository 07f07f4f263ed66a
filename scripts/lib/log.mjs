// Console output: coloured prefixes per process, banners for test steps.
const useColour = !process.env.NO_COLOR && (process.stdout.isTTY || !!process.env.FORCE_COLOR);
const PALETTE = [36, 33, 35, 32, 34, 91, 92, 93, 94, 95, 96, 31];
const assigned = new Map();

export const paint = (code, s) => (useColour ? `\x1b[${code}m${s}\x1b[0m` : s);
export const bold = (s) => paint(1, s);
export const dim = (s) => paint(2, s);

export function prefix(name) {
  if (!assigned.has(name)) assigned.set(name, PALETTE[assigned.size % PALETTE.length]);
  return paint(assigned.get(name), `[${name}]`);
}

export const info = (msg) => console.log(`${paint(90, '[portal]')} ${msg}`);
export const ok = (msg) => console.log(`${paint(90, '[portal]')} ${paint(32, '✔')} ${msg}`);
export const warn = (msg) => console.warn(`${paint(90, '[portal]')} ${paint(33, '!')} ${msg}`);
export const error = (msg) => console.error(`${paint(90, '[portal]')} ${paint(31, '✘')} ${msg}`);

export function banner(title) {
  const line = '═'.repeat(Math.max(10, Math.min(78, title.length + 6)));
  console.log(`\n${paint(96, line)}\n${paint(96, '══')} ${bold(title)}\n${paint(96, line)}`);
}

/** Runs fn, printing how long it took; keeps cold/warm timings visible in CI logs. */
export async function timed(label, fn) {
  const t0 = Date.now();
  const result = await fn();
  ok(`${label} ${dim(`(${((Date.now() - t0) / 1000).toFixed(1)}s)`)}`);
  return result;
}
