import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { missingTranslation, type Translate } from './translate';

/**
 * Every literal key a file passes to its feature's `t` is in that feature's dictionaries. Strings
 * move between dictionaries to keep each page's first load small (a tab's strings load with the
 * tab); a key left behind would render the missing-translation marker only on the page that uses it.
 */
const SRC = resolve(__dirname, '..');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

const I18N_IMPORTS = /import \{([^}]*)\} from '([^']*i18n)';/g;
const LITERAL_KEYS = /\bt\(\s*['"]([^'"]+)['"]/g;

const uses = sources(SRC).flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  // The module the file's own `t` comes from (not `t as adminT` and the like).
  const from = [...text.matchAll(I18N_IMPORTS)].find((match) => match[1]!.split(',').some((name) => name.trim() === 't'))?.[2];
  if (!from) return [];
  const keys = [...text.matchAll(LITERAL_KEYS)].map((match) => match[1]!);
  return keys.length > 0 ? [{ file: relative(SRC, file), module: resolve(dirname(file), from), keys }] : [];
});

describe("the strings each feature's t is asked for", () => {
  it('finds the files that use a feature translator (the scan itself works)', () => {
    expect(uses.length).toBeGreaterThan(50);
    expect(uses.map((use) => use.file)).toContain(join('apps', 'versions', 'VersionsTab.tsx'));
  });

  it.each(uses.map((use) => [use.file, use] as const))('%s', async (_file, use) => {
    const { t } = (await import(use.module)) as { t: Translate };
    expect(use.keys.filter((key) => t(key) === missingTranslation(key))).toEqual([]);
  });
});
