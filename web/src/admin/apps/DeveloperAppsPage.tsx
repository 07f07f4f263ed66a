import { Link } from 'react-router';
import type { components } from '../../api/types';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { Breadcrumbs, SearchBox, buttonClass } from '../../ui';
import { t } from '../i18n';
import { filterValues, withFilter, type ListState } from '../listState';
import { AdminListTable, ListRowLink, NotAvailable, shortDate, type ListColumn } from '../lists/AdminListTable';
import { useAdminListQuery } from '../lists/adminListQuery';
import { OwnerFilter } from '../lists/OwnerFilter';
import { isFlag, isUuid, type ListUrlSpec } from '../lists/listUrlSpec';
import { useListUrlState } from '../lists/useListUrlState';
import '../lists/lists.css';

type Row = components['schemas']['AdminDeveloperAppRow'];

/** The sorts `GET /api/v1/admin/developer_apps` takes, and its filters' values (owners are developer ids). */
const LIST: ListUrlSpec = {
  sorts: ['internal_name', 'name', 'owner', 'created_at', 'deleted_at', 'marketplace_listing_in_review_at'],
  filters: { owner: isUuid, with_deleted: isFlag },
};

const toQuery = (state: ListState) => ({
  'filters[owner_id][]': filterValues(state, 'owner'),
  'filters[with_deleted]': filterValues(state, 'with_deleted')[0] === 'true' ? 'true' : undefined,
});

const COLUMNS: readonly ListColumn<Row>[] = [
  {
    key: 'internal_name',
    label: t('adminLists.colInternalName'),
    sort: 'internal_name',
    cell: (row) => <ListRowLink to={`/admin/developer_apps/${encodeURIComponent(row.id)}`}>{row.internal_name}</ListRowLink>,
  },
  {
    key: 'owner',
    label: t('adminLists.colOwner'),
    sort: 'owner',
    cell: (row) => (
      <>
        {row.owner.name ?? <NotAvailable />}
        <br />
        <span className="muted">{row.owner.email ?? t('admin.notAvailable')}</span>
      </>
    ),
  },
  {
    key: 'published',
    label: t('adminLists.colPublished'),
    cell: (row) => (row.app_id ? <span className="badge badge--info">{t('adminLists.published')}</span> : t('adminLists.notPublished')),
  },
  { key: 'created_at', label: t('adminLists.colCreated'), sort: 'created_at', nowrap: true, cell: (row) => shortDate(row.created_at) },
  {
    key: 'marketplace_listing_in_review_at',
    label: t('adminLists.colListingInReview'),
    sort: 'marketplace_listing_in_review_at',
    nowrap: true,
    cell: (row) => shortDate(row.marketplace_listing_in_review_at),
  },
  { key: 'deleted_at', label: t('adminLists.colDeleted'), sort: 'deleted_at', nowrap: true, cell: (row) => shortDate(row.deleted_at) },
];

/** Admin > Developer Apps: every app, searchable, filtered by creator, with the deleted ones on demand. */
export function DeveloperAppsPage() {
  useDocumentTitle(t('adminLists.apps'));
  const { state, go, searchInput, setSearchInput } = useListUrlState(LIST);
  const query = useAdminListQuery<Row>('/api/v1/admin/developer_apps', state, toQuery);
  const withDeleted = filterValues(state, 'with_deleted')[0] === 'true';
  return (
    <div className="page">
      <Breadcrumbs items={[{ label: t('admin.title'), to: '/admin' }, { label: t('adminLists.apps') }]} />
      <header className="page-header page-header--row">
        <h1>{t('adminLists.apps')}</h1>
        <Link to="/admin/developer_apps/review_queue" className={buttonClass()}>
          {t('adminLists.reviewQueue')}
        </Link>
      </header>
      <div className="list-filters">
        <SearchBox
          label={t('admin.search')}
          id="developer-app-search"
          value={searchInput}
          onChange={setSearchInput}
          placeholder={t('adminLists.appSearchPlaceholder')}
        />
        <OwnerFilter
          label={t('adminLists.createdBy')}
          value={filterValues(state, 'owner')}
          onChange={(ids) => go(withFilter(state, 'owner', ids))}
        />
        <label className="list-filters__toggle">
          <input
            type="checkbox"
            checked={withDeleted}
            onChange={(e) => go(withFilter(state, 'with_deleted', e.target.checked ? ['true'] : []))}
          />
          {t('adminLists.withDeleted')}
        </label>
      </div>
      <AdminListTable
        columns={COLUMNS}
        query={query}
        state={state}
        go={go}
        rowKey={(row) => row.id}
        emptyText={t('adminLists.noApps')}
        caption={t('adminLists.apps')}
      />
    </div>
  );
}
