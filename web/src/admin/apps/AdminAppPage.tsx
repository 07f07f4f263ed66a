import { useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { namesNothing, statusOf } from '../../api/apiError';
import { useMeQuery } from '../../identity/meQuery';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { Breadcrumbs, ErrorBanner, LazyBoundary, lazyNamed, showToast, Spinner } from '../../ui';
import { t } from '../i18n';
import { listReturnPath } from '../lists/listReturn';
import { AdminAppSidebar } from './AdminAppSidebar';
import { ADMIN_TAB_LABEL_KEYS, adminTabFromParam, adminTabs } from './adminAppTabs';
import { useAdminAppQuery } from './adminAppsQuery';
import { GeneralTab } from './GeneralTab';
import { ReviewQueueNext } from './ReviewQueueNext';
import { SandboxTab } from './SandboxTab';
import { AdminMarketplaceListingTab } from '../../marketplace';
import '../../apps/apps.css';

// Carries the chart library: loaded only when the tab opens.
const MetricsTab = lazyNamed(
  () => import('../../metrics/MetricsTab'),
  (m) => m.MetricsTab,
);

const DEVELOPER_APPS_PATH = '/admin/developer_apps';

/** /admin/developer_apps/{id}: the admin app detail page (tabs on the left, owner and metadata on the right). */
export function AdminAppPage() {
  const { id = '' } = useParams();
  const { me } = useMeQuery();
  const [params, setParams] = useSearchParams();
  // The list this page was opened from, as the admin left it (search, sort, filters, page): kept across tab switches.
  const { state } = useLocation();
  const [saveError, setSaveError] = useState<unknown>(null);
  const [loadDismissed, setLoadDismissed] = useState(false);
  const app = useAdminAppQuery(id);
  useDocumentTitle(app.data ? t('adminApps.title', { name: app.data.internal_name }) : t('adminApps.developerApps'));

  const tabs = adminTabs(me?.edition === 'restricted');
  const tab = adminTabFromParam(params.get('tab'), tabs);
  const saved = (toast: string) => {
    setSaveError(null);
    showToast(toast);
  };

  if (app.isPending) return <Spinner />;
  const data = app.data;
  const name = data?.internal_name ?? id;

  return (
    <div className="page">
      <Breadcrumbs
        items={[
          { label: t('admin.title'), to: '/admin' },
          { label: t('adminApps.developerApps'), to: listReturnPath(state, DEVELOPER_APPS_PATH) },
          { label: name },
        ]}
      />
      {app.isError && !loadDismissed && (
        // "Could not load" with the error text (spec 2); an address that names no app has nothing to retry, and a
        // mistyped id is said in words rather than as the contract's message.
        <ErrorBanner
          title={t('adminApps.couldNotLoad')}
          onDismiss={() => setLoadDismissed(true)}
          {...(!namesNothing(app.error)
            ? { error: app.error, retry: app }
            : statusOf(app.error) === 404
              ? { error: app.error }
              : { messages: [t('adminApps.notFound')] })}
        />
      )}
      {saveError != null && <ErrorBanner error={saveError} title={t('adminApps.couldNotSave')} onDismiss={() => setSaveError(null)} />}
      {data && (
        <>
          <header className="page-header">
            <h1>
              {t('adminApps.title', { name: data.internal_name })}
              {data.deleted_at && <span className="deleted-marker"> {t('adminApps.deletedMarker')}</span>}
            </h1>
            {!data.has_production_credentials && <p className="notice-line">{t('adminApps.noCredentials')}</p>}
            {data.owner_mismatch && <p className="error-line">{t('adminApps.ownerMismatch')}</p>}
          </header>
          <ReviewQueueNext appId={data.id} listState={state} />
          <div className="admin-app">
            <div className="admin-app__main">
              <nav className="tabs" aria-label={t('adminApps.tabsLabel')}>
                {tabs.map((key) => (
                  <button
                    key={key}
                    type="button"
                    className={`tabs__tab${key === tab ? ' tabs__tab--active' : ''}`}
                    aria-current={key === tab ? 'page' : undefined}
                    // The tab already shown is no navigation: with no ?tab= yet, setting it changed the address and
                    // the unsaved-changes guard asked about leaving a form that stays on screen.
                    onClick={() => key !== tab && setParams({ tab: key }, { replace: true, state })}
                  >
                    {t(ADMIN_TAB_LABEL_KEYS[key])}
                  </button>
                ))}
              </nav>
              {/* Their forms follow each new version of the app themselves, keeping unsaved edits (useEditBase). */}
              {tab === 'general' && <GeneralTab app={data} onSaved={saved} onError={setSaveError} />}
              {tab === 'sandbox' && <SandboxTab app={data} onSaved={saved} onError={setSaveError} />}
              {tab === 'marketplace' && <AdminMarketplaceListingTab appId={data.id} />}
              {tab === 'metrics' && (
                <LazyBoundary>
                  <MetricsTab app={{ id: data.id, name: data.internal_name }} admin apiUsageEnabled={data.api_usage_enabled === true} />
                </LazyBoundary>
              )}
            </div>
            <AdminAppSidebar app={data} onSaved={saved} onError={setSaveError} />
          </div>
        </>
      )}
    </div>
  );
}
