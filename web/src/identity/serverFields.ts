import { isApiError } from '../api/apiError';

/** Maps a server `fields` object onto form field names (accepts camelCase and snake_case keys). */
export function snakeToCamel(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

export function mapServerFields<F extends string>(
  fields: Record<string, string[]>,
  known: readonly F[],
): { byField: Partial<Record<F, string[]>>; other: string[] } {
  const byField: Partial<Record<F, string[]>> = {};
  const other: string[] = [];
  for (const [key, messages] of Object.entries(fields)) {
    const name = snakeToCamel(key) as F;
    if (known.includes(name)) byField[name] = [...(byField[name] ?? []), ...messages];
    else other.push(...messages.map((m) => `${key}: ${m}`));
  }
  return { byField, other };
}

/**
 * A form's view of a failed save: a 422's messages under the form's own fields, and a banner for the rest
 * (messages of fields the form does not show, or the error's message when no field says what went wrong).
 */
export function formErrorsOf<F extends string>(
  error: unknown,
  known: readonly F[],
): { fields: Partial<Record<F, string[]>>; banner: string[] } {
  if (!error) return { fields: {}, banner: [] };
  if (!isApiError(error) || error.status !== 422) return { fields: {}, banner: [(error as Error).message] };
  const { byField, other } = mapServerFields(error.fields, known);
  return { fields: byField, banner: other.length > 0 || Object.keys(byField).length > 0 ? other : [error.message] };
}
