import { DomainError } from '@portal/decider';

export const etagFor = (version: number): string => `W/"${version}"`;

const STALE = 'The notification was changed by someone else. Reload it and try again.';

/** If-Match holds when absent, `*`, or naming the current version (weak or strong, quoted or not). */
export const assertIfMatch = (ifMatch: string | undefined, currentVersion: number): void => {
  if (ifMatch === undefined || ifMatch.trim() === '' || ifMatch.trim() === '*') return;
  const versions = ifMatch.split(',').map((tag) => /^\s*(?:W\/)?"?(\d+)"?\s*$/.exec(tag)?.[1]);
  if (!versions.includes(String(currentVersion))) throw new DomainError('precondition_failed', STALE);
};
