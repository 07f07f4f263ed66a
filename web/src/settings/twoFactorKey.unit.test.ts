import { groupedKey } from './twoFactorKey';

describe('groupedKey', () => {
  it('groups the base32 key in fours for typing', () => {
    expect(groupedKey('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupedKey('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
  });

  it('drops padding and spaces and shows upper case', () => {
    expect(groupedKey('jbsw y3dp ehpk 3pxp====')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupedKey('')).toBe('');
  });
});
