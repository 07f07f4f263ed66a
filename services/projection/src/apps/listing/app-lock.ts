/**
 * Taken first by every reaction that reads or writes an app's row or a row the app's row copies from
 * (its OAuth clients copy its name and owner; it copies its sandbox's, manifest's and listing's
 * standing): one lock order, no deadlocks.
 */
export const appLock = (appId: string): string => `app:${appId}`;
