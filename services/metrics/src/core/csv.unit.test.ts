import { csvCell, csvLine } from './csv';

describe('installations CSV cells', () => {
  it('leave plain values alone and write null as an empty cell', () => {
    expect(csvLine(['abc', 12, true, null])).toBe('abc,12,true,\r\n');
  });

  it('quote cells with commas, quotes or line breaks, doubling the quotes (RFC 4180)', () => {
    expect(csvCell('Harbor, Inc.')).toBe('"Harbor, Inc."');
    expect(csvCell('The "Best" Co')).toBe('"The ""Best"" Co"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('turn cells a spreadsheet would run as formulas into text', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('never guard numbers or booleans, which no one typed', () => {
    expect(csvCell(-5)).toBe('-5');
  });
});
