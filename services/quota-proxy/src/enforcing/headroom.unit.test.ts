import type { BucketTemplate } from '../buckets/bucket.events';
import { Headroom } from './headroom';
import type { QuotaDecision } from './quota-script';

const main = { name: 'main', fillType: 'count', intervalMs: 3_600_000, limit: 100 } as BucketTemplate;
const spike = { name: 'spike', fillType: 'count', intervalMs: 10_000, limit: 10 } as BucketTemplate;

const decision = (allowed: boolean, mainLeft: number, spikeLeft: number): QuotaDecision => {
  const templates = [
    { template: main, remaining: mainLeft, resetMs: 1000, window: 1 },
    { template: spike, remaining: spikeLeft, resetMs: 1000, window: 1 },
  ];
  return { allowed, deciding: templates[1]!, templates };
};

describe('Headroom', () => {
  it('given no decision yet, a bucket is not roomy: its first request waits for the check', () => {
    expect(new Headroom().has('{q:a}')).toBe(false);
  });

  it('given a decision that left half of every limit, the bucket is roomy', () => {
    const headroom = new Headroom();
    headroom.note('{q:a}', decision(true, 99, 5));
    expect(headroom.has('{q:a}')).toBe(true);
  });

  it('given one template under half its limit, or a refusal, the bucket is not roomy any more', () => {
    const headroom = new Headroom();
    headroom.note('{q:a}', decision(true, 99, 9));
    headroom.note('{q:a}', decision(true, 99, 4));
    expect(headroom.has('{q:a}')).toBe(false);
    headroom.note('{q:b}', decision(true, 99, 9));
    headroom.note('{q:b}', decision(false, 99, 9));
    expect(headroom.has('{q:b}')).toBe(false);
  });
});
