import { UpstreamLatency } from './upstream-latency';

describe('UpstreamLatency', () => {
  it('given no answers yet, or quick ones, checks are not held', () => {
    const latency = new UpstreamLatency();
    expect(latency.holdMs()).toBe(0);
    for (let i = 0; i < 100; i += 1) latency.note(1);
    expect(latency.holdMs()).toBe(0);
  });

  it('given answers slower than 3 ms lately, a check of a request already upstream may wait 1 ms', () => {
    const latency = new UpstreamLatency();
    for (let i = 0; i < 100; i += 1) latency.note(6);
    expect(latency.holdMs()).toBe(1);
  });

  it('given a few stalls among quick answers, checks still go at once', () => {
    const latency = new UpstreamLatency();
    for (let i = 0; i < 100; i += 1) latency.note(i % 20 === 0 ? 40 : 1);
    expect(latency.holdMs()).toBe(0);
  });

  it('given upstream quick again, checks go at once within a few dozen answers', () => {
    const latency = new UpstreamLatency();
    for (let i = 0; i < 100; i += 1) latency.note(6);
    for (let i = 0; i < 40; i += 1) latency.note(0.8);
    expect(latency.holdMs()).toBe(0);
  });
});
