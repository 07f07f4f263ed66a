const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(?:Headless)?Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const MAX_LENGTH = 60;

/**
 * A person's name for the browser or client behind a User-Agent ("Firefox on Windows", "curl"), so a sessions list
 * can be told apart. The raw header is not kept: it says more than the list needs and any caller chooses it.
 */
export const deviceOf = (userAgent: string | undefined): string => {
  const ua = (userAgent ?? '').trim();
  if (!ua) return 'Unknown client';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser) return system ? `${browser} on ${system}` : browser;
  // Not a browser: its first product token (curl/8.5.0 → curl), printable ASCII only.
  const product = /^([A-Za-z][\w.-]*)/.exec(ua)?.[1];
  return product && product !== 'Mozilla' ? product.slice(0, MAX_LENGTH) : system ? `A browser on ${system}` : 'Unknown client';
};
