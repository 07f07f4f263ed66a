import { isPageInRange, pageInfoFromHeaders, pageRange, totalPages } from './pagination';

const headers = (h: Record<string, string>) => (name: string) => h[name] ?? null;

describe('pageInfoFromHeaders', () => {
  it('reads total and per-page', () => {
    expect(pageInfoFromHeaders(headers({ total: '230', 'per-page': '50' }), { rows: 50, perPage: 50 })).toEqual({
      total: 230,
      perPage: 50,
    });
  });

  it('falls back when headers are missing or bad', () => {
    expect(pageInfoFromHeaders(headers({ 'per-page': 'x' }), { rows: 7, perPage: 50 })).toEqual({
      total: 7,
      perPage: 50,
    });
    expect(pageInfoFromHeaders(headers({ total: '3', 'per-page': '0' }), { rows: 3, perPage: 25 })).toEqual({
      total: 3,
      perPage: 25,
    });
  });
});

describe('totalPages / isPageInRange', () => {
  it('is at least 1', () => {
    expect(totalPages({ total: 0, perPage: 50 })).toBe(1);
    expect(totalPages({ total: 50, perPage: 50 })).toBe(1);
    expect(totalPages({ total: 51, perPage: 50 })).toBe(2);
  });

  it('rejects pages outside 1..totalPages', () => {
    const info = { total: 120, perPage: 50 };
    expect(isPageInRange(0, info)).toBe(false);
    expect(isPageInRange(1, info)).toBe(true);
    expect(isPageInRange(3, info)).toBe(true);
    expect(isPageInRange(4, info)).toBe(false);
    expect(isPageInRange(1, { total: 0, perPage: 50 })).toBe(true);
  });
});

describe('pageRange', () => {
  it('computes the visible row numbers', () => {
    expect(pageRange(2, { total: 120, perPage: 50 }, 50)).toEqual({ from: 51, to: 100 });
    expect(pageRange(3, { total: 120, perPage: 50 }, 20)).toEqual({ from: 101, to: 120 });
    expect(pageRange(1, { total: 0, perPage: 50 }, 0)).toEqual({ from: 0, to: 0 });
  });
});
