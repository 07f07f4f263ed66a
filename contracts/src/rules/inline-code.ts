/**
 * Changelog summaries are one line of Markdown whose only markup is code spans (`spec_section`). The
 * changelog card shows them as `<code>`, the Atom feed's `type="text"` title without the backticks; both
 * split the line here, with CommonMark's code span rules (§6.1): a run of n backticks opens a span that
 * the next run of exactly n closes; a run never closed is literal text, as is a backslash-escaped backtick.
 */
export interface InlinePart {
  code: boolean;
  text: string;
}

const runAt = (text: string, at: number): number => {
  let end = at;
  while (text[end] === '`') end += 1;
  return end - at;
};

/** Where the run of exactly `length` backticks closing a span opened before `from` starts, or -1. */
const closingRun = (text: string, from: number, length: number): number => {
  for (let at = text.indexOf('`', from); at !== -1;) {
    const run = runAt(text, at);
    if (run === length) return at;
    at = text.indexOf('`', at + run);
  }
  return -1;
};

/** A span's content as CommonMark shows it: line ends as spaces, one space stripped from each side when both have one. */
const spanContent = (raw: string): string => {
  const content = raw.replace(/\r?\n/g, ' ');
  return content.length > 2 && content.startsWith(' ') && content.endsWith(' ') && content.trim() !== '' ? content.slice(1, -1) : content;
};

/** The line as plain and code parts, in order; adjacent plain text is one part. */
export function inlineCodeParts(line: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let plain = '';
  let at = 0;
  while (at < line.length) {
    if (line[at] === '\\' && line[at + 1] === '`') {
      plain += '`';
      at += 2;
      continue;
    }
    if (line[at] !== '`') {
      plain += line[at];
      at += 1;
      continue;
    }
    const run = runAt(line, at);
    const close = closingRun(line, at + run, run);
    if (close === -1) {
      plain += line.slice(at, at + run);
      at += run;
      continue;
    }
    if (plain) parts.push({ code: false, text: plain });
    plain = '';
    parts.push({ code: true, text: spanContent(line.slice(at + run, close)) });
    at = close + run;
  }
  if (plain) parts.push({ code: false, text: plain });
  return parts;
}

/** The line as plain text: what the code spans say, without their backticks. */
export const inlineCodeAsText = (line: string): string =>
  inlineCodeParts(line)
    .map((part) => part.text)
    .join('');
