import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../api/apiError';
import { t } from './i18n';
import { DEFAULT_PER_PAGE } from '../lib/pagination';
import { useDebouncedValue } from '../lib/useDebouncedValue';
import { Breadcrumbs, Pagination, SortableHeader, Spinner, TableCard } from '../ui';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { useDevelopersQuery } from './developersQuery';
import { Forbidden } from './Forbidden';
import { SEARCH_DEBOUNCE_MS, listStateToParams, parseListState, withPage, withSearch, withSortToggled, type ListState } from './listState';

const COLUMNS = [
  { field: 'name', label: 'admin.colName' },
  { field: 'company_name', label: 'admin.colCompany' },
  { field: 'email', label: 'admin.colEmail' },
  { field: 'platform_id', label: 'admin.colPlatformId' },
] as const;

export function DevelopersPage() {
  useDocumentTitle(t('admin.developers'));
  const [params, setParams] = useSearchParams();
  const state = parseListState(params);
  const [searchInput, setSearchInput] = useState(state.search);
  const search = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  const navigate = useNavigate();

  const go = (next: ListState) => setParams(listStateToParams(next), { replace: true });

  useEffect(() => {
    const current = parseListState(params);
    const next = withSearch(current, search);
    if (next !== current) setParams(listStateToParams(next), { replace: true });
  }, [search, params, setParams]);

  const query = useDevelopersQuery(state);
  const info = query.data?.info ?? { total: 0, perPage: DEFAULT_PER_PAGE };

  if (query.error instanceof ApiError && query.error.status === 403) return <Forbidden />;

  const rows = query.data?.rows ?? [];

  return (
    <div className="page">
      <Breadcrumbs items={[{ label: t('admin.title'), to: '/admin' }, { label: t('admin.developers') }]} />
      <header className="page-header page-header--row">
        <h1>{t('admin.developers')}</h1>
        <div className="search">
          <label htmlFor="developer-search" className="visually-hidden">
            {t('admin.search')}
          </label>
          <input
            id="developer-search"
            type="search"
            name="search"
            className="input search__input"
            placeholder={t('admin.searchPlaceholder')}
            value={searchInput}
            onChange={(e) => setSearchInput(e.target.value)}
          />
        </div>
      </header>

      {query.isError ? (
        <div className="alert alert--error" role="alert">
          <p>{t('errors.generic')}</p>
        </div>
      ) : query.isPending ? (
        <Spinner />
      ) : (
        <TableCard
          busy={query.isFetching}
          tableClassName="table--hover"
          header={<Pagination page={state.page} info={info} rowsOnPage={rows.length} onPage={(p) => go(withPage(state, p, info))} />}
          footer={<Pagination page={state.page} info={info} rowsOnPage={rows.length} onPage={(p) => go(withPage(state, p, info))} />}
        >
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <SortableHeader
                  key={c.field}
                  field={c.field}
                  label={t(c.label)}
                  sort={state.sort}
                  onSort={(field) => go(withSortToggled(state, field))}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={COLUMNS.length} className="table__empty">
                  {t('admin.empty')}
                </td>
              </tr>
            ) : (
              rows.map((row) => {
                const href = `/admin/developers/${encodeURIComponent(row.id)}/edit`;
                return (
                  <tr key={row.id} className="table__row-link" onClick={() => void navigate(href)}>
                    <td>
                      <Link to={href} onClick={(e) => e.stopPropagation()}>
                        {row.name}
                      </Link>
                    </td>
                    <td>{row.company_name ?? <span className="muted">{t('admin.notAvailable')}</span>}</td>
                    <td>{row.email}</td>
                    <td className="mono">{row.platform_id ?? <span className="muted">{t('admin.notAvailable')}</span>}</td>
                  </tr>
                );
              })
            )}
          </tbody>
        </TableCard>
      )}
    </div>
  );
}
