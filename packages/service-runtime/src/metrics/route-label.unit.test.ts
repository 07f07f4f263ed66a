import { routeLabel, UNMATCHED_ROUTE } from './route-label';

describe('routeLabel', () => {
  it("is Fastify's route pattern, not the URL", () => {
    expect(routeLabel({ is404: false, routeOptions: { url: '/api/v1/developer_apps/:id' } })).toBe('/api/v1/developer_apps/:id');
  });

  it('keeps a wildcard route as its pattern', () => {
    expect(routeLabel({ is404: false, routeOptions: { url: '/*' } })).toBe('/*');
  });

  it('is "unmatched" when no route matched (404 handler) or no pattern is known', () => {
    expect(routeLabel({ is404: true, routeOptions: { url: '/api/v1/x' } })).toBe(UNMATCHED_ROUTE);
    expect(routeLabel({ is404: false, routeOptions: { url: undefined } })).toBe(UNMATCHED_ROUTE);
    expect(routeLabel({ routeOptions: { url: '' } })).toBe(UNMATCHED_ROUTE);
    expect(routeLabel({})).toBe(UNMATCHED_ROUTE);
  });
});
