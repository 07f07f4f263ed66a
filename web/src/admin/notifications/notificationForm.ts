import type { AdminNotification, NotificationInput } from '../../api/types';

/** The admin form's values, named like the API fields so server `fields` map one to one. */
export interface NotificationFormValues {
  title: string;
  summary: string;
  body: string;
  critical: boolean;
  draft: boolean;
  show_after: string;
}

export type NotificationField = keyof NotificationFormValues;
export const NOTIFICATION_FIELDS: readonly NotificationField[] = ['title', 'summary', 'body', 'critical', 'draft', 'show_after'];

/** The hint (and placeholder) of show_after. */
export const SHOW_AFTER_FORMAT = 'YYYY-mm-dd';

export const emptyNotificationForm: NotificationFormValues = {
  title: '',
  summary: '',
  body: '',
  critical: false,
  draft: false,
  show_after: '',
};

export function formFromNotification(n: AdminNotification): NotificationFormValues {
  return {
    title: n.title,
    summary: n.summary,
    body: n.body,
    critical: n.critical,
    draft: n.draft,
    show_after: n.show_after ?? '',
  };
}

/** Sets one field; ticking Critical empties show_after and clears draft (both are then disabled). */
export function withField<F extends NotificationField>(
  values: NotificationFormValues,
  field: F,
  value: NotificationFormValues[F],
): NotificationFormValues {
  const next = { ...values, [field]: value };
  return next.critical ? { ...next, draft: false, show_after: '' } : next;
}

/** Draft and show_after are disabled while Critical is ticked; Critical itself only on new ones. */
export function disabledFields(values: NotificationFormValues, mode: 'new' | 'edit'): ReadonlySet<NotificationField> {
  const disabled = new Set<NotificationField>();
  if (values.critical) {
    disabled.add('draft');
    disabled.add('show_after');
  }
  if (mode === 'edit') disabled.add('critical');
  return disabled;
}

/** Dirty tracking for the Save button: any field differs from what was loaded. */
export function isDirty(values: NotificationFormValues, initial: NotificationFormValues): boolean {
  return NOTIFICATION_FIELDS.some((field) => values[field] !== initial[field]);
}

/** The request body: an empty show_after is sent as null; required-ness is the server's to judge. */
export function toNotificationInput(values: NotificationFormValues): NotificationInput {
  const showAfter = values.show_after.trim();
  return {
    title: values.title.trim(),
    summary: values.summary.trim(),
    body: values.body,
    critical: values.critical,
    draft: values.critical ? false : values.draft,
    show_after: values.critical || showAfter === '' ? null : showAfter,
  };
}

/** Admin list Visible column: visible and not draft and visible by show_after (spec §4). */
export function isShown(n: Pick<AdminNotification, 'visible' | 'draft' | 'visible_by_show_after'>): boolean {
  return n.visible && !n.draft && n.visible_by_show_after;
}
