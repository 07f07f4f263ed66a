import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Me } from '../api/types';
import { ErrorBanner, Spinner } from '../ui';
import { useMeQuery } from './meQuery';

/**
 * What a signed-in page shows before its content: a spinner while the session is asked for,
 * /sign_in when signed out (and back here afterwards), and the failure with "Try again" when the
 * question itself failed: a service being down does not sign anyone out.
 */
export function SignInGate({ children }: { children: (me: Me) => ReactNode }) {
  const { me, isLoading, error, retry } = useMeQuery();
  const location = useLocation();
  if (isLoading) return <Spinner />;
  if (!me && error) {
    return (
      <div className="page">
        <ErrorBanner error={error} retry={retry} />
      </div>
    );
  }
  // The hash comes along: the portal's e-mails link to a Settings section (`/settings#sessions`), and whoever follows
  // one signed out must land on that section after signing in, not at the top of the page.
  if (!me) return <Navigate to="/sign_in" replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  return children(me);
}
