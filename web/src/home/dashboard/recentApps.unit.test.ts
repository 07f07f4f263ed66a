import type { components } from '../../api/types';
import { recentApps } from './recentApps';

type AppSummary = components['schemas']['DeveloperAppSummary'];

const app = (id: string, created: string, updated?: string): AppSummary => ({
  id,
  name: id,
  internal_name: id,
  role: 'owner',
  thumbnail_url: null,
  newest_sandbox_version: null,
  newest_production_version: null,
  marketplace_listing: null,
  created_at: created,
  ...(updated ? { updated_at: updated } : {}),
});

describe("the home page's apps", () => {
  it('lists the apps changed most recently first, created time when never changed, at most five', () => {
    const apps = [
      app('a', '2026-01-01T00:00:00Z', '2026-03-01T00:00:00Z'),
      app('b', '2026-02-15T00:00:00Z'),
      app('c', '2026-01-10T00:00:00Z', '2026-04-01T00:00:00Z'),
      app('d', '2025-12-01T00:00:00Z'),
      app('e', '2025-11-01T00:00:00Z'),
      app('f', '2025-10-01T00:00:00Z'),
    ];
    expect(recentApps(apps).map((a) => a.id)).toEqual(['c', 'a', 'b', 'd', 'e']);
    expect(apps.map((a) => a.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});
