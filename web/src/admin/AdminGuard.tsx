import { Navigate, Outlet, useLocation } from 'react-router';
import { useMeQuery } from '../identity/meQuery';
import { Spinner } from '../ui';
import { Forbidden } from './Forbidden';

/** /admin/*: signed out → /sign_in (and back afterwards); signed-in non-admins are refused. */
export function AdminGuard() {
  const { me, isLoading } = useMeQuery();
  const location = useLocation();
  if (isLoading) return <Spinner />;
  if (!me) return <Navigate to="/sign_in" replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (!me.isAdmin) return <Forbidden />;
  return <Outlet />;
}
