import { useId } from 'react';
import { Link } from 'react-router';
import type { components } from '../../api/types';
import { useMeQuery } from '../../identity/meQuery';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { Breadcrumbs, SearchBox } from '../../ui';
import { t } from '../i18n';
import { filterValues, withFilter, type ListState } from '../listState';
import { AdminListTable, NotAvailable, type ListColumn } from '../lists/AdminListTable';
import { useAdminListQuery } from '../lists/adminListQuery';
import { oneOf, type ListUrlSpec } from '../lists/listUrlSpec';
import { useListUrlState } from '../lists/useListUrlState';
import '../lists/lists.css';

type Row = components['schemas']['OAuthApplicationRow'];

export const ENVIRONMENTS = ['production', 'sandbox', 'monthly_sandbox'] as const;
type Environment = (typeof ENVIRONMENTS)[number];

/** The sorts `GET /api/v1/admin/oauth_applications` takes; production is the default, so never in the address. */
const LIST: ListUrlSpec = { sorts: ['name', 'uid'], filters: { environment: oneOf('sandbox', 'monthly_sandbox') } };

const environmentOf = (state: ListState): Environment => {
  const value = filterValues(state, 'environment')[0];
  return ENVIRONMENTS.find((e) => e === value) ?? 'production';
};

const COLUMNS: readonly ListColumn<Row>[] = [
  { key: 'name', label: t('adminLists.colName'), sort: 'name', cell: (row) => row.name ?? <NotAvailable /> },
  {
    key: 'developer_app',
    label: t('adminLists.colAssociatedApp'),
    cell: (row) =>
      row.href && row.developer_app ? (
        <Link to={row.href}>{row.developer_app.internal_name ?? row.developer_app.id}</Link>
      ) : (
        <NotAvailable />
      ),
  },
  { key: 'uid', label: t('adminLists.colAppId'), sort: 'uid', cell: (row) => <span className="mono">{row.uid}</span> },
  { key: 'owner_name', label: t('adminLists.colOwnerName'), cell: (row) => row.owner_name ?? <NotAvailable /> },
  { key: 'owner_email', label: t('adminLists.colOwnerEmail'), cell: (row) => row.owner_email || <NotAvailable /> },
];

/** Admin > OAuth Applications: the OAuth clients of one environment (selector hidden in the restricted edition). */
export function OAuthApplicationsPage() {
  useDocumentTitle(t('adminLists.oauthApps'));
  const selectId = useId();
  const { me } = useMeQuery();
  const restricted = me?.edition === 'restricted';
  const { state, go, searchInput, setSearchInput } = useListUrlState(LIST);
  const environment = restricted ? 'production' : environmentOf(state);
  const query = useAdminListQuery<Row>('/api/v1/admin/oauth_applications', state, () => ({ environment }));
  return (
    <div className="page">
      <Breadcrumbs items={[{ label: t('admin.title'), to: '/admin' }, { label: t('adminLists.oauthApps') }]} />
      <header className="page-header">
        <h1>{t('adminLists.oauthApps')}</h1>
      </header>
      <div className="list-filters">
        <SearchBox
          label={t('admin.search')}
          id="oauth-app-search"
          value={searchInput}
          onChange={setSearchInput}
          placeholder={t('adminLists.oauthSearchPlaceholder')}
        />
        {!restricted && (
          <div className="list-filters__select">
            <label htmlFor={selectId}>{t('adminLists.environment')}</label>
            <select
              id={selectId}
              className="input"
              value={environment}
              onChange={(e) => go(withFilter(state, 'environment', e.target.value === 'production' ? [] : [e.target.value]))}
            >
              {ENVIRONMENTS.map((e) => (
                <option key={e} value={e}>
                  {t(`adminLists.env.${e}`)}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <AdminListTable
        columns={COLUMNS}
        query={query}
        state={state}
        go={go}
        rowKey={(row) => `${row.environment}:${row.uid}`}
        emptyText={t('adminLists.noOAuthApps')}
        caption={t('adminLists.oauthApps')}
      />
    </div>
  );
}
