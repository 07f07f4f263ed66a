// RFC 4180 CSV read back in tests (quoted fields, doubled quotes, CRLF or LF): what a download holds.

/**
 * The rows of a CSV text as arrays of cells (a trailing line break adds no row).
 * @param {string} text
 * @returns {string[][]}
 */
export function parseCsv(text) {
  /** @type {string[][]} */
  const rows = [];
  /** @type {string[]} */
  let row = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/**
 * The CSV as objects keyed by the header row.
 * @param {string} text
 * @returns {{ header: string[], records: Record<string, string>[] }}
 */
export function csvRecords(text) {
  const [header = [], ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  return { header, records: rows.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? '']))) };
}
