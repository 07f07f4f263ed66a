import { dependencyKey } from '@portal/service-runtime';

/** How long an owner change's answer waits for the platform's record of the owner to follow the change. */
export const OWNER_SETTLE_MS = 3000;

interface OwnerFacts {
  owner: { id: string } | null;
  owner_mismatch: boolean;
  external_platform_owner_id: string | null;
}

/** The app names the new owner, the platform's record (identity's OAuth client) still the former one. */
export const platformStillCatchingUp = (app: OwnerFacts, newOwnerId: string): boolean =>
  app.owner?.id === newOwnerId && app.owner_mismatch && app.external_platform_owner_id !== newOwnerId;

/** The change notices that carry the platform's record of an app's owner (identity's client events name the app). */
export const ownerRecordKeys = (appId: string): string[] => [dependencyKey('identity.oauth_client', appId)];

/**
 * The app as the admin should see it after an owner change. Identity moves the OAuth client to the new owner in
 * reaction to the transfer, a moment after the change itself is answered, so the first read often still shows the
 * former owner there: the page then showed the red "owner is different" error for a change that had worked (and
 * each client had to poll to avoid it). Here the answer waits for that reaction, by its change notice, for a bounded
 * time; a mismatch that outlasts the wait is a real one, and is answered as it is.
 */
export async function settledAfterOwnerChange<T extends OwnerFacts>(
  answer: T,
  newOwnerId: string,
  read: () => Promise<T>,
  nextChange: (timeoutMs: number) => Promise<boolean>,
  timeoutMs = OWNER_SETTLE_MS,
  now: () => number = Date.now,
): Promise<T> {
  const deadline = now() + timeoutMs;
  let app = answer;
  while (platformStillCatchingUp(app, newOwnerId) && now() < deadline) {
    // Listen first, then read: a change that lands in between is in the read, one after it wakes the wait.
    const changed = nextChange(deadline - now());
    app = await read();
    if (!platformStillCatchingUp(app, newOwnerId)) break;
    if (!(await changed)) break;
    app = await read();
  }
  return app;
}
