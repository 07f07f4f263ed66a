import { reviewPath, waitingDays } from './reviewQueue';

describe('review queue waiting time', () => {
  it('counts whole days since the review date, N/A without one', () => {
    const now = new Date('2026-11-23T12:00:00.000Z');
    expect(waitingDays('2026-11-20T13:00:00.000Z', now)).toBe(2);
    expect(waitingDays('2026-11-23T11:00:00.000Z', now)).toBe(0);
    expect(waitingDays('2026-11-24T11:00:00.000Z', now)).toBe(0);
    expect(waitingDays(null, now)).toBeNull();
    expect(waitingDays('nonsense', now)).toBeNull();
  });
});

describe('where a review queue row leads', () => {
  const row = { id: 'a b', has_app_version_in_review: false, has_marketplace_listing_in_review: false };
  it('opens the Marketplace Listing tab when only the listing waits, else the General tab', () => {
    expect(reviewPath({ ...row, has_marketplace_listing_in_review: true })).toBe('/admin/developer_apps/a%20b?tab=marketplace');
    expect(reviewPath({ ...row, has_app_version_in_review: true })).toBe('/admin/developer_apps/a%20b');
    expect(reviewPath({ ...row, has_app_version_in_review: true, has_marketplace_listing_in_review: true })).toBe(
      '/admin/developer_apps/a%20b',
    );
    expect(reviewPath(row)).toBe('/admin/developer_apps/a%20b');
  });
});
