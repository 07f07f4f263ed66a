import { ValidationError } from '@portal/decider';

export interface ListQuery {
  page: number;
  perPage: number;
  search: string;
  sort: { field: string; direction: 1 | -1 } | null;
}

/** Parses the admin-list paging convention: page ≥ 1, per_page ≤ 200, sort `field` or `-field`. */
export const parseListQuery = (query: Record<string, unknown>, sortable: Record<string, string>): ListQuery => {
  const page = query.page === undefined ? 1 : Number(query.page);
  const perPage = query.per_page === undefined ? 50 : Number(query.per_page);
  const fields: Record<string, string[]> = {};
  if (!Number.isInteger(page) || page < 1) fields.page = ['page must be a whole number from 1'];
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 200) fields.per_page = ['per_page must be a whole number from 1 to 200'];
  const rawSort = typeof query.sort === 'string' ? query.sort : '';
  let sort: ListQuery['sort'] = null;
  if (rawSort) {
    const name = rawSort.replace(/^-/, '');
    const field = sortable[name];
    if (!field) fields.sort = [`sort must be one of ${Object.keys(sortable).join(', ')} (prefix - for descending)`];
    else sort = { field, direction: rawSort.startsWith('-') ? -1 : 1 };
  }
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  const search = typeof query['filters[search]'] === 'string' ? query['filters[search]'] : '';
  return { page, perPage, search: search.trim(), sort };
};

export const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
