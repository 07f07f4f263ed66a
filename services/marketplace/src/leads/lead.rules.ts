import { createHash } from 'node:crypto';
import { leadInputProblems, tidyLeadInput } from '@portal/contracts';
import { companyKey } from '../installations/installation.rules';

export { leadInputProblems, tidyLeadInput };

/**
 * The same request for information: one app, one requester, one company (ignoring case and inner spacing, as an
 * installation's company). A stable key, so asking again meets the earlier lead's stream.
 */
export const requestKeyOf = (appId: string, requesterId: string, companyName: string): string =>
  createHash('sha256')
    .update(`${appId}\u0000${requesterId}\u0000${companyKey(companyName)}`)
    .digest('hex')
    .slice(0, 32);

/** Asking again within this long is the same request: answered with the earlier lead, nothing new for the CRM. */
export const SAME_REQUEST_WINDOW_MS = 24 * 60 * 60 * 1000;
