import { useState } from 'react';
import { Link } from 'react-router';
import { t } from './i18n';
import { AppLogo, Button, ErrorBanner, Quicktip, Spinner, TableCard } from '../ui';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { useAppsQuery } from './api/appsApi';
import { CreateAppModal } from './CreateAppModal';
import { listingStanding, listingStandingLabel, versionStanding, versionStandingLabel } from './lib/appStanding';
import { formatShortDate } from './lib/dates';
import { roleLabel } from './lib/roles';
import { sandboxStatusLabel } from './lib/sandboxStatus';
import './apps.css';

/** /developer_apps: the apps the developer owns or collaborates on. */
export function AppsListPage() {
  useDocumentTitle(t('apps.title'));
  const [creating, setCreating] = useState(false);
  const apps = useAppsQuery();
  const rows = apps.data ?? [];

  return (
    <div className="page">
      <header className="page-header page-header--row">
        <h1>{t('apps.title')}</h1>
        <Button variant="primary" onClick={() => setCreating(true)} data-quicktip="apps-create">
          {t('apps.createButton')}
        </Button>
      </header>
      <Quicktip
        id="apps-create"
        target='[data-quicktip="apps-create"]'
        title={t('apps.quicktipTitle')}
        text={t('apps.quicktipText')}
        dismissLabel={t('apps.quicktipDismiss')}
      />
      {apps.isError ? (
        <ErrorBanner error={apps.error} />
      ) : apps.isPending ? (
        <Spinner />
      ) : rows.length === 0 ? (
        <div className="empty-card">
          <h2>{t('apps.emptyTitle')}</h2>
          <p>{t('apps.emptyBody')}</p>
          <Button variant="primary" onClick={() => setCreating(true)}>
            {t('apps.createButton')}
          </Button>
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
      {creating && <CreateAppModal onClose={() => setCreating(false)} />}
    </div>
  );
}
