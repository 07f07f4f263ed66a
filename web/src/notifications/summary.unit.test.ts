import { SUMMARY_MAX_LENGTH, truncateSummary } from './summary';

describe('truncateSummary', () => {
  it('keeps a summary of up to 160 characters as it is', () => {
    expect(SUMMARY_MAX_LENGTH).toBe(160);
    const exact = 'a'.repeat(160);
    expect(truncateSummary(exact)).toBe(exact);
    expect(truncateSummary('Short.')).toBe('Short.');
    expect(truncateSummary('')).toBe('');
  });

  it('cuts a longer one to 160 characters, ending in "..."', () => {
    const long = 'b'.repeat(161);
    const cut = truncateSummary(long);
    expect(cut).toHaveLength(160);
    expect(cut.endsWith('...')).toBe(true);
    expect(cut.startsWith('b'.repeat(157))).toBe(true);
  });

  it('does not leave a space before the ellipsis', () => {
    const text = `${'c'.repeat(156)} ${'d'.repeat(20)}`;
    expect(truncateSummary(text)).toBe(`${'c'.repeat(156)}...`);
  });

  it('never splits an emoji', () => {
    const text = '🎉'.repeat(200);
    const cut = truncateSummary(text);
    expect(Array.from(cut)).toHaveLength(160);
    expect(cut).toBe(`${'🎉'.repeat(157)}...`);
  });
});
