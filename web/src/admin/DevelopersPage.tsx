import { ApiError } from '../api/apiError';
import type { DeveloperRow } from '../api/types';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { Breadcrumbs, SearchBox } from '../ui';
import { Forbidden } from './Forbidden';
import { t } from './i18n';
import { AdminListTable, ListRowLink, NotAvailable, type ListColumn } from './lists/AdminListTable';
import { useAdminListQuery } from './lists/adminListQuery';
import type { ListUrlSpec } from './lists/listUrlSpec';
import { useListUrlState } from './lists/useListUrlState';

const editHref = (row: DeveloperRow) => `/admin/developers/${encodeURIComponent(row.id)}/edit`;

const COLUMNS: readonly ListColumn<DeveloperRow>[] = [
  { key: 'name', label: t('admin.colName'), sort: 'name', cell: (row) => <ListRowLink to={editHref(row)}>{row.name}</ListRowLink> },
  { key: 'company_name', label: t('admin.colCompany'), sort: 'company_name', cell: (row) => row.company_name || <NotAvailable /> },
  { key: 'email', label: t('admin.colEmail'), sort: 'email', cell: (row) => row.email },
  {
    key: 'platform_id',
    label: t('admin.colPlatformId'),
    sort: 'platform_id',
    cell: (row) => (row.platform_id ? <span className="mono">{row.platform_id}</span> : <NotAvailable />),
  },
];

/** The sorts `GET /api/v1/admin/developers` takes. */
const LIST: ListUrlSpec = { sorts: ['name', 'email', 'company_name', 'platform_id', 'created_at'] };

/** Admin > Registered Developers: each row links to the developer's edit page, which returns to the list as it was. */
export function DevelopersPage() {
  useDocumentTitle(t('admin.developers'));
  const { state, go, searchInput, setSearchInput } = useListUrlState(LIST);
  const query = useAdminListQuery<DeveloperRow>('/api/v1/admin/developers', state);

  if (query.error instanceof ApiError && query.error.status === 403) return <Forbidden />;

  return (
    <div className="page">
      <Breadcrumbs items={[{ label: t('admin.title'), to: '/admin' }, { label: t('admin.developers') }]} />
      <header className="page-header page-header--row">
        <h1>{t('admin.developers')}</h1>
        <SearchBox
          label={t('admin.search')}
          id="developer-search"
          value={searchInput}
          onChange={setSearchInput}
          placeholder={t('admin.searchPlaceholder')}
        />
      </header>
      <AdminListTable
        columns={COLUMNS}
        query={query}
        state={state}
        go={go}
        rowKey={(row) => row.id}
        emptyText={t('admin.empty')}
        caption={t('admin.developers')}
      />
    </div>
  );
}
