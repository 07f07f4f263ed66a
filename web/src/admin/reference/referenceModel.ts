import type { components } from '../../api/types';

export type ReferenceItem = components['schemas']['MarketplaceReferenceItem'];
export type ReferenceKind = components['schemas']['MarketplaceReferenceKind'];

export const REFERENCE_KINDS: readonly ReferenceKind[] = ['categories', 'regions', 'product_tools', 'security_standards', 'sso_providers'];
export const MAX_ITEMS = 200;

/** An editable cell: every one is a text input (country codes as one comma-separated text). */
export type Column = 'id' | 'name' | 'title' | 'standard_name' | 'variant' | 'country_codes';

/** The columns of each list, in order. */
export const COLUMNS: Record<ReferenceKind, readonly Column[]> = {
  categories: ['id', 'name'],
  regions: ['id', 'name', 'country_codes'],
  product_tools: ['id', 'title'],
  security_standards: ['id', 'standard_name', 'variant'],
  sso_providers: ['id', 'name'],
};

/** One table row: the texts as typed, and a key of the page's own (the id may be edited). */
export type Row = { key: string } & Record<Column, string>;

let nextKey = 1;
const newKey = () => `row-${nextKey++}`;

export const emptyRow = (): Row => ({ key: newKey(), id: '', name: '', title: '', standard_name: '', variant: '', country_codes: '' });

export const rowFromItem = (item: ReferenceItem): Row => ({
  ...emptyRow(),
  id: item.id,
  name: item.name ?? '',
  title: item.title ?? '',
  standard_name: item.standard_name ?? '',
  variant: item.variant ?? '',
  country_codes: (item.country_codes ?? []).join(', '),
});

/** "us, ca ,MX," → ["US", "CA", "MX"]: the server checks each code (ISO 3166-1 alpha-2, once per region). */
export const splitCountryCodes = (text: string): string[] =>
  text
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '');

/** The item the server gets for a row of `kind`: only that list's fields; a blank variant is null. */
export const itemFromRow = (kind: ReferenceKind, row: Row): ReferenceItem => {
  const id = row.id.trim();
  switch (kind) {
    case 'regions':
      return { id, name: row.name, country_codes: splitCountryCodes(row.country_codes) };
    case 'product_tools':
      return { id, title: row.title };
    case 'security_standards':
      return { id, standard_name: row.standard_name, variant: row.variant.trim() === '' ? null : row.variant };
    default:
      return { id, name: row.name };
  }
};

/** The texts of the rows, without their keys: equal texts mean nothing to save. */
const texts = (kind: ReferenceKind, rows: readonly Row[]) => rows.map((row) => COLUMNS[kind].map((column) => row[column]));

export const isChanged = (kind: ReferenceKind, rows: readonly Row[], initial: readonly Row[]): boolean =>
  JSON.stringify(texts(kind, rows)) !== JSON.stringify(texts(kind, initial));

/** What a row is called in the remove confirmation. */
export const rowName = (kind: ReferenceKind, row: Row): string => {
  const name = kind === 'product_tools' ? row.title : kind === 'security_standards' ? [row.standard_name, row.variant].join(' ') : row.name;
  return name.trim() || row.id.trim();
};

export interface RowErrors {
  /** Row key → column → messages. */
  cells: Record<string, Partial<Record<Column, string[]>>>;
  /** Messages for the list as a whole (too many items) or for no cell in particular. */
  list: string[];
}

/**
 * Puts a 422's `fields` (`items.3.id`, `items`) under the cells they name: the index is the row's
 * position in the list as saved (`rows`).
 */
export const errorsByRow = (fields: Record<string, string[]>, rows: readonly Row[]): RowErrors => {
  const out: RowErrors = { cells: {}, list: [] };
  for (const [field, messages] of Object.entries(fields)) {
    const match = /^items\.(\d+)\.(id|name|title|standard_name|variant|country_codes)(?:\.\d+)?$/.exec(field);
    const row = match ? rows[Number(match[1])] : undefined;
    if (match && row) {
      const cells = (out.cells[row.key] ??= {});
      cells[match[2] as Column] = [...(cells[match[2] as Column] ?? []), ...messages];
    } else {
      out.list.push(...messages.filter((m) => !out.list.includes(m)));
    }
  }
  return out;
};
