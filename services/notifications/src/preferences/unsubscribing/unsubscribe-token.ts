import { signedLinks } from '@portal/service-runtime';

/**
 * The unsubscribe link of critical e-mails (secret `UNSUBSCRIBE_SECRET`). It never expires,
 * because links in old e-mails must keep working, and it can only ever turn critical e-mails off.
 */
export const unsubscribeLinks = signedLinks('notifications.unsubscribe_critical_emails', ['developerId']);
