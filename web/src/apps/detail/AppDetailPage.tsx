import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { AppLogo, Breadcrumbs, buttonClass, ErrorBanner, LazyBoundary, lazyNamed, Spinner } from '../../ui';
import { TRACKING_KEYS, trackEvent } from '../../analytics/trackEvent';
import { namesNothing } from '../../api/apiError';
import { useMeQuery } from '../../identity/meQuery';
import { t } from '../i18n';
import { useNoIndex } from '../../pages/useNoIndex';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useAppQuery, usePermissionsQuery } from '../api/appsApi';
import type { DeveloperApp } from '../api/types';
import { sandboxCardState, showSandboxStrip, tabFromParam, uiFlags, visibleTabs, type AppTab, type UiFlags } from '../lib/flags';
import { roleLabel } from '../lib/roles';
import { VersionHeader } from '../manifests/VersionHeader';
import { MarketplaceListingTab } from '../../marketplace';
import { SandboxCard } from './SandboxCard';
import '../apps.css';

// The page opens on a placeholder tab (or the sandbox card): the working tabs load when opened.
const SettingsTab = lazyNamed(
  () => import('./SettingsTab'),
  (m) => m.SettingsTab,
);
const OAuthTab = lazyNamed(
  () => import('./OAuthTab'),
  (m) => m.OAuthTab,
);
const CollaboratorsTab = lazyNamed(
  () => import('./CollaboratorsTab'),
  (m) => m.CollaboratorsTab,
);
const ConfigurationsTab = lazyNamed(
  () => import('../configurations/ConfigurationsTab'),
  (m) => m.ConfigurationsTab,
);
const ActivityTab = lazyNamed(
  () => import('./ActivityTab'),
  (m) => m.ActivityTab,
);
const VersionsTab = lazyNamed(
  () => import('../versions/VersionsTab'),
  (m) => m.VersionsTab,
);
// Carries the chart library: loaded only when the tab opens (first-load budget).
const MetricsTab = lazyNamed(
  () => import('../../metrics/MetricsTab'),
  (m) => m.MetricsTab,
);

export const TAB_LABEL_KEYS: Record<AppTab, string> = {
  configurations: 'apps.tabConfigurations',
  versions: 'apps.tabVersions',
  settings: 'apps.tabSettings',
  oauthCredentials: 'apps.tabOauthCredentials',
  collaborators: 'apps.tabCollaborators',
  marketplaceListing: 'apps.tabMarketplaceListing',
  metrics: 'apps.tabMetrics',
  activity: 'apps.tabActivity',
};

/** /developer_apps/{id}: side navigation under appInformation and the tabs, with a sandbox status strip while it is not live. */
export function AppDetailPage() {
  const { id = '' } = useParams();
  const app = useAppQuery(id);
  const permissions = usePermissionsQuery(id);
  const gone = namesNothing(app.error ?? permissions.error);
  useDocumentTitle(gone ? t('apps.notFound') : (app.data?.internal_name ?? t('apps.title')));
  useNoIndex(gone);

  if (app.isPending || permissions.isPending) return <Spinner />;
  const error = app.error ?? permissions.error;
  if (error || !app.data) {
    const missing = namesNothing(error);
    return (
      <div className="page page--narrow">
        {missing ? (
          <div className="empty-state">
            <p className="empty-state__code">404</p>
            <h1>{t('apps.notFound')}</h1>
            <Link to="/developer_apps" className={buttonClass({ variant: 'primary' })}>
              {t('apps.backToApps')}
            </Link>
          </div>
        ) : (
          <ErrorBanner
            error={error}
            retry={{
              refetch: () => Promise.all([app.refetch(), permissions.refetch()]),
              isFetching: app.isFetching || permissions.isFetching,
            }}
          />
        )}
      </div>
    );
  }
  return <AppDetail app={app.data} flags={uiFlags(permissions.data)} />;
}

function AppDetail({ app, flags }: { app: DeveloperApp; flags: UiFlags }) {
  const [params, setParams] = useSearchParams();
  const { me } = useMeQuery();
  // The gateway decides both (runtime setting API_USAGE_ENABLED, and whether the app has metrics data).
  const tabs = visibleTabs({
    apiUsageEnabled: app.api_usage_enabled === true,
    hasMetrics: app.has_metrics === true,
    canViewActivity: flags.canViewActivity,
  });
  const tab = tabFromParam(params.get('tab'), tabs);
  const cardState = sandboxCardState(app.sandbox, flags);
  const strip = showSandboxStrip(cardState);
  const name = app.internal_name || app.name;

  useEffect(() => {
    document.getElementById('app-tab-panel')?.scrollIntoView({ block: 'nearest' });
  }, [tab]);

  return (
    <div className="page">
      <Breadcrumbs
        items={[
          { label: t('apps.title'), to: '/developer_apps' },
          { label: name, to: `/developer_apps/${app.id}` },
        ]}
      />
      <header className="app-header">
        <AppLogo url={app.thumbnail_url} name={name} size={56} />
        <div className="app-header__text">
          <h1 className="app-header__title" title={name}>
            {name}
          </h1>
          <p className="app-header__meta">
            <span className="badge badge--info">{roleLabel(app.role)}</span>
            {app.deleted_at && <span className="badge badge--danger">{t('apps.deleted')}</span>}
          </p>
        </div>
        <VersionHeader appId={app.id} onPromote={() => setParams({ tab: 'versions', promote: '1' }, { replace: true })} />
      </header>
      {/* Issue 10: the tabs stay usable while the sandbox builds; its card (progress, failure, request) sits above them. */}
      {strip && (
        <div className="sandbox-strip" data-testid="sandbox-strip">
          <SandboxCard app={app} flags={flags} viewerId={me?.id ?? ''} />
        </div>
      )}
      <div className="app-layout">
        <nav className="app-nav" aria-label={t('apps.appInformation')}>
          <p className="app-nav__section">{t('apps.appInformation')}</p>
          <ul>
            {tabs.map((key) => (
              <li key={key}>
                <Link
                  to={`?tab=${key}`}
                  replace
                  className="app-nav__link"
                  aria-current={key === tab ? 'page' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    // The tab already shown is no navigation (else a first ?tab= made the unsaved-changes guard ask).
                    if (key === tab) return;
                    setParams({ tab: key }, { replace: true });
                    if (key === 'metrics') void trackEvent(TRACKING_KEYS.metricsTabViewed, { developer_app_id: app.id });
                  }}
                >
                  {t(TAB_LABEL_KEYS[key])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section id="app-tab-panel" className="app-panel" aria-label={t(TAB_LABEL_KEYS[tab])}>
          <h2 className="app-panel__title">{t(TAB_LABEL_KEYS[tab])}</h2>
          <LazyBoundary>
            {tab === 'configurations' && <ConfigurationsTab app={app} flags={flags} />}
            {tab === 'settings' && <SettingsTab app={app} flags={flags} />}
            {tab === 'oauthCredentials' && <OAuthTab app={app} flags={flags} viewerId={me?.id ?? ''} />}
            {tab === 'collaborators' && <CollaboratorsTab app={app} flags={flags} viewerId={me?.id ?? ''} />}
            {tab === 'activity' && <ActivityTab appId={app.id} />}
            {tab === 'versions' && <VersionsTab appId={app.id} />}
            {tab === 'metrics' && <MetricsTab app={{ id: app.id, name }} apiUsageEnabled={app.api_usage_enabled === true} />}
          </LazyBoundary>
          {tab === 'marketplaceListing' && <MarketplaceListingTab appId={app.id} />}
        </section>
      </div>
    </div>
  );
}
