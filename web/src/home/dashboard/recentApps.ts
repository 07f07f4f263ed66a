import type { components } from '../../api/types';

type AppSummary = components['schemas']['DeveloperAppSummary'];

/** The home page lists this many apps; the rest are one link away. */
export const RECENT_APPS_SHOWN = 5;

const touched = (app: AppSummary): number => Date.parse(app.updated_at ?? app.created_at) || 0;

/** The apps changed most recently first (created, when never changed), at most `RECENT_APPS_SHOWN`. */
export function recentApps(apps: readonly AppSummary[], shown = RECENT_APPS_SHOWN): AppSummary[] {
  return [...apps].sort((a, b) => touched(b) - touched(a) || a.id.localeCompare(b.id)).slice(0, shown);
}
