import { listingStanding, listingStandingLabel, versionStanding, versionStandingLabel } from './appStanding';

const v = (version: number, semantic_version: string | null, state: 'confidential' | 'in_review' | 'published' = 'confidential') => ({
  version,
  semantic_version,
  state,
});

describe("an app's standing in the apps list", () => {
  it('reads the version badge the app page shows, naming the version it speaks of', () => {
    expect(versionStanding({ newest_sandbox_version: null, newest_production_version: null })).toEqual({
      badge: 'draft',
      version: null,
      tone: 'neutral',
    });
    expect(versionStanding({ newest_sandbox_version: v(2, '0.2.0'), newest_production_version: v(1, '0.1.0', 'published') })).toEqual({
      badge: 'readyForTesting',
      version: '0.2.0',
      tone: 'info',
    });
    expect(versionStanding({ newest_sandbox_version: v(1, '0.1.0'), newest_production_version: null })).toMatchObject({
      badge: 'readyForTesting',
      version: '0.1.0',
    });
    expect(versionStanding({ newest_sandbox_version: v(2, '0.2.0'), newest_production_version: v(2, '0.2.0', 'in_review') })).toEqual({
      badge: 'underReview',
      version: '0.2.0',
      tone: 'warning',
    });
    expect(versionStanding({ newest_sandbox_version: v(2, '0.2.0'), newest_production_version: v(2, '0.2.0', 'published') })).toMatchObject(
      {
        badge: 'approved',
        tone: 'success',
      },
    );
    expect(versionStanding({ newest_sandbox_version: v(3, null), newest_production_version: v(3, null) })).toMatchObject({
      badge: 'promoted',
      version: '3',
    });
    expect(versionStanding({ newest_sandbox_version: v(1, '0.1.0'), newest_production_version: v(2, '0.2.0') })).toMatchObject({
      badge: 'unknown',
      version: '0.2.0',
    });
    expect(versionStandingLabel(versionStanding({ newest_sandbox_version: null, newest_production_version: null }))).toBe('Draft');
  });

  it('tells where the Marketplace listing stands', () => {
    expect(listingStanding({ marketplace_listing: null })).toEqual({ key: 'none', tone: 'neutral' });
    expect(listingStanding({ marketplace_listing: { public_name: null, published: false, in_review: false } }).key).toBe('draft');
    expect(listingStanding({ marketplace_listing: { public_name: null, published: false, in_review: true } })).toEqual({
      key: 'inReview',
      tone: 'warning',
    });
    expect(listingStanding({ marketplace_listing: { public_name: 'Crew Sync', published: true, in_review: false } })).toEqual({
      key: 'published',
      tone: 'success',
    });
    const update = listingStanding({ marketplace_listing: { public_name: 'Crew Sync', published: true, in_review: true } });
    expect(listingStandingLabel(update)).toBe('Published, update in review');
  });
});
