import type { BucketTemplate } from '../buckets/bucket.events';
import { packEntry, stateValues, templateSpec } from './bucket-state';

const odd: BucketTemplate = { name: 'per=day;all|of:it, ok\u0000', fillType: 'quota', intervalMs: 86_400_000, limit: 50 };
const spike: BucketTemplate = { name: 'spike', fillType: 'count', intervalMs: 10_000, limit: 5 };

describe("a bucket's state as the quota script keeps it", () => {
  it('passes the templates as one argument, names encoded so neither a separator nor a NUL occurs in one', () => {
    expect(templateSpec([spike, odd])).toBe('count:10000:5:spike|quota:86400000:50:per%3Dday%3Ball%7Cof%3Ait%2C%20ok%00');
  });

  it("reads each template's kept values by name, whatever the order, and null for a template without any", () => {
    const raw = Buffer.concat([packEntry(odd.name, 49.5, 1_700_000_000_000), packEntry('spike', 170_000_000, 3)]);
    expect(stateValues(raw, [spike, odd])).toEqual([170_000_000, 3, 49.5, 1_700_000_000_000]);
    expect(stateValues(raw, [{ ...spike, name: 'renamed' }])).toEqual([null, null]);
    expect(stateValues(null, [spike])).toEqual([null, null]);
  });

  it('keeps fractional tokens exactly and ignores a cut-off entry', () => {
    const raw = Buffer.concat([packEntry('spike', 0.1 + 0.2, 1), packEntry('main', 1, 2).subarray(0, 10)]);
    expect(stateValues(raw, [spike, { ...spike, name: 'main' }])).toEqual([0.1 + 0.2, 1, null, null]);
  });
});
