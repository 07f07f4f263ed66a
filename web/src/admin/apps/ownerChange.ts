import type { AdminDeveloperApp } from '../../apps/api/types';

type OwnerFacts = Pick<AdminDeveloperApp, 'owner' | 'owner_mismatch' | 'external_platform_owner_id'>;

/** How long the page waits for the platform to record a new owner before it believes a mismatch. */
export const OWNER_SETTLE_TRIES = 8;
export const OWNER_SETTLE_DELAY_MS = 250;

/**
 * The platform's record of the owner (identity's OAuth client) follows an owner change a moment after the change is
 * answered, so the answer often still names the former owner there: the page showed the red "owner is different
 * between the platform and the Developer portal" error for a change that had just worked, until a reload.
 */
export const platformStillCatchingUp = (app: OwnerFacts, newOwnerId: string) =>
  app.owner.id === newOwnerId && app.owner_mismatch === true && app.external_platform_owner_id !== newOwnerId;

/**
 * The app after an owner change, once the platform has recorded the new owner: fetched again a few times while it
 * has not, then as it is (a mismatch that outlasts the wait is a real one, and the page says so).
 */
export async function appAfterOwnerChange(
  answer: AdminDeveloperApp,
  newOwnerId: string,
  refetch: () => Promise<AdminDeveloperApp>,
  { tries = OWNER_SETTLE_TRIES, delayMs = OWNER_SETTLE_DELAY_MS, sleep = defaultSleep } = {},
): Promise<AdminDeveloperApp> {
  let app = answer;
  for (let attempt = 0; attempt < tries && platformStillCatchingUp(app, newOwnerId); attempt++) {
    await sleep(delayMs);
    app = await refetch();
  }
  return app;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
