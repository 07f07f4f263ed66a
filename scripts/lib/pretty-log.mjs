// The services log JSON lines (files under .data/logs keep them as they are); on the terminal
// `npm start` shows them as one readable line each, with the trace id to look up with `npm run traces`.
import { dim, paint } from './log.mjs';

const LEVEL_COLOURS = { error: 31, warn: 33, info: 90, debug: 90 };

export function prettyLine(line) {
  if (!line.startsWith('{')) return line;
  let record;
  try {
    record = JSON.parse(line);
  } catch {
    return line;
  }
  if (typeof record !== 'object' || record === null || typeof record.msg !== 'string') return line;
  const time = typeof record.time === 'string' ? record.time.slice(11, 23) : '';
  const level = String(record.level ?? 'info');
  const context = record.context ? `${record.context}: ` : '';
  const trace = record.trace_id ? dim(` trace=${record.trace_id}`) : '';
  const stack = typeof record.stack === 'string' ? `\n${record.stack}` : '';
  return `${dim(time)} ${paint(LEVEL_COLOURS[level] ?? 90, level.toUpperCase().padEnd(5))} ${context}${record.msg}${trace}${stack}`;
}
