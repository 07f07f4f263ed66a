import { LOGO_MESSAGES, logoProblem, logoTypeOf } from './logo.rules';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]);

describe('logo rule', () => {
  it('recognises png and jpeg by their magic bytes', () => {
    expect(logoTypeOf(png)).toBe('png');
    expect(logoTypeOf(jpeg)).toBe('jpg');
    expect(logoTypeOf(Buffer.from('GIF89a'))).toBeNull();
    expect(logoTypeOf(Buffer.from('<svg/>'))).toBeNull();
  });

  it('refuses other content, empty files and files over the limit', () => {
    expect(logoProblem(png, 100)).toBeNull();
    expect(logoProblem(Buffer.from('GIF89a'), 100)).toBe(LOGO_MESSAGES.type);
    expect(logoProblem(Buffer.alloc(0), 100)).toBe(LOGO_MESSAGES.empty);
    expect(logoProblem(Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]), 2 * 1024 * 1024)).toBe('The logo must be at most 2 MB');
  });
});
