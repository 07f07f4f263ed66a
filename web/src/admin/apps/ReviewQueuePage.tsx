import type { components } from '../../api/types';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { Breadcrumbs, SearchBox } from '../../ui';
import { t } from '../i18n';
import { filterValues, withFilter, type ListState } from '../listState';
import { AdminListTable, ListRowLink, NotAvailable, shortDate, type ListColumn } from '../lists/AdminListTable';
import { useAdminListQuery } from '../lists/adminListQuery';
import { OwnerFilter } from '../lists/OwnerFilter';
import { isFlag, isUuid, type ListUrlSpec } from '../lists/listUrlSpec';
import { useListUrlState } from '../lists/useListUrlState';
import { reviewPath, waitingDays } from './reviewQueue';
import { REVIEW_QUEUE_API } from './reviewQueueHead';
import '../lists/lists.css';

type Row = components['schemas']['ReviewQueueRow'];

/** The sorts the review queue's call takes, and its filters' values (owners are developer ids). */
const LIST: ListUrlSpec = {
  sorts: ['internal_name', 'owner', 'in_review_at'],
  filters: { owner: isUuid, in_review: isFlag, with_deleted: isFlag },
};

/** inReview is on unless the URL says `in_review=false`; withDeleted is off unless it says `with_deleted=true`. */
const inReviewOf = (state: ListState) => filterValues(state, 'in_review')[0] !== 'false';
const withDeletedOf = (state: ListState) => filterValues(state, 'with_deleted')[0] === 'true';

const toQuery = (state: ListState) => ({
  'filters[owner_id][]': filterValues(state, 'owner'),
  'filters[in_review]': inReviewOf(state) ? 'true' : 'false',
  'filters[with_deleted]': withDeletedOf(state) ? 'true' : 'false',
});

const columns = (now: Date): readonly ListColumn<Row>[] => [
  {
    key: 'internal_name',
    label: t('adminLists.colName'),
    sort: 'internal_name',
    cell: (row) => <ListRowLink to={reviewPath(row)}>{row.internal_name}</ListRowLink>,
  },
  { key: 'owner', label: t('adminLists.colOwnerEmail'), sort: 'owner', cell: (row) => row.owner.email ?? <NotAvailable /> },
  {
    key: 'in_review_at',
    label: t('adminLists.colInReviewAt'),
    sort: 'in_review_at',
    nowrap: true,
    cell: (row) => shortDate(row.in_review_at),
  },
  {
    key: 'badges',
    label: t('adminLists.colInReview'),
    cell: (row) => (
      <span className="review-badges">
        {row.has_app_version_in_review && <span className="badge badge--info">{t('adminLists.badgeManifest')}</span>}
        {row.has_marketplace_listing_in_review && <span className="badge badge--warning">{t('adminLists.badgeMarketplace')}</span>}
      </span>
    ),
  },
  {
    key: 'listing',
    label: t('adminLists.colMarketplaceListing'),
    cell: (row) =>
      row.has_marketplace_listing_in_review ? t(row.has_published_app ? 'adminLists.listingUpdate' : 'adminLists.listingNew') : '',
  },
  {
    key: 'waiting',
    label: t('adminLists.colWaiting'),
    nowrap: true,
    cell: (row) => {
      const days = waitingDays(row.in_review_at, now);
      return days === null ? <NotAvailable /> : t(days === 1 ? 'adminLists.waitingDay' : 'adminLists.waitingDays', { days });
    },
  },
  {
    key: 'due',
    label: t('adminLists.colDue'),
    nowrap: true,
    cell: (row) =>
      row.review_due_at === null ? (
        <NotAvailable />
      ) : row.overdue ? (
        <span className="review-overdue">{t('adminLists.overdue', { date: shortDate(row.review_due_at) })}</span>
      ) : (
        shortDate(row.review_due_at)
      ),
  },
];

/** Admin > Developer Apps > Review Queue: apps whose listing or manifest waits for review, oldest first. */
export function ReviewQueuePage() {
  useDocumentTitle(t('adminLists.reviewQueue'));
  const { state, go, searchInput, setSearchInput } = useListUrlState(LIST);
  const query = useAdminListQuery<Row>(REVIEW_QUEUE_API, state, toQuery);
  return (
    <div className="page">
      <Breadcrumbs
        items={[
          { label: t('admin.title'), to: '/admin' },
          { label: t('adminLists.apps'), to: '/admin/developer_apps' },
          { label: t('adminLists.reviewQueue') },
        ]}
      />
      <header className="page-header">
        <h1>{t('adminLists.reviewQueue')}</h1>
      </header>
      <div className="list-filters">
        <SearchBox
          label={t('admin.search')}
          id="review-queue-search"
          value={searchInput}
          onChange={setSearchInput}
          placeholder={t('adminLists.queueSearchPlaceholder')}
        />
        <OwnerFilter
          label={t('adminLists.user')}
          value={filterValues(state, 'owner')}
          onChange={(ids) => go(withFilter(state, 'owner', ids))}
        />
        <label className="list-filters__toggle">
          <input
            type="checkbox"
            checked={inReviewOf(state)}
            onChange={(e) => go(withFilter(state, 'in_review', e.target.checked ? [] : ['false']))}
          />
          {t('adminLists.inReviewOnly')}
        </label>
        <label className="list-filters__toggle">
          <input
            type="checkbox"
            checked={withDeletedOf(state)}
            onChange={(e) => go(withFilter(state, 'with_deleted', e.target.checked ? ['true'] : []))}
          />
          {t('adminLists.withDeleted')}
        </label>
      </div>
      <AdminListTable
        columns={columns(new Date())}
        query={query}
        state={state}
        go={go}
        rowKey={(row) => row.id}
        emptyText={t('adminLists.queueEmpty')}
        caption={t('adminLists.reviewQueue')}
      />
    </div>
  );
}
