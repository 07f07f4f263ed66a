import { negotiateEncoding, type Precompressed } from './content-encoding';

const both = new Set<Precompressed>(['br', 'gzip']);
const gzipOnly = new Set<Precompressed>(['gzip']);
const none = new Set<Precompressed>();

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['x-gzip', 'gzip'],
    ['deflate', null],
    ['identity', null],
    ['', null],
  ])('picks br, then gzip, else identity for %j', (header, expected) => {
    expect(negotiateEncoding(header, both)).toBe(expected);
  });

  it('sends identity when the browser says nothing', () => {
    expect(negotiateEncoding(undefined, both)).toBeNull();
  });

  it('prefers brotli even when gzip is weighted higher (both are precompressed at their best level)', () => {
    expect(negotiateEncoding('gzip;q=1.0, br;q=0.5', both)).toBe('br');
  });

  it('skips a coding refused with q=0', () => {
    expect(negotiateEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0', both)).toBeNull();
    expect(negotiateEncoding('gzip; q=0.000', both)).toBeNull();
  });

  it('treats * as every coding not named', () => {
    expect(negotiateEncoding('*', both)).toBe('br');
    expect(negotiateEncoding('br;q=0, *', both)).toBe('gzip');
    expect(negotiateEncoding('*;q=0', both)).toBeNull();
    expect(negotiateEncoding('gzip, *;q=0', both)).toBe('gzip');
  });

  it('only offers variants that exist on disk', () => {
    expect(negotiateEncoding('br, gzip', gzipOnly)).toBe('gzip');
    expect(negotiateEncoding('br', gzipOnly)).toBeNull();
    expect(negotiateEncoding('br, gzip', none)).toBeNull();
  });

  it('ignores malformed weights as refusals rather than throwing', () => {
    expect(negotiateEncoding('br;q=abc, gzip', both)).toBe('gzip');
  });
});
