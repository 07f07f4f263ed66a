import { Outlet } from 'react-router';
import { SignInGate } from '../identity/SignInGate';
import { Forbidden } from './Forbidden';

/** /admin/*: signed-in users only (SignInGate); signed-in non-admins are refused. */
export function AdminGuard() {
  return <SignInGate>{(me) => (me.isAdmin ? <Outlet /> : <Forbidden />)}</SignInGate>;
}
