import { graceHoursOf } from './graceHours';

describe('the grace period typed in the Rotate dialog', () => {
  it.each([
    ['1', 1],
    ['24', 24],
    ['168', 168],
  ])('Given %s, When read, Then %d hours', (text, hours) => {
    expect(graceHoursOf(text)).toBe(hours);
  });

  it.each(['0', '169', '-3', '1.5', '', '  ', 'abc', '1e3'])('Given %j, When read, Then it is out of range (null)', (text) => {
    expect(graceHoursOf(text)).toBeNull();
  });
});
