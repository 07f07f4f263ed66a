import { suggestedPage } from './suggestedPage';

describe('the page a mistyped address means', () => {
  it.each([
    ['/changelog', '/reference/changelog'],
    ['/Release-Notes/', '/reference/changelog'],
    ['/api', '/reference'],
    ['/docs.html', '/reference'],
    ['/apps', '/developer_apps'],
    ['/apps/', '/developer_apps'],
    ['/login', '/sign_in'],
    ['/register', '/sign_up'],
    ['/profile', '/settings'],
    ['/admin/review-queue', '/admin/developer_apps/review_queue'],
    ['/admin/rate-limits', '/admin/quota_minder'],
  ])('%s → %s', (typed, page) => {
    expect(suggestedPage(typed)?.to).toBe(page);
  });

  it('keeps what follows a renamed segment, and names it by its address', () => {
    expect(suggestedPage('/apps/3f2c9a1e-0000-4000-8000-000000000001', '?tab=x')).toEqual({
      to: '/developer_apps/3f2c9a1e-0000-4000-8000-000000000001?tab=x',
      label: '/developer_apps/3f2c9a1e-0000-4000-8000-000000000001',
    });
  });

  it('suggests nothing for an address it cannot place, the home page, or a malformed escape', () => {
    expect(suggestedPage('/')).toBeNull();
    expect(suggestedPage('/nothing/like/this')).toBeNull();
    expect(suggestedPage('/developer_apps/unknown/engagement_report')).toBeNull();
    expect(suggestedPage('/%E0%A4')).toBeNull();
    expect(suggestedPage('/apps/x//y')).toBeNull();
  });
});
