import rosetta from 'rosetta';

/**
 * Translation through rosetta (a 300-byte i18n library: locale tables, lookup, per-locale
 * switching): one instance per dictionary (the app frame's strings, or a feature's strings over
 * them). Keys are flat (`nav.reference` is one key, not a path), placeholders are `{name}` (a
 * placeholder without a value stays as written), and a missing key renders the spec's marker
 * `[missing "{key}" translation]`. i18next was tried and cost the first load 13 KB of the 150 KB budget.
 */
export type Dictionary = Readonly<Record<string, string>>;
export type Params = Readonly<Record<string, string | number>>;

const LOCALE = 'en';

export function missingTranslation(key: string): string {
  return `[missing "${key}" translation]`;
}

export function interpolate(template: string, params: Params = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : match,
  );
}

type Entry = (params?: Params) => string;

/** A feature's `t`: a key and its parameters to the text shown. */
export type Translate = (key: string, params?: Params) => string;

export function createTranslator(dictionary: Dictionary): Translate {
  const table: Record<string, Entry> = {};
  for (const [key, template] of Object.entries(dictionary)) table[key] = (params) => interpolate(template, params);
  const i18n = rosetta<Record<string, Entry>>({ [LOCALE]: table });
  i18n.locale(LOCALE);
  return function t(key: string, params?: Params): string {
    // An own key only: `toString` and friends are not translations.
    if (!Object.prototype.hasOwnProperty.call(table, key)) return missingTranslation(key);
    return i18n.t([key], params);
  };
}
