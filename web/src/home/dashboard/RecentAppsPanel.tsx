import { Link } from 'react-router';
import type { components } from '../../api/types';
import { useAppsQuery } from '../../apps/api/appsApi';
import { listingStanding, listingStandingLabel, versionStanding, versionStandingLabel } from '../../apps/lib/appStanding';
import { CREATE_APP_STATE } from '../../apps/lib/createAppLink';
import { roleLabel } from '../../apps/lib/roles';
import { sandboxStatusLabel } from '../../apps/lib/sandboxStatus';
import { AppLogo, buttonClass } from '../../ui';
import { t } from './i18n';
import { DashboardPanel } from './DashboardPanel';
import { recentApps } from './recentApps';

const launchLine = (app: components['schemas']['DeveloperAppSummary']): string => {
  const version = versionStanding(app);
  const status = versionStandingLabel(version);
  const versionText = version.version ? t('dashboard.appsVersion', { version: version.version, status }) : status;
  return `${versionText} · ${t('dashboard.appsListing', { status: listingStandingLabel(listingStanding(app)) })}`;
};

/**
 * The developer's apps changed most recently, with their role, sandbox state (no sandboxes in the
 * restricted edition) and how far each is towards launch: its version badge and its listing.
 */
export function RecentAppsPanel({ sandboxes }: { sandboxes: boolean }) {
  const apps = useAppsQuery();
  const all = apps.data ?? [];
  return (
    <DashboardPanel
      id="apps"
      title={t('dashboard.appsTitle')}
      query={apps}
      empty={all.length === 0 ? t('dashboard.appsEmpty') : null}
      emptyAction={
        <Link className={buttonClass({ variant: 'primary', size: 'small' })} to="/developer_apps" state={CREATE_APP_STATE}>
          {t('dashboard.appsCreate')}
        </Link>
      }
      allLink={{
        to: '/developer_apps',
        // A count only once known: a failed load is not "0 apps".
        label: apps.data ? t('dashboard.appsAll', { count: all.length }) : t('dashboard.appsAllUncounted'),
      }}
    >
      <ul className="dashboard-list">
        {recentApps(all).map((app) => (
          <li key={app.id} className="dashboard-app">
            <AppLogo url={app.thumbnail_url} name={app.name || app.internal_name} size={32} />
            <div className="dashboard-app__text">
              <Link to={`/developer_apps/${encodeURIComponent(app.id)}`} className="dashboard-app__name">
                {app.internal_name || app.name}
              </Link>
              <span className="dashboard-item__meta">
                {roleLabel(app.role)}
                {sandboxes && ` · ${t('dashboard.appsSandbox', { status: sandboxStatusLabel(app.sandbox_status) })}`}
              </span>
              <span className="dashboard-item__meta">{launchLine(app)}</span>
            </div>
          </li>
        ))}
      </ul>
    </DashboardPanel>
  );
}
