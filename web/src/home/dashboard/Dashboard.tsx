import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Me } from '../../api/types';
import { useAppsQuery } from '../../apps/api/appsApi';
import { REST_API_OVERVIEW_PATH } from '../../shell/ReferenceMenu';
import { BookIcon, LazyBoundary, lazyNamed, ShieldIcon, StoreIcon, UserIcon } from '../../ui';
import { t } from './i18n';
import { AnnouncementsPanel } from './AnnouncementsPanel';
import { ApiChangesPanel } from './ApiChangesPanel';
import { GettingStarted } from './GettingStarted';
import { gettingStartedSteps } from './gettingStarted';
import { RecentAppsPanel } from './RecentAppsPanel';
import './dashboard.css';

// Admins only: developers do not download the admin strings it shows.
const ReviewQueuePanel = lazyNamed(
  () => import('./ReviewQueuePanel'),
  (m) => m.ReviewQueuePanel,
);

/**
 * The signed-in home page: what is left to set up, for admins the apps waiting longest for review, the
 * developer's apps, the newest announcements and API changes, and the places a developer goes most.
 * Each panel loads on its own.
 */
export function Dashboard({ me }: { me: Me }) {
  const apps = useAppsQuery();
  const steps = gettingStartedSteps({
    emailConfirmed: me.emailConfirmed,
    apps: apps.data,
    twoFactorEnabled: me.twoFactorEnabled,
  });
  return (
    <div className="page dashboard">
      <header className="page-header">
        <h1>{t('dashboard.welcome', { name: me.firstName || me.email })}</h1>
        <p className="page-header__lead">{t('dashboard.welcomeLead')}</p>
      </header>
      {!apps.isPending && <GettingStarted me={me} steps={steps} />}
      <div className="dashboard__panels">
        {me.isAdmin && (
          <LazyBoundary>
            <ReviewQueuePanel />
          </LazyBoundary>
        )}
        <RecentAppsPanel sandboxes={me.edition !== 'restricted'} />
        <AnnouncementsPanel />
        <ApiChangesPanel />
      </div>
      <nav className="dashboard__links" aria-label={t('dashboard.quickLinksTitle')}>
        <QuickLink
          to={REST_API_OVERVIEW_PATH}
          icon={<BookIcon />}
          title={t('home.cardReferenceTitle')}
          body={t('home.cardReferenceBody')}
        />
        <QuickLink
          to="/marketplace"
          icon={<StoreIcon />}
          title={t('dashboard.cardMarketplaceTitle')}
          body={t('dashboard.cardMarketplaceBody')}
        />
        <QuickLink to="/settings" icon={<UserIcon />} title={t('dashboard.cardSettingsTitle')} body={t('dashboard.cardSettingsBody')} />
        {me.isAdmin && (
          <QuickLink to="/admin" icon={<ShieldIcon />} title={t('dashboard.cardAdminTitle')} body={t('dashboard.cardAdminBody')} />
        )}
      </nav>
    </div>
  );
}

function QuickLink({ to, icon, title, body }: { to: string; icon: ReactNode; title: string; body: string }) {
  return (
    <Link to={to} className="card card--link dashboard-link">
      <span className="card__icon">{icon}</span>
      <span>
        <span className="card__title">{title}</span>
        <span className="card__body">{body}</span>
      </span>
    </Link>
  );
}
