/**
 * A spreadsheet opens a cell starting with one of these as a formula (CSV injection); a leading
 * apostrophe makes it text. Tab and carriage return are on OWASP's list too.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula-guarded, then quoted per RFC 4180 when it holds a quote, comma or line break. */
export const csvCell = (value: string | number | boolean | null | undefined): string => {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** RFC 4180 records end with CRLF. */
export const csvLine = (cells: readonly (string | number | boolean | null | undefined)[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * Opens every CSV the portal hands out: the UTF-8 byte-order mark, without which Excel on Windows reads the file in
 * the machine's legacy code page and shows "Ünïcødé Bau GmbH" as mojibake. Other readers skip it.
 */
export const CSV_START = '\uFEFF';
