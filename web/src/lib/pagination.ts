/** Pagination info for admin lists comes from the `total` and `per-page` response headers. */

export const DEFAULT_PER_PAGE = 50;

export interface PageInfo {
  total: number;
  perPage: number;
}

function parseCount(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : undefined;
}

/** Reads `total` and `per-page`; falls back to the row count and the requested page size. */
export function pageInfoFromHeaders(get: (name: string) => string | null, fallback: { rows: number; perPage: number }): PageInfo {
  const perPage = parseCount(get('per-page'));
  return {
    total: parseCount(get('total')) ?? fallback.rows,
    perPage: perPage !== undefined && perPage > 0 ? perPage : fallback.perPage,
  };
}

/** Total pages, never below 1. */
export function totalPages(info: PageInfo): number {
  if (info.perPage <= 0) return 1;
  return Math.max(1, Math.ceil(info.total / info.perPage));
}

/** A page fetch is ignored if the page is below 1 or above the total pages. */
export function isPageInRange(page: number, info: PageInfo): boolean {
  return Number.isInteger(page) && page >= 1 && page <= totalPages(info);
}

/** "Showing 51–100 of 230" numbers for a page; zeros when empty. */
export function pageRange(page: number, info: PageInfo, rowsOnPage: number): { from: number; to: number } {
  if (rowsOnPage <= 0 || info.total <= 0) return { from: 0, to: 0 };
  const from = (page - 1) * info.perPage + 1;
  return { from, to: Math.min(info.total, from + rowsOnPage - 1) };
}
