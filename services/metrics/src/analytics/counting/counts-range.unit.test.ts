import { ValidationError } from '@portal/decider';
import { countsRange } from './counts-range';

const now = new Date('2026-03-15T18:30:00Z');
const fieldError = (field: string, message: RegExp) => (error: unknown) =>
  error instanceof ValidationError && (error.details.fields?.[field] ?? []).some((m) => message.test(m));

describe('the days the analytics counts cover', () => {
  it('defaults to the last 30 UTC days, today included', () => {
    expect(countsRange(undefined, undefined, now)).toEqual({ from: '2026-02-14', to: '2026-03-15' });
  });

  it('takes both ends as given, and fills a missing one 30 days away', () => {
    expect(countsRange('2026-01-01', '2026-01-31', now)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(countsRange('2026-01-01', undefined, now)).toEqual({ from: '2026-01-01', to: '2026-01-30' });
    expect(countsRange(undefined, '2026-01-30', now)).toEqual({ from: '2026-01-01', to: '2026-01-30' });
  });

  it.each([
    ['2026-02-30', undefined, 'from', /YYYY-MM-DD/],
    ['yesterday', undefined, 'from', /YYYY-MM-DD/],
    [undefined, '2026-1-1', 'to', /YYYY-MM-DD/],
    ['2026-02-02', '2026-02-01', 'from', /after to/],
    ['2024-01-01', '2026-01-01', 'from', /at most 366 days/],
  ])('refuses from=%p to=%p', (from, to, field, message) => {
    expect(() => countsRange(from, to, now)).toThrow(ValidationError);
    try {
      countsRange(from, to, now);
    } catch (error) {
      expect(fieldError(field, message)(error)).toBe(true);
    }
  });
});
