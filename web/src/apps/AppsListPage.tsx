import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { t } from './i18n';
import { AppLogo, Button, ErrorBanner, Quicktip, SearchBox, Spinner, TableCard, useUrlSearchBox, useUrlState } from '../ui';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { useAppsQuery } from './api/appsApi';
import { CreateAppModal } from './CreateAppModal';
import { APP_FILTER_FROM, APPS_LIST_CAP, filterApps } from './lib/appFilter';
import { asksToCreateApp } from './lib/createAppLink';
import { listingStanding, listingStandingLabel, versionStanding, versionStandingLabel } from './lib/appStanding';
import { formatShortDate } from './lib/dates';
import { roleLabel } from './lib/roles';
import { sandboxStatusLabel } from './lib/sandboxStatus';
import './apps.css';

interface FilterState {
  search: string;
}
const readFilter = (params: URLSearchParams): FilterState => ({ search: params.get('search') ?? '' });
const filterParams = ({ search }: FilterState) => new URLSearchParams(search ? { search } : {});
const withSearch = (_state: FilterState, search: string): FilterState => ({ search });

/** /developer_apps: the apps the developer owns or collaborates on, with a filter once they are many. */
export function AppsListPage() {
  useDocumentTitle(t('apps.title'));
  const location = useLocation();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(() => asksToCreateApp(location.state));
  useEffect(() => {
    // Opened once for the link that asked: the history entry forgets it, so Back to the list does not open it again.
    if (asksToCreateApp(location.state)) void navigate({ search: location.search, hash: location.hash }, { replace: true, state: null });
  }, [location.state, location.search, location.hash, navigate]);
  const apps = useAppsQuery();
  const all = apps.data ?? [];
  const { state, go } = useUrlState(readFilter, filterParams);
  // The rows follow the box at once; the URL follows it after the shared debounce (back returns to it).
  const { searchInput, setSearchInput } = useUrlSearchBox(state, go, withSearch);
  const filtering = all.length >= APP_FILTER_FROM || searchInput !== '';
  const rows = filterApps(all, searchInput);

  return (
    <div className="page">
      <header className="page-header page-header--row">
        <h1>{t('apps.title')}</h1>
        <Button variant="primary" onClick={() => setCreating(true)} data-quicktip="apps-create">
          {t('apps.createButton')}
        </Button>
      </header>
      {/* A first step for someone with no app yet; it would only cover the table of someone who has one. */}
      {apps.isSuccess && all.length === 0 && (
        <Quicktip
          id="apps-create"
          target='[data-quicktip="apps-create"]'
          title={t('apps.quicktipTitle')}
          text={t('apps.quicktipText')}
          dismissLabel={t('apps.quicktipDismiss')}
        />
      )}
      {apps.isError ? (
        <ErrorBanner error={apps.error} retry={apps} />
      ) : apps.isPending ? (
        <Spinner />
      ) : all.length === 0 ? (
        <div className="empty-card">
          <h2>{t('apps.emptyTitle')}</h2>
          <p>{t('apps.emptyBody')}</p>
          <Button variant="primary" onClick={() => setCreating(true)}>
            {t('apps.createButton')}
          </Button>
        </div>
      ) : (
        <>
          {filtering && (
            <div className="apps-filter">
              <SearchBox
                id="apps-filter"
                label={t('apps.filterLabel')}
                placeholder={t('apps.filterPlaceholder')}
                value={searchInput}
                onChange={setSearchInput}
              />
              <p className="muted apps-filter__count" role="status">
                {searchInput.trim() === ''
                  ? t(all.length >= APPS_LIST_CAP ? 'apps.countCapped' : 'apps.count', { count: all.length })
                  : t('apps.countFiltered', { shown: rows.length, count: all.length })}
              </p>
            </div>
          )}
          {rows.length === 0 ? (
            <div className="empty-card">
              <h2>{t('apps.noMatchTitle')}</h2>
              <p>{t('apps.noMatchBody', { filter: searchInput.trim() })}</p>
              <Button onClick={() => setSearchInput('')}>{t('apps.clearFilter')}</Button>
            </div>
          ) : (
            <TableCard tableClassName="table--hover apps-table">
              <thead>
                <tr>
                  <th scope="col">{t('apps.colName')}</th>
                  <th scope="col">{t('apps.colRole')}</th>
                  <th scope="col">{t('apps.colSandbox')}</th>
                  <th scope="col">{t('apps.colVersion')}</th>
                  <th scope="col">{t('apps.colMarketplace')}</th>
                  <th scope="col">{t('apps.colCreated')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((app) => {
                  const version = versionStanding(app);
                  const listing = listingStanding(app);
                  return (
                    <tr key={app.id}>
                      <td>
                        <span className="app-name-cell">
                          <AppLogo url={app.thumbnail_url} name={app.name || app.internal_name} size={28} />
                          <Link to={`/developer_apps/${encodeURIComponent(app.id)}`}>{app.internal_name || app.name}</Link>
                        </span>
                      </td>
                      <td>{roleLabel(app.role)}</td>
                      <td>
                        <span className={`app-status app-status--${app.sandbox_status ?? 'none'}`}>
                          {sandboxStatusLabel(app.sandbox_status)}
                        </span>
                      </td>
                      <td>
                        <span className="app-standing">
                          {version.version && <span className="app-standing__version">{version.version}</span>}
                          <span className={`badge badge--${version.tone}`}>{versionStandingLabel(version)}</span>
                        </span>
                      </td>
                      <td>
                        <span className={`badge badge--${listing.tone}`}>{listingStandingLabel(listing)}</span>
                      </td>
                      <td>{formatShortDate(app.created_at)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </TableCard>
          )}
        </>
      )}
      {creating && <CreateAppModal onClose={() => setCreating(false)} />}
    </div>
  );
}
