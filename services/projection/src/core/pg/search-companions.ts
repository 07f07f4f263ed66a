import type { SqlParams } from '@portal/list-query';
import { containsPattern } from '@portal/list-query';

/**
 * A searched list's narrow twin: one row per listed row holding only what a search's total needs
 * (the searched keys joined into one `haystack`, and the columns every page filters on). Counting
 * ~10,000 trigram matches must re-check each candidate row; on the wide list table that touches
 * most of its pages, on the twin a fraction. Triggers on the list table keep it in the same
 * transaction; the page itself is still read from the list table's sort index.
 */
export interface SearchCompanion {
  /** The list table. */
  of: string;
  table: string;
  /** The list table's lower-cased key columns a search matches (each also has its own trigram index). */
  keys: readonly string[];
  /** Filter columns copied along: name → [SQL type, expression over the list row `r`]. */
  filters: Readonly<Record<string, readonly [string, string]>>;
}

/** Name, company or e-mail (migration 18 added the company; migration 8 made the twin with the first two). */
export const DEVELOPERS_SEARCH: SearchCompanion = {
  of: 'developers',
  table: 'developers_search',
  keys: ['name_key', 'company_key', 'email_key'],
  filters: {},
};

export const DEVELOPER_APPS_SEARCH: SearchCompanion = {
  of: 'developer_apps',
  table: 'developer_apps_search',
  keys: ['internal_name_key', 'name_key', 'owner_email_key'],
  filters: { live: ['boolean', 'r.deleted_at IS NULL'] },
};

export const OAUTH_APPLICATIONS_SEARCH: SearchCompanion = {
  of: 'oauth_applications',
  table: 'oauth_applications_search',
  keys: ['name_key', 'uid_key', 'owner_key'],
  filters: { live: ['boolean', 'r.deleted_at IS NULL'], environment: ['text', 'r.environment'] },
};

export const SEARCH_COMPANIONS: readonly SearchCompanion[] = [DEVELOPERS_SEARCH, DEVELOPER_APPS_SEARCH, OAUTH_APPLICATIONS_SEARCH];

// A newline never reaches a pattern (searchTerm), so a match cannot span two keys.
const haystack = (c: SearchCompanion, row: string): string => `concat_ws(E'\\n', ${c.keys.map((k) => `${row}.${k}`).join(', ')})`;
const filterNames = (c: SearchCompanion): string[] => Object.keys(c.filters);
const filterValues = (c: SearchCompanion, row: string): string[] =>
  Object.values(c.filters).map(([, expression]) => expression.replace(/\br\./g, `${row}.`));
const syncFunction = (c: SearchCompanion): string => `${c.table}_sync`;

/** Refills the twin from its list table (after a rebuild reloaded the list table with the trigger off). */
export const refillSql = (c: SearchCompanion): string =>
  `INSERT INTO ${c.table} (id, ${[...filterNames(c), 'haystack'].join(', ')}) SELECT r.id, ${[...filterValues(c, 'r'), haystack(c, 'r')].join(', ')} FROM ${c.of} r`;

/** The twin, its first fill, its trigram index (built once over the fill) and the trigger that keeps it (a migration). */
export const companionDdl = (c: SearchCompanion): string => {
  const columns = Object.entries(c.filters).map(([name, [type]]) => `${name} ${type}`);
  return `
CREATE TABLE ${c.table} (id text PRIMARY KEY, ${[...columns, 'haystack text NOT NULL'].join(', ')});
ALTER TABLE ${c.table} SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.02);
${syncFunctionDdl(c)}
${refillSql(c)};
CREATE INDEX ${c.table}_trgm ON ${c.table} USING gin (haystack gin_trgm_ops);
CREATE TRIGGER ${syncFunction(c)} AFTER INSERT OR UPDATE OR DELETE ON ${c.of} FOR EACH ROW EXECUTE FUNCTION ${syncFunction(c)}();
`;
};

/** A twin whose keys changed (same filters): its trigger function takes the new keys, and it is filled again (a migration). */
export const companionKeysChangedDdl = (c: SearchCompanion): string => `
${syncFunctionDdl(c)}
TRUNCATE ${c.table};
${refillSql(c)};
`;

const syncFunctionDdl = (c: SearchCompanion): string => {
  const assignments = [...filterNames(c), 'haystack'].map((name) => `${name} = EXCLUDED.${name}`).join(', ');
  return `CREATE OR REPLACE FUNCTION ${syncFunction(c)}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM ${c.table} WHERE id = OLD.id;
  ELSE
    INSERT INTO ${c.table} (id, ${[...filterNames(c), 'haystack'].join(', ')})
    VALUES (NEW.id, ${[...filterValues(c, 'NEW'), haystack(c, 'NEW')].join(', ')})
    ON CONFLICT (id) DO UPDATE SET ${assignments};
  END IF;
  RETURN NULL;
END $$;`;
};

/** Statements a rebuild runs around reloading the list tables: the twins are refilled once, not row by row. */
export const companionTriggers = (enabled: boolean): string[] =>
  SEARCH_COMPANIONS.map((c) => `ALTER TABLE ${c.of} ${enabled ? 'ENABLE' : 'DISABLE'} TRIGGER ${syncFunction(c)}`);

/** The list table's own condition: any searched key contains the pattern (its trigram indexes serve it). */
export const searchCondition = (c: SearchCompanion, pattern: string): string =>
  `(${c.keys.map((k) => `${k} LIKE ${pattern}`).join(' OR ')})`;

/** The pattern for a search term: contains, case-insensitive, wildcards literal, no line breaks. */
export const searchPattern = (params: SqlParams, search: string): string => params.add(containsPattern(search.replace(/[\r\n]+/g, ' ')));

/**
 * A search's total counted on the twin; `filters` are its own columns, ANDed (e.g. `live`,
 * `environment = $2`). Only valid when the page's other conditions are exactly these filters.
 */
export const companionTotal = (c: SearchCompanion, pattern: string, filters: readonly string[] = []): string =>
  `SELECT count(*) FROM ${c.table} WHERE ${[...filters, `haystack LIKE ${pattern}`].join(' AND ')}`;
