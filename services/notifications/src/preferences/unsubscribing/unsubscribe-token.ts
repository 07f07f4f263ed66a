import { signedLinks } from '@portal/service-runtime';

/**
 * The unsubscribe link of critical e-mails (secret `UNSUBSCRIBE_SECRET`). It never expires,
 * because links in old e-mails must keep working (the purpose is the one those links were signed
 * with), and it can only ever turn critical e-mails off.
 */
export const unsubscribeLinks = signedLinks('unsubscribe:critical_emails', ['developerId']);
