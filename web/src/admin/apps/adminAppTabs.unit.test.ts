import { adminTabFromParam, adminTabs } from './adminAppTabs';

describe('admin app tabs', () => {
  it('hides sandbox and metrics in the restricted edition', () => {
    expect(adminTabs(false)).toEqual(['general', 'sandbox', 'marketplace', 'metrics']);
    expect(adminTabs(true)).toEqual(['general', 'marketplace']);
  });

  it('opens the tab the URL names when it is visible, else General', () => {
    expect(adminTabFromParam('sandbox', adminTabs(false))).toBe('sandbox');
    expect(adminTabFromParam('sandbox', adminTabs(true))).toBe('general');
    expect(adminTabFromParam(null, adminTabs(false))).toBe('general');
    expect(adminTabFromParam('nonsense', adminTabs(false))).toBe('general');
  });
});
