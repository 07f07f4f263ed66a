import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { t } from '../i18n';
import { DEFAULT_PER_PAGE, type PageInfo } from '../../lib/pagination';
import { ErrorBanner, Pagination, SortableHeader, Spinner, TableCard, usePageWithinRange } from '../../ui';
import { withPage, withSortToggled, type ListState } from '../listState';
import type { ListPage } from './adminListQuery';
import { listLinkState } from './listReturn';

export interface ListColumn<R> {
  key: string;
  label: string;
  /** The API sort key when the column sorts (cycling asc → desc → none). */
  sort?: string;
  /** Short values that read badly broken over lines (dates, day counts). */
  nowrap?: boolean;
  cell(row: R): ReactNode;
}

interface AdminListTableProps<R> {
  columns: readonly ListColumn<R>[];
  query: {
    data?: ListPage<R>;
    error: unknown;
    isError: boolean;
    isPending: boolean;
    isFetching: boolean;
    isPlaceholderData?: boolean;
    refetch(): unknown;
  };
  state: ListState;
  /** Pushes a history entry; `replace` for corrections (a page past the end), so Back does not return to them. */
  go(next: ListState, replace?: boolean): void;
  rowKey(row: R): string;
  emptyText: string;
  /** The table's accessible name. */
  caption: string;
}

/**
 * An admin list's table with pagination above and below (from the `total` / `per-page` headers),
 * sortable headers, and "An error occurred" (over the server's message) in place of the table when the call fails.
 */
export function AdminListTable<R>({ columns, query, state, go, rowKey, emptyText, caption }: AdminListTableProps<R>) {
  usePageWithinRange(state.page, query.isPlaceholderData ? undefined : query.data?.info, (page) => go({ ...state, page }, true));
  if (query.isError) {
    return <ErrorBanner error={query.error} retry={query} />;
  }
  if (query.isPending) return <Spinner />;
  const rows = query.data?.rows ?? [];
  const info: PageInfo = query.data?.info ?? { total: 0, perPage: DEFAULT_PER_PAGE };
  const pager = (below: boolean) => (
    <Pagination page={state.page} info={info} rowsOnPage={rows.length} onPage={(p) => go(withPage(state, p, info))} below={below} />
  );
  return (
    <TableCard busy={query.isFetching} header={pager(false)} footer={pager(true)} label={caption}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) =>
            c.sort ? (
              <SortableHeader
                key={c.key}
                field={c.sort}
                label={c.label}
                sort={state.sort}
                onSort={(field) => go(withSortToggled(state, field))}
              />
            ) : (
              <th key={c.key} scope="col">
                {c.label}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className="table__empty">
              {emptyText}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.key}>
                  <div className={c.nowrap ? 'table__cell table__cell--nowrap' : 'table__cell'}>{c.cell(row)}</div>
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </TableCard>
  );
}

/** A date as YYYY-MM-DD (UTC), or N/A. */
export function shortDate(value: string | null | undefined): string {
  return value ? value.slice(0, 10) : t('admin.notAvailable');
}

export function NotAvailable() {
  return <span className="muted">{t('admin.notAvailable')}</span>;
}

/** A row's link to the page it opens, carrying the list's address (search, sort, filters, page) for that page's way back (listReturnPath). */
export function ListRowLink({ to, children }: { to: string; children: ReactNode }) {
  const location = useLocation();
  return (
    <Link to={to} state={listLinkState(location)}>
      {children}
    </Link>
  );
}
