import type { Pool } from 'pg';
import type { Developer } from '../developer.decider';
import { secondFactorOf } from './second-factors';

/** What the Settings card shows: on or off, since when, recovery codes left. */
export const twoFactorStatus = async (pool: Pool, developer: Developer) => {
  const enabled = developer.twoFactorEnabledAt !== null;
  const stored = enabled ? await secondFactorOf(pool, developer.developerId) : null;
  return { enabled, enabledAt: developer.twoFactorEnabledAt, recoveryCodesLeft: stored?.recoveryHashes.length ?? 0 };
};
