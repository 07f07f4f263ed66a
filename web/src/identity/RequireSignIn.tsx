import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../ui';
import { useMeQuery } from './meQuery';

/** Pages for signed-in users: signed out → /sign_in, and back here afterwards. */
export function RequireSignIn() {
  const { me, isLoading } = useMeQuery();
  const location = useLocation();
  if (isLoading) return <Spinner />;
  if (!me) return <Navigate to="/sign_in" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <Outlet />;
}
