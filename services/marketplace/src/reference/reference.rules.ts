/**
 * The rules of an admin's edit of one reference list (issue 11 "editable by admins"). Pure: no I/O.
 * Errors are keyed by field path like the listing's: `items`, `items.3.id`, `items.0.country_codes`.
 */
import type { FieldErrors } from '@portal/decider';
import type { ReferenceItem, ReferenceKind } from './reference.events';

export const MAX_ITEMS = 200;
export const MAX_NAME = 100;
/** Lowercase letters, digits and hyphens; not starting with a hyphen; 1 to 63 characters. */
export const ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;
/** ISO 3166-1 alpha-2: two uppercase letters. */
export const COUNTRY_CODE = /^[A-Z]{2}$/;

export const REQUIRED = 'This field is required';
export const NOT_A_LIST = 'Send the list as an array of items';
export const NOT_AN_ITEM = 'Each item must be an object';
export const TOO_MANY_ITEMS = `At most ${MAX_ITEMS} items`;
export const NOT_TEXT = 'Must be text';
export const INVALID_ID = 'Use lowercase letters, digits and hyphens (at most 63, not starting with a hyphen)';
export const DUPLICATE_ID = 'Another row already uses this id';
export const NOT_A_CODE_LIST = 'Send the country codes as an array of ISO 3166-1 alpha-2 codes';
export const characterLimitExceeded = (max: number): string => `Character limit exceeded (${max})`;
export const invalidCountryCode = (code: string): string => `"${code}" is not an ISO 3166-1 alpha-2 country code (two uppercase letters)`;
export const duplicateCountryCode = (code: string): string => `"${code}" is listed twice`;

export const NOT_VALID = 'Please correct the errors in the list';

/** The text fields each kind names its entries with (the variant is optional, the others required). */
export const NAME_FIELDS: Record<ReferenceKind, readonly ('name' | 'title' | 'standard_name')[]> = {
  categories: ['name'],
  regions: ['name'],
  product_tools: ['title'],
  security_standards: ['standard_name'],
  sso_providers: ['name'],
};

const length = (value: string): number => [...value].length;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface CheckedList {
  /** The list trimmed and in the shape of its kind (unknown properties left out). */
  items: ReferenceItem[];
  /** Empty when the list may be saved. */
  errors: FieldErrors;
}

/**
 * Checks and normalizes a whole list: ids unique and well-formed, names 1 to 100 characters once
 * trimmed, at most 200 items; region country codes ISO 3166-1 alpha-2 and unique within the region;
 * a blank security standard variant becomes null.
 */
export const checkReferenceList = (kind: ReferenceKind, input: unknown): CheckedList => {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  if (!Array.isArray(input)) {
    add('items', NOT_A_LIST);
    return { items: [], errors };
  }
  if (input.length > MAX_ITEMS) add('items', TOO_MANY_ITEMS);

  /** A required or optional text field, trimmed; null when absent or blank. */
  const text = (row: Record<string, unknown>, path: string, field: string, required: boolean): string | null => {
    const value = row[field];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      if (required) add(`${path}.${field}`, REQUIRED);
      return null;
    }
    if (typeof value !== 'string') {
      add(`${path}.${field}`, NOT_TEXT);
      return null;
    }
    const trimmed = value.trim();
    if (length(trimmed) > MAX_NAME) add(`${path}.${field}`, characterLimitExceeded(MAX_NAME));
    return trimmed;
  };

  const seen = new Set<string>();
  const items: ReferenceItem[] = [];
  input.forEach((raw: unknown, index) => {
    const path = `items.${index}`;
    if (!isRecord(raw)) {
      add(path, NOT_AN_ITEM);
      return;
    }
    const id = text(raw, path, 'id', true) ?? '';
    if (id !== '' && !ID_PATTERN.test(id)) add(`${path}.id`, INVALID_ID);
    else if (id !== '' && seen.has(id)) add(`${path}.id`, DUPLICATE_ID);
    seen.add(id);

    switch (kind) {
      case 'categories':
      case 'sso_providers':
        items.push({ id, name: text(raw, path, 'name', true) ?? '' });
        break;
      case 'product_tools':
        items.push({ id, title: text(raw, path, 'title', true) ?? '' });
        break;
      case 'security_standards':
        items.push({
          id,
          standard_name: text(raw, path, 'standard_name', true) ?? '',
          variant: text(raw, path, 'variant', false),
        });
        break;
      case 'regions':
        items.push({
          id,
          name: text(raw, path, 'name', true) ?? '',
          country_codes: countryCodes(raw.country_codes, `${path}.country_codes`, add),
        });
        break;
    }
  });
  return { items, errors };
};

const countryCodes = (value: unknown, field: string, add: (field: string, message: string) => void): string[] => {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    add(field, NOT_A_CODE_LIST);
    return [];
  }
  const codes: string[] = [];
  for (const entry of value) {
    if (typeof entry !== 'string') {
      add(field, NOT_A_CODE_LIST);
      continue;
    }
    const code = entry.trim();
    if (!COUNTRY_CODE.test(code)) add(field, invalidCountryCode(code.slice(0, 20)));
    else if (codes.includes(code)) add(field, duplicateCountryCode(code));
    else codes.push(code);
  }
  return codes;
};
