import type { components } from '../../api/types';

type OAuthRow = components['schemas']['OAuthApplicationRow'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What a client id can look like (the list's filter takes up to 200 characters); spaces mean something else was pasted. */
const CLIENT_ID = /^[A-Za-z0-9._~-]{1,200}$/;

export type LookupTarget = { kind: 'app'; path: string } | { kind: 'client'; uid: string } | null;

export const adminAppPath = (id: string) => `/admin/developer_apps/${encodeURIComponent(id.toLowerCase())}`;

/**
 * What the pasted text names: an app id (a UUID) opens its page at once; anything else shaped like a client id is
 * the App ID the platform, an OAuth error or a developer quotes, looked up among the OAuth applications.
 */
export function lookupTarget(text: string): LookupTarget {
  const value = text.trim();
  if (UUID.test(value)) return { kind: 'app', path: adminAppPath(value) };
  return CLIENT_ID.test(value) ? { kind: 'client', uid: value } : null;
}

/** The environments whose clients are searched, production first (sandboxes have client ids of their own). */
export const CLIENT_ENVIRONMENTS = ['production', 'sandbox'] as const;

/** The admin page of the app one of `rows` belongs to when its client id is exactly `uid` (the filter matches parts). */
export function appPathOfClient(rows: readonly OAuthRow[], uid: string): string | null {
  const row = rows.find((candidate) => candidate.uid === uid && candidate.developer_app);
  return row?.developer_app ? adminAppPath(row.developer_app.id) : null;
}
