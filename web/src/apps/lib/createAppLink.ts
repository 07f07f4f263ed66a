/**
 * The navigation state of a link that means "register an app": the apps list opens its Create New App
 * dialog at once. State, not a query: Back to the list, a reload or a shared address never opens it again.
 */
export const CREATE_APP_STATE = { createApp: true } as const;

export const asksToCreateApp = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { createApp?: unknown }).createApp === true;
