/**
 * Addresses people guess for the portal's pages (from other portals, old bookmarks, a half-remembered
 * link) and the page they mean: the 404 page offers it ("Did you mean the API changelog?").
 */
export interface SuggestedPage {
  to: string;
  /** The page's name as the navigation calls it. */
  label: string;
}

const PAGES: readonly (SuggestedPage & { guesses: readonly string[] })[] = [
  {
    to: '/reference/changelog',
    label: 'API changelog',
    guesses: ['changelog', 'changes', 'release_notes', 'releases', 'api/changelog', 'docs/changelog'],
  },
  {
    to: '/reference',
    label: 'Rest API reference',
    guesses: [
      'api',
      'docs',
      'doc',
      'documentation',
      'api_reference',
      'api_docs',
      'api/docs',
      'api/reference',
      'rest_api',
      'swagger',
      'openapi',
    ],
  },
  { to: '/developer_apps', label: 'My apps', guesses: ['apps', 'app', 'my_apps', 'applications', 'developer_app', 'integrations'] },
  { to: '/notifications', label: 'Announcements', guesses: ['announcements', 'announcement', 'news', 'inbox', 'notification'] },
  { to: '/settings', label: 'Settings', guesses: ['account', 'profile', 'preferences', 'security', 'me', 'user'] },
  { to: '/sign_in', label: 'Sign in', guesses: ['login', 'log_in', 'signin', 'sign_on', 'signon'] },
  { to: '/sign_up', label: 'Sign up', guesses: ['signup', 'register', 'join', 'create_account'] },
  { to: '/marketplace', label: 'Marketplace', guesses: ['market', 'app_marketplace', 'store', 'catalog', 'catalogue'] },
  { to: '/admin/developers', label: 'Registered Developers', guesses: ['admin/users', 'admin/developer', 'admin/accounts'] },
  { to: '/admin/developer_apps', label: 'Developer Apps', guesses: ['admin/apps', 'admin/app', 'admin/applications'] },
  {
    to: '/admin/developer_apps/review_queue',
    label: 'Review Queue',
    guesses: ['admin/review', 'admin/reviews', 'admin/review_queue', 'admin/queue', 'admin/apps/review_queue'],
  },
  {
    to: '/admin/quota_minder',
    label: 'Rate limits (QuotaMinder)',
    guesses: ['admin/quota', 'admin/quotas', 'admin/rate_limits', 'admin/buckets'],
  },
  { to: '/admin/notifications', label: 'Notifications (admin)', guesses: ['admin/announcements', 'admin/notification'] },
];

/** The segments whose address lives on under another name, with what follows them kept (`/apps/{id}`). */
const RENAMED_SEGMENTS: Readonly<Record<string, string>> = {
  apps: 'developer_apps',
  app: 'developer_apps',
  developer_app: 'developer_apps',
  applications: 'developer_apps',
};

/** Lower case, `-`, `.` and spaces as `_`, no trailing slash or `.html`: how a guess is compared. */
const normalized = (pathname: string): string => {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // A malformed escape is compared as typed.
  }
  return path
    .toLowerCase()
    .replace(/\.html?$/, '')
    .replace(/[-.\s]+/g, '_')
    .replace(/\/+/g, '/')
    .replace(/^\/|\/$/g, '');
};

/** The page `pathname` likely means (`search`, the address's query, kept on a renamed address), or null. */
export function suggestedPage(pathname: string, search = ''): SuggestedPage | null {
  const path = normalized(pathname);
  if (path === '') return null;
  const exact = PAGES.find((page) => page.guesses.includes(path));
  if (exact) return { to: exact.to, label: exact.label };
  const [first, ...rest] = pathname.replace(/^\/+/, '').split('/');
  const renamed = RENAMED_SEGMENTS[normalized(first ?? '')];
  if (renamed && rest.length > 0 && rest.every((segment) => segment !== '')) {
    const to = `/${renamed}/${rest.join('/')}`;
    return { to: `${to}${search}`, label: to };
  }
  return null;
}
