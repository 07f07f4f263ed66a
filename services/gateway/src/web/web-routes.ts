/**
 * The first path segments the web client has pages under (`web/src/app/routes.tsx`; `web-routes.unit.test.ts`
 * reads that file and fails when the two differ). A page address starting with anything else can only
 * show the client's not-found page: the gateway answers it 404, still with the client's HTML so the
 * not-found page (and its "Did you mean…?") renders, while crawlers and link checkers see the status.
 * Addresses under a known segment (`/marketplace/nope`) stay 200: only the client knows which ids exist.
 */
export const WEB_ROUTE_SEGMENTS: ReadonlySet<string> = new Set([
  'admin',
  'confirm_email',
  'confirm_email_change',
  'developer_apps',
  'forgot_password',
  'invitations',
  'marketplace',
  'notification_preferences',
  'notifications',
  'reference',
  'reset_password',
  'settings',
  'sign_in',
  'sign_up',
  'terms_and_conditions',
]);

/** Whether the client may have a page at `path` (the home page, or under a segment it routes). */
export function isWebRoutePath(path: string): boolean {
  const raw = path.split('/')[1] ?? '';
  let first = raw;
  try {
    first = decodeURIComponent(raw);
  } catch {
    // A malformed escape is no route's segment; compared as typed, it matches none.
  }
  // React Router matches paths case-insensitively (a route's caseSensitive defaults to false).
  return first === '' || WEB_ROUTE_SEGMENTS.has(first.toLowerCase());
}
