import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { configureErrorReporting } from '../errors/errorReporting';
import { useMeQuery } from '../identity/meQuery';
import { SessionPromptHost } from '../identity/SessionPromptHost';
import { t } from '../i18n';
import { EmailConfirmationBanner } from './EmailConfirmationBanner';
import { FlashMessage, Toasts, UnsavedChangesGuard } from '../ui';
import { layoutClassName } from './layoutMode';
import { TopNav } from './TopNav';
import { usePageChange } from './usePageChange';
import { useNarrowLayout, useScrolledPast } from './useLayoutMode';

/** The page frame: top navigation, confirmation banner, flash, the routed page and the toasts. */
export function AppShell() {
  const { me, isLoading, error } = useMeQuery();
  // A failed session check is not being signed out: no Sign in / Sign up while it is unknown.
  const whoUnknown = isLoading || (me === null && error !== null);
  const narrow = useNarrowLayout();
  const scrolled = useScrolledPast(8);
  const navigation = useNavigation();
  usePageChange();

  useEffect(() => configureErrorReporting(me?.edition), [me?.edition]);

  return (
    <div className={layoutClassName(narrow, scrolled)}>
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          // Focus without the #main fragment: the router would take it for a navigation (an extra Back step).
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {t('nav.skipToContent')}
      </a>
      <TopNav me={me} loading={whoUnknown} narrow={narrow} />
      {navigation.state === 'loading' && <div className="route-progress" role="progressbar" aria-label={t('common.loading')} />}
      {me && !me.emailConfirmed && <EmailConfirmationBanner email={me.email} />}
      <FlashMessage />
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      {me && <SessionPromptHost />}
      <Toasts />
      <UnsavedChangesGuard />
    </div>
  );
}
