import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  requestId: string;
  /** The service whose write this request has already committed (its command answered 2xx). */
  committedBy?: string;
  /** A query whose session has committed writes the read models have not applied yet. */
  behindOwnWrites?: boolean;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const runWithRequestContext = <T>(context: RequestContext, fn: () => T): T => storage.run(context, fn);
export const currentRequestId = (): string | undefined => storage.getStore()?.requestId;
export const enterRequestContext = (context: RequestContext): void => storage.enterWith(context);

/** Called after a command another service answered with success: the change is saved, whatever follows. */
export const noteCommittedWrite = (service: string): void => {
  const context = storage.getStore();
  if (context && context.committedBy === undefined) context.committedBy = service;
};
export const committedWrite = (): string | undefined => storage.getStore()?.committedBy;

/** The read models have not applied all of this session's committed writes (a query waited and gave up). */
export const noteBehindOwnWrites = (): void => {
  const context = storage.getStore();
  if (context) context.behindOwnWrites = true;
};
export const behindOwnWrites = (): boolean => storage.getStore()?.behindOwnWrites === true;
