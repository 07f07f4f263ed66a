import { sameStoredData } from './stored-data';

describe('sameStoredData', () => {
  it('compares payloads as stored: no undefined fields, key order not counted', () => {
    expect(sameStoredData({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true);
    expect(sameStoredData({ a: 1, views: undefined }, { a: 1 })).toBe(true);
    expect(sameStoredData({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameStoredData({ b: { c: [1, 2] } }, { b: { c: [2, 1] } })).toBe(false);
  });

  it('leaves the varying top-level fields out', () => {
    expect(sameStoredData({ a: 1, at: 'then' }, { a: 1, at: 'now' }, ['at'])).toBe(true);
    expect(sameStoredData({ a: 1, at: 'then' }, { a: 2, at: 'now' }, ['at'])).toBe(false);
  });
});
