import { Link } from 'react-router';
import { useMeQuery } from '../identity/meQuery';
import { t } from './i18n';
import { REST_API_OVERVIEW_PATH } from '../shell/ReferenceMenu';
import { AppsIcon, BookIcon, buttonClass, LazyBoundary, lazyNamed, MegaphoneIcon, Spinner, StoreIcon } from '../ui';
import { useDocumentTitle } from '../shell/useDocumentTitle';

const Dashboard = lazyNamed(
  () => import('./dashboard/Dashboard'),
  (m) => m.Dashboard,
);

/** What a visitor can open from the landing page; the apps tile leads to sign-up (apps need an account). */
const FEATURES = [
  { icon: BookIcon, to: REST_API_OVERVIEW_PATH, title: 'home.cardReferenceTitle', body: 'home.cardReferenceBody' },
  { icon: MegaphoneIcon, to: '/reference/changelog', title: 'home.cardChangelogTitle', body: 'home.cardChangelogBody' },
  { icon: StoreIcon, to: '/marketplace', title: 'home.cardMarketplaceTitle', body: 'home.cardMarketplaceBody' },
  { icon: AppsIcon, to: '/sign_up', title: 'home.cardAppsTitle', body: 'home.cardAppsBody' },
] as const;

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
          {FEATURES.map(({ icon: Icon, to, title, body }) => (
            <li key={to}>
              <Icon />
              <h2>
                <Link to={to} className="feature-list__link">
                  {t(title)}
                </Link>
              </h2>
              <p>{t(body)}</p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
