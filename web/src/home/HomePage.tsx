import { Link } from 'react-router';
import { useMeQuery } from '../identity/meQuery';
import { t } from './i18n';
import { REST_API_OVERVIEW_PATH } from '../shell/ReferenceMenu';
import { AppsIcon, BookIcon, buttonClass, LazyBoundary, lazyNamed, MegaphoneIcon, Spinner } from '../ui';
import { useDocumentTitle } from '../shell/useDocumentTitle';

const Dashboard = lazyNamed(
  () => import('./dashboard/Dashboard'),
  (m) => m.Dashboard,
);

/** `/`: the landing page signed out; signed in, the developer's dashboard (its own chunk). */
export function HomePage() {
  const { me, isLoading } = useMeQuery();
  useDocumentTitle(undefined);
  if (isLoading) return <Spinner />;
  if (!me) return <Landing />;
  return (
    <LazyBoundary>
      <Dashboard me={me} />
    </LazyBoundary>
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
