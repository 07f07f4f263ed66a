/** The response headers a paged list answers with: the web client's pagination reads them. */
export const PAGING_HEADERS = ['total', 'per-page'] as const;

export const pagingHeaders = (total: number, perPage: number): Record<(typeof PAGING_HEADERS)[number], string> => ({
  total: String(total),
  'per-page': String(perPage),
});
