/** Where to go after signing in: a same-site path from the guard's `from` state, else `/`. */
export function redirectTarget(from: unknown): string {
  if (typeof from !== 'string') return '/';
  if (!from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/';
  if (from.startsWith('/sign_in') || from.startsWith('/sign_up')) return '/';
  return from;
}

export interface FromState {
  from?: string;
}

/** An address that comes along in navigation state (sign-in → forgot password, a changed address → sign-in), so no one types it twice. */
export const emailFromState = (state: unknown): string =>
  typeof state === 'object' && state !== null && typeof (state as { email?: unknown }).email === 'string'
    ? (state as { email: string }).email
    : '';

export function fromStateOf(state: unknown): string | undefined {
  if (state && typeof state === 'object' && 'from' in state) {
    const from = (state as FromState).from;
    return typeof from === 'string' ? from : undefined;
  }
  return undefined;
}

/**
 * A `return_to` pointing at the OAuth server (an authorization in progress): served by the
 * backend, not by the client router, so the browser must load it for real. Same-site only.
 */
export function oauthReturnPath(search: string): string | null {
  const value = new URLSearchParams(search).get('return_to');
  if (!value || !value.startsWith('/oauth/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}
