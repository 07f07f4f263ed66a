import { useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { Me } from '../api/types';
import { config } from '../app/config';
import { MARKETPLACE_PATH, navT } from '../catalog/navEn';
import { t } from '../i18n';
import { Button, buttonClass, CloseIcon, ExternalIcon, LogoMark, MenuIcon } from '../ui';
import { NotificationBell } from './NotificationBell';
import { CHANGELOG_PATH, REST_API_OVERVIEW_PATH, ReferenceMenu } from './ReferenceMenu';
import { UserMenu } from './UserMenu';
import { useSignOutMutation } from './useSignOutMutation';

interface TopNavProps {
  me: Me | null;
  /** Who is signed in is not known (still asking, or asking failed): no signed-out links. */
  loading: boolean;
  narrow: boolean;
}

export function TopNav({ me, loading, narrow }: TopNavProps) {
  const restricted = me?.edition === 'restricted';
  const location = useLocation();
  const panelId = useId();
  // The collapsed menu is open for one page only: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = narrow && openOn === location.pathname;

  return (
    <header className="topbar">
      <nav className="topbar__inner" aria-label={t('nav.primary')}>
        {narrow && (
          <button
            type="button"
            className="icon-button menu-button"
            aria-label={t('nav.menu')}
            aria-expanded={menuOpen}
            aria-controls={panelId}
            onClick={() => setOpenOn(menuOpen ? null : location.pathname)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        )}
        <Link to="/" className="brand">
          <LogoMark />
          <span className="brand__name">{t('brand.name')}</span>
        </Link>

        {!narrow && (
          <div className="topbar__links">
            <ReferenceMenu restricted={restricted} />
            <NavLink to={MARKETPLACE_PATH} className="nav-link">
              {navT('nav.marketplace')}
            </NavLink>
            {me && (
              <NavLink to="/developer_apps" className="nav-link">
                {t('nav.myApps')}
              </NavLink>
            )}
            {me?.isAdmin && (
              <NavLink to="/admin" className="nav-link">
                {t('nav.admin')}
              </NavLink>
            )}
          </div>
        )}

        <div className="topbar__actions">
          {me && <NotificationBell />}
          {me && <UserMenu me={me} />}
          {!me && !loading && !narrow && <SignedOutLinks />}
        </div>
      </nav>

      {narrow && (
        <div id={panelId} className="mobile-nav" hidden={!menuOpen}>
          <ul className="mobile-nav__list">
            <li className="mobile-nav__heading">{t('nav.reference')}</li>
            <li>
              <Link to={REST_API_OVERVIEW_PATH} className="mobile-nav__link">
                {t('nav.restApi')}
              </Link>
            </li>
            <li>
              <Link to={CHANGELOG_PATH} className="mobile-nav__link">
                {t('nav.changelog')}
              </Link>
            </li>
            {!restricted && (
              <li>
                <a className="mobile-nav__link" href={config.partnerSiteUrl} target="_blank" rel="noopener noreferrer">
                  {t('nav.partnerSite')} <ExternalIcon />
                  <span className="visually-hidden"> {t('nav.opensInNewTab')}</span>
                </a>
              </li>
            )}
            <li>
              <Link to={MARKETPLACE_PATH} className="mobile-nav__link">
                {navT('nav.marketplace')}
              </Link>
            </li>
            {me && (
              <li>
                <Link to="/developer_apps" className="mobile-nav__link">
                  {t('nav.myApps')}
                </Link>
              </li>
            )}
            {me?.isAdmin && <li className="mobile-nav__heading">{t('nav.admin')}</li>}
            {me?.isAdmin && (
              <li>
                <Link to="/admin" className="mobile-nav__link">
                  {t('nav.admin')}
                </Link>
              </li>
            )}
          </ul>
          <div className="mobile-nav__footer">{me ? <MobileSignOut /> : <SignedOutLinks />}</div>
        </div>
      )}
    </header>
  );
}

function SignedOutLinks() {
  return (
    <div className="auth-links">
      <Link to="/sign_in" className={buttonClass({ variant: 'ghost' })}>
        {t('nav.signIn')}
      </Link>
      <Link to="/sign_up" className={buttonClass({ variant: 'primary' })}>
        {t('nav.signUp')}
      </Link>
    </div>
  );
}

function MobileSignOut() {
  const signOut = useSignOutMutation();
  return (
    <Button variant="ghost" disabled={signOut.isPending} onClick={() => signOut.signOut()}>
      {t('nav.signOut')}
    </Button>
  );
}
