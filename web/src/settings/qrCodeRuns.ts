import { create } from 'qrcode';

/** One horizontal run of dark modules in a row of the QR code, in module units. */
export interface QrRun {
  x: number;
  y: number;
  width: number;
}

/**
 * The dark modules of a `size`×`size` matrix as horizontal runs: one `<rect>` per run draws the code in a few hundred
 * elements instead of one per module.
 */
export function darkRuns(size: number, isDark: (row: number, col: number) => boolean): QrRun[] {
  const runs: QrRun[] = [];
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (!isDark(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && isDark(y, x)) x++;
      runs.push({ x: start, y, width: x - start });
    }
  }
  return runs;
}

/** The QR code of `text` (error correction M, what authenticator apps scan easily) as its size and dark runs. */
export function qrCodeRuns(text: string): { size: number; runs: QrRun[] } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, runs: darkRuns(modules.size, (row, col) => modules.get(row, col) === 1) };
}
