import { darkRuns, qrCodeRuns } from './qrCodeRuns';

describe('darkRuns', () => {
  it('merges the dark modules of each row into runs', () => {
    const rows = ['##.#', '....', '.###'];
    expect(darkRuns(rows.length + 1, (row, col) => rows[row]?.[col] === '#')).toEqual([
      { x: 0, y: 0, width: 2 },
      { x: 3, y: 0, width: 1 },
      { x: 1, y: 2, width: 3 },
    ]);
  });
});

describe('qrCodeRuns', () => {
  const uri = 'otpauth://totp/Developer%20Portal%3Aada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Developer%20Portal';

  it('draws a QR code with its three finder patterns', () => {
    const { size, runs } = qrCodeRuns(uri);
    expect(size).toBeGreaterThanOrEqual(21);
    expect((size - 17) % 4).toBe(0);
    const row = (y: number) => runs.filter((r) => r.y === y);
    // The top edge of the top-left and top-right finders: 7 dark modules at each end of row 0.
    expect(row(0)[0]).toEqual({ x: 0, y: 0, width: 7 });
    expect(row(0).at(-1)).toEqual({ x: size - 7, y: 0, width: 7 });
    // The bottom-left finder's bottom edge.
    expect(row(size - 1)[0]).toEqual({ x: 0, y: size - 1, width: 7 });
    // Row 1 of a finder: dark, five light, dark.
    expect(row(1).slice(0, 2)).toEqual([
      { x: 0, y: 1, width: 1 },
      { x: 6, y: 1, width: 1 },
    ]);
  });

  it('draws the same text the same way', () => {
    expect(qrCodeRuns(uri)).toEqual(qrCodeRuns(uri));
    expect(qrCodeRuns(uri)).not.toEqual(qrCodeRuns(`${uri}&period=30`));
  });
});
