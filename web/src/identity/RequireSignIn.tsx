import { Outlet } from 'react-router';
import { SignInGate } from './SignInGate';

/** Pages for signed-in users (the apps, notifications, settings). */
export function RequireSignIn() {
  return <SignInGate>{() => <Outlet />}</SignInGate>;
}
