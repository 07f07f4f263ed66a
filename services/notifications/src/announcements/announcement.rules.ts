import type { FieldErrors } from '@portal/decider';
import type { AnnouncementContent } from './announcement.events';

/** What an admin sends, already typed by the API contract; absent fields keep their value on edit. */
export interface AnnouncementInput {
  title?: string;
  summary?: string;
  body?: string;
  critical?: boolean;
  draft?: boolean;
  showAfter?: string | null;
}

export const MESSAGES = {
  titleRequired: 'Title is required',
  summaryRequired: 'Summary is required',
  bodyRequired: 'Body is required',
  showAfterFormat: 'Show after must be a date in the format YYYY-mm-dd',
  criticalOnlyOnCreate: 'Critical can only be set when creating a notification',
} as const;

/** A real calendar day written YYYY-mm-dd (2026-02-30 is not one). */
export const isCalendarDate = (text: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * The spec's rules on a complete set of fields: title, summary and body required, show_after a
 * date, and critical forcing show_after empty and draft off. Field keys are the API's names.
 */
export const checkAnnouncement = (
  fields: Required<AnnouncementInput>,
): { content: AnnouncementContent & { critical: boolean }; problems: FieldErrors } => {
  const problems: FieldErrors = {};
  const add = (field: string, message: string): void => {
    (problems[field] ??= []).push(message);
  };
  const title = fields.title.trim();
  const summary = fields.summary.trim();
  if (!title) add('title', MESSAGES.titleRequired);
  if (!summary) add('summary', MESSAGES.summaryRequired);
  if (!fields.body.trim()) add('body', MESSAGES.bodyRequired);
  const rawShowAfter = (fields.showAfter ?? '').trim();
  if (!fields.critical && rawShowAfter && !isCalendarDate(rawShowAfter)) add('show_after', MESSAGES.showAfterFormat);
  const content = {
    title,
    summary,
    body: fields.body,
    critical: fields.critical,
    draft: fields.critical ? false : fields.draft,
    showAfter: fields.critical || !rawShowAfter ? null : rawShowAfter,
  };
  return { content, problems };
};
