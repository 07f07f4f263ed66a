import type { BucketTemplate } from '../buckets/bucket.events';
import { stateValues, templateSpec } from './bucket-state';

const odd: BucketTemplate = { name: 'per=day;all|of:it, ok', fillType: 'quota', intervalMs: 86_400_000, limit: 50 };
const spike: BucketTemplate = { name: 'spike', fillType: 'count', intervalMs: 10_000, limit: 5 };

describe("a bucket's state as the quota script keeps it", () => {
  it('passes the templates as one argument, names encoded so no separator can occur in one', () => {
    expect(templateSpec([spike, odd])).toBe('count:10000:5:spike|quota:86400000:50:per%3Dday%3Ball%7Cof%3Ait%2C%20ok');
  });

  it("reads each template's kept values by name, whatever the order, and null for a template without any", () => {
    const raw = 'per%3Dday%3Ball%7Cof%3Ait%2C%20ok=49.5,1700000000000;spike=170000000,3';
    expect(stateValues(raw, [spike, odd])).toEqual(['170000000', '3', '49.5', '1700000000000']);
    expect(stateValues(raw, [{ ...spike, name: 'renamed' }])).toEqual([null, null]);
    expect(stateValues(null, [spike])).toEqual([null, null]);
  });
});
