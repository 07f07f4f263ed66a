import { fromStateOf, type FromState } from '../../identity/redirectTarget';

/**
 * The navigation state a list's row link carries to the page it opens: the list's address as it was (search, sort,
 * filters, page), in the `from` field the sign-in guard uses for the same purpose.
 */
export const listLinkState = (location: { pathname: string; search: string }): FromState => ({
  from: `${location.pathname}${location.search}`,
});

/**
 * Where a page opened from the list at `listPath` goes back to (after Save, and from its breadcrumb): the list as the
 * admin left it when the `from` state names that list, else its first page. Any other `from` (another page, another
 * site) is ignored.
 */
export function listReturnPath(state: unknown, listPath: string): string {
  const from = fromStateOf(state);
  if (from === undefined) return listPath;
  return from === listPath || from.startsWith(`${listPath}?`) ? from : listPath;
}
