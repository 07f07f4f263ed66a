import { LogoNotDecodable, reencodeLogo } from './logo-reencoding';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('logo re-encoding', () => {
  it('keeps the image and drops anything appended to it', async () => {
    const polyglot = Buffer.concat([PNG, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const clean = await reencodeLogo(polyglot, 'png');
    expect(clean.subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true);
    expect(clean.includes('<script')).toBe(false);
  });

  it('refuses bytes that only start like an image', async () => {
    await expect(reencodeLogo(PNG.subarray(0, 20), 'png')).rejects.toBeInstanceOf(LogoNotDecodable);
    await expect(reencodeLogo(Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]), 'jpg')).rejects.toBeInstanceOf(LogoNotDecodable);
  });
});
