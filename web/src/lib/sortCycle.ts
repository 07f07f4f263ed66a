/**
 * List sorting: a `sort` value is a field name (ascending) or a field name with a minus prefix
 * (descending); `undefined` means unsorted. Clicking a column cycles asc → desc → none.
 */

export type SortDirection = 'asc' | 'desc';

export function nextSort(current: string | undefined, field: string): string | undefined {
  const direction = sortDirectionOf(current, field);
  if (direction === undefined) return field;
  if (direction === 'asc') return `-${field}`;
  return undefined;
}

/** The direction `current` sorts `field` in, or undefined when it does not sort that field. */
export function sortDirectionOf(current: string | undefined, field: string): SortDirection | undefined {
  if (current === field) return 'asc';
  if (current === `-${field}`) return 'desc';
  return undefined;
}

/** Value for `aria-sort` on a column header. */
export function ariaSortOf(current: string | undefined, field: string): 'ascending' | 'descending' | 'none' {
  const direction = sortDirectionOf(current, field);
  if (direction === 'asc') return 'ascending';
  if (direction === 'desc') return 'descending';
  return 'none';
}
