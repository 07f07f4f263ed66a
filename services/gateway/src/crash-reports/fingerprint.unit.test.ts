import { fingerprintOf, firstFrame, routePattern } from './fingerprint';

describe('client error fingerprints', () => {
  it('replaces ids and numbers in a route with :id and drops the query', () => {
    expect(routePattern('/developer_apps/3f2b8c1e-9a4d-4b7e-8f00-1234567890ab/edit?tab=oauth')).toBe('/developer_apps/:id/edit');
    expect(routePattern('/notifications/42')).toBe('/notifications/:id');
  });

  it('keeps the first frame without line, column, origin or bundle hash', () => {
    const stack =
      'TypeError: x is undefined\n    at render (http://localhost:8080/assets/AppPage-B1x9kLmQ.js:12:345)\n    at other (x.js:1:1)';
    expect(firstFrame(stack)).toBe('at render (/assets/AppPage.js');
    expect(firstFrame('render@http://localhost:8080/assets/AppPage-B1x9kLmQ.js:12:345')).toBe('render@/assets/AppPage.js');
    expect(firstFrame(undefined)).toBe('');
  });

  it('groups the same error after a rebuild and on another record, and separates different errors', () => {
    const a = fingerprintOf({ message: 'boom', stack: 'Error\n at f (http://h/assets/a-AAAAAAAA1.js:1:2)', route: '/developer_apps/1' });
    const b = fingerprintOf({ message: 'boom', stack: 'Error\n at f (http://h/assets/a-BBBBBBBB2.js:9:9)', route: '/developer_apps/2' });
    const c = fingerprintOf({ message: 'other', stack: 'Error\n at f (http://h/assets/a-AAAAAAAA1.js:1:2)', route: '/developer_apps/1' });
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
  });
});
