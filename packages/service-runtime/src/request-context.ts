import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const runWithRequestContext = <T>(context: RequestContext, fn: () => T): T => storage.run(context, fn);
export const currentRequestId = (): string | undefined => storage.getStore()?.requestId;
export const enterRequestContext = (context: RequestContext): void => storage.enterWith(context);
