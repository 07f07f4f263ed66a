/** List summaries are cut at 160 characters (spec §9). */
export const SUMMARY_MAX_LENGTH = 160;

const OMISSION = '...';

/**
 * `text` if it fits in `max` characters, otherwise its start plus "..." with the whole at most
 * `max` characters long (lodash `truncate` semantics). Counts code points, so an emoji is never
 * cut in half.
 */
export function truncateSummary(text: string, max: number = SUMMARY_MAX_LENGTH): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars
    .slice(0, Math.max(0, max - OMISSION.length))
    .join('')
    .trimEnd()}${OMISSION}`;
}
