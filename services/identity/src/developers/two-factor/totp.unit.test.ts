import { base32Decode, base32Encode, codeForStep, matchingStep, otpauthUri, stepAt, totpCodeOf } from './totp';

// RFC 6238 appendix B, SHA1 seed "12345678901234567890" (8-digit vectors; ours are the last 6 digits).
const RFC_SECRET = Buffer.from('12345678901234567890');
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
];

describe('TOTP', () => {
  it.each(RFC_VECTORS)('matches the RFC 6238 vector at %i s', (seconds, eight) => {
    expect(codeForStep(RFC_SECRET, stepAt(seconds * 1000))).toBe(eight.slice(-6));
  });

  it('round-trips base32 as authenticator apps read it', () => {
    const secret = Buffer.from('0123456789abcdefghij');
    const text = base32Encode(secret);
    expect(text).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(text.toLowerCase().replace(/(.{4})/g, '$1 '))).toEqual(secret);
    expect(() => base32Decode('not base32!')).toThrow();
  });

  it('accepts the step before and after now, each step once', () => {
    const now = 1_764_000_000_000;
    const step = stepAt(now);
    expect(matchingStep(RFC_SECRET, codeForStep(RFC_SECRET, step), now, null)).toBe(step);
    expect(matchingStep(RFC_SECRET, codeForStep(RFC_SECRET, step - 1), now, null)).toBe(step - 1);
    expect(matchingStep(RFC_SECRET, codeForStep(RFC_SECRET, step + 1), now, null)).toBe(step + 1);
    expect(matchingStep(RFC_SECRET, codeForStep(RFC_SECRET, step - 2), now, null)).toBeNull();
    expect(matchingStep(RFC_SECRET, codeForStep(RFC_SECRET, step), now, step)).toBeNull();
    expect(matchingStep(RFC_SECRET, codeForStep(RFC_SECRET, step + 1), now, step)).toBe(step + 1);
  });

  it('reads six digits typed with spaces, nothing else', () => {
    expect(totpCodeOf(' 123 456 ')).toBe('123456');
    expect(totpCodeOf('12345')).toBeNull();
    expect(totpCodeOf('abcdef')).toBeNull();
  });

  it('builds the otpauth URI authenticator apps scan', () => {
    expect(otpauthUri('ABCD', 'ada@example.com', 'Developer Portal')).toBe(
      'otpauth://totp/Developer%20Portal%3Aada%40example.com?secret=ABCD&issuer=Developer%20Portal&algorithm=SHA1&digits=6&period=30',
    );
  });
});
