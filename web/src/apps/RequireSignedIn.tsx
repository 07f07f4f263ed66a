import { Navigate, Outlet, useLocation } from 'react-router';
import { useMeQuery } from '../identity/meQuery';
import { Spinner } from '../ui';

/** App pages need a signed-in developer: signed out → /sign_in, and back here afterwards. */
export function RequireSignedIn() {
  const { me, isLoading } = useMeQuery();
  const location = useLocation();
  if (isLoading) return <Spinner />;
  if (!me) return <Navigate to="/sign_in" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <Outlet />;
}
