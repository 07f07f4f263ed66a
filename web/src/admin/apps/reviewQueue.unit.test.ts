import { waitingDays } from './reviewQueue';

describe('review queue waiting time', () => {
  it('counts whole days since the review date, N/A without one', () => {
    const now = new Date('2026-11-23T12:00:00.000Z');
    expect(waitingDays('2026-11-20T13:00:00.000Z', now)).toBe(2);
    expect(waitingDays('2026-11-23T11:00:00.000Z', now)).toBe(0);
    expect(waitingDays('2026-11-24T11:00:00.000Z', now)).toBe(0);
    expect(waitingDays(null, now)).toBeNull();
    expect(waitingDays('nonsense', now)).toBeNull();
  });
});
