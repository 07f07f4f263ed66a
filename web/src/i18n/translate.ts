/** A tiny translation helper: dictionary lookup with `{name}` interpolation. */

export type Dictionary = Readonly<Record<string, string>>;
export type Params = Readonly<Record<string, string | number>>;

export function missingTranslation(key: string): string {
  return `[missing "${key}" translation]`;
}

export function interpolate(template: string, params: Params = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : match,
  );
}

export function createTranslator(dictionary: Dictionary) {
  return function t(key: string, params?: Params): string {
    const template = Object.prototype.hasOwnProperty.call(dictionary, key) ? dictionary[key] : undefined;
    return template === undefined ? missingTranslation(key) : interpolate(template, params);
  };
}
