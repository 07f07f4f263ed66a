import { createHash } from 'node:crypto';
import { MAX_COMPANY_NAME } from '@portal/contracts';
import type { FieldErrors } from '@portal/decider';

/** The company as entered, trimmed; the installation's identity ignores case and inner spacing. */
export const companyKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** One installation per app and company: a stable id from both, so installing twice meets the same stream. */
export const installationIdOf = (appId: string, companyName: string): string =>
  createHash('sha256')
    .update(`${appId}\u0000${companyKey(companyName)}`)
    .digest('hex')
    .slice(0, 32);

export const installProblems = (companyName: unknown, demo: unknown): FieldErrors => {
  const errors: FieldErrors = {};
  const name = typeof companyName === 'string' ? companyName.trim() : '';
  if (!name) errors.company_name = ['This field is required'];
  else if (name.length > MAX_COMPANY_NAME) errors.company_name = [`Character limit exceeded (${MAX_COMPANY_NAME})`];
  if (demo !== undefined && typeof demo !== 'boolean') errors.demo = ['Demo must be true or false'];
  return errors;
};
