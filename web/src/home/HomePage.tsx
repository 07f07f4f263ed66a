import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMeQuery } from '../identity/meQuery';
import { t } from './i18n';
import { REST_API_OVERVIEW_PATH } from '../shell/ReferenceMenu';
import { AppsIcon, BookIcon, buttonClass, MegaphoneIcon, ShieldIcon, Spinner } from '../ui';
import { useDocumentTitle } from '../shell/useDocumentTitle';

export function HomePage() {
  const { me, isLoading } = useMeQuery();
  useDocumentTitle(undefined);
  if (isLoading) return <Spinner />;
  if (!me) return <Landing />;
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('home.welcome', { name: me.firstName || me.email })}</h1>
        <p className="page-header__lead">{t('home.welcomeLead')}</p>
      </header>
      <ul className="card-grid">
        <DashboardCard to={REST_API_OVERVIEW_PATH} icon={<BookIcon />} title={t('home.cardReferenceTitle')}>
          {t('home.cardReferenceBody')}
        </DashboardCard>
        <DashboardCard to="/notifications" icon={<MegaphoneIcon />} title={t('home.cardAnnouncementsTitle')}>
          {t('home.cardAnnouncementsBody')}
        </DashboardCard>
        <DashboardCard to="/developer_apps" icon={<AppsIcon />} title={t('home.cardAppsTitle')}>
          {t('home.cardAppsBody')}
        </DashboardCard>
        {me.isAdmin && (
          <DashboardCard to="/admin" icon={<ShieldIcon />} title={t('home.cardAdminTitle')}>
            {t('home.cardAdminBody')}
          </DashboardCard>
        )}
      </ul>
    </div>
  );
}

function DashboardCard({ to, icon, title, children }: { to: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className="card card--link">
        <span className="card__icon">{icon}</span>
        <span className="card__title">{title}</span>
        <span className="card__body">{children}</span>
      </Link>
    </li>
  );
}

function Landing() {
  return (
    <div className="landing">
      <section className="hero">
        <div className="hero__inner">
          <p className="hero__eyebrow">{t('brand.name')}</p>
          <h1 className="hero__title">{t('home.landingTitle')}</h1>
          <p className="hero__lead">{t('home.landingLead')}</p>
          <div className="hero__actions">
            <Link to="/sign_up" className={`${buttonClass({ variant: 'primary' })} button--large`}>
              {t('nav.signUp')}
            </Link>
            <Link to="/sign_in" className={`${buttonClass({ variant: 'secondary' })} button--large`}>
              {t('nav.signIn')}
            </Link>
          </div>
          <p className="hero__secondary">
            <Link to={REST_API_OVERVIEW_PATH}>{t('home.landingReference')} →</Link>
          </p>
        </div>
      </section>
      <div className="page">
        <ul className="feature-list">
          <li>
            <BookIcon />
            <h2>{t('home.cardReferenceTitle')}</h2>
            <p>{t('home.cardReferenceBody')}</p>
          </li>
          <li>
            <AppsIcon />
            <h2>{t('home.cardAppsTitle')}</h2>
            <p>{t('home.cardAppsBody')}</p>
          </li>
          <li>
            <MegaphoneIcon />
            <h2>{t('home.cardAnnouncementsTitle')}</h2>
            <p>{t('home.cardAnnouncementsBody')}</p>
          </li>
        </ul>
      </div>
    </div>
  );
}
