import { LOGO_MAX_BYTES, LOGO_PROBLEM_KEYS, checkLogoFiles, sniffImageType } from './logoFile';

describe('logo files', () => {
  it('accepts one jpeg or png under the limit', () => {
    expect(checkLogoFiles([{ name: 'a.png', type: 'image/png', size: 1000 }])).toBeNull();
    expect(checkLogoFiles([{ name: 'a.jpg', type: 'image/jpeg', size: 1000 }])).toBeNull();
    expect(checkLogoFiles([{ name: 'a.jpeg', type: '', size: 1000 }])).toBeNull();
  });

  it('refuses several files, other types and big files', () => {
    expect(checkLogoFiles([])).toBe('count');
    expect(
      checkLogoFiles([
        { name: 'a.png', type: 'image/png', size: 1 },
        { name: 'b.png', type: 'image/png', size: 1 },
      ]),
    ).toBe('count');
    expect(checkLogoFiles([{ name: 'a.gif', type: 'image/gif', size: 10 }])).toBe('type');
    expect(checkLogoFiles([{ name: 'a.png.exe', type: '', size: 10 }])).toBe('type');
    expect(checkLogoFiles([{ name: 'a.png', type: 'image/png', size: LOGO_MAX_BYTES + 1 }])).toBe('size');
  });

  it('sniffs png and jpeg signatures', () => {
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageType(new Uint8Array([0x47, 0x49, 0x46]))).toBeNull();
  });

  it('has its own message for each problem (one file, type, size)', () => {
    expect(LOGO_PROBLEM_KEYS).toEqual({ count: 'apps.logoOneFile', type: 'apps.logoType', size: 'apps.logoSize' });
  });
});
