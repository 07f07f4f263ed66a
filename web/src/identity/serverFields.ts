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
