import { appPathOfClient, lookupTarget } from './appLookup';

const row = (uid: string, appId: string | null) => ({
  name: 'Acme',
  uid,
  environment: 'production' as const,
  href: appId ? `/admin/developer_apps/${appId}` : null,
  developer_app: appId ? { id: appId, internal_name: 'Acme' } : null,
  owner_name: null,
  owner_email: null,
});

describe('opening an app by what an admin pastes', () => {
  it('an app id opens its page (trimmed, lower case)', () => {
    expect(lookupTarget('  2C3BC6DA-2531-46B3-869B-A36B594D0222 ')).toEqual({
      kind: 'app',
      path: '/admin/developer_apps/2c3bc6da-2531-46b3-869b-a36b594d0222',
    });
  });

  it('an App ID (client id) is looked up among the OAuth applications', () => {
    expect(lookupTarget('HldxAW16ARnf4Cd6cN4-dFtqR-zIxv2X')).toEqual({ kind: 'client', uid: 'HldxAW16ARnf4Cd6cN4-dFtqR-zIxv2X' });
  });

  it('text that is neither names nothing', () => {
    expect(lookupTarget('')).toBeNull();
    expect(lookupTarget('Demo Integration')).toBeNull();
  });

  it('only a client id that matches exactly leads to its app (the list filter matches parts of ids)', () => {
    const rows = [row('abc-longer', 'aaaaaaaa-0000-4000-8000-000000000001'), row('abc', 'aaaaaaaa-0000-4000-8000-000000000002')];
    expect(appPathOfClient(rows, 'abc')).toBe('/admin/developer_apps/aaaaaaaa-0000-4000-8000-000000000002');
    expect(appPathOfClient(rows, 'ab')).toBeNull();
    expect(appPathOfClient([row('abc', null)], 'abc')).toBeNull();
  });
});
