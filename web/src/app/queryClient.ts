import { notifyManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/apiError';

/**
 * A failure that took this long was a timeout (the gateway gives a service 15 s): trying again would
 * keep the reader at the spinner as long again, twice over. The error banner offers "Try again".
 */
export const SLOW_FAILURE_MS = 5_000;

/** No retry on 4xx (a 401 means signed out, a 403 means not allowed) or a slow failure; up to 2 retries otherwise. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.isClientError || (error.waitedMs ?? 0) >= SLOW_FAILURE_MS)) return false;
  return failureCount < 2;
}

/** The longest a load waits before its next try, whatever a Retry-After asks: the reader is looking at a spinner. */
export const MAX_RETRY_DELAY_MS = 10_000;

/** Retry-After when the server sent one (a 503 while a service is down says when to come back), else 1 s, 2 s, 4 s… */
export function retryDelay(failureCount: number, error: unknown): number {
  const asked = isApiError(error) && error.retryAfter !== undefined ? error.retryAfter * 1000 : 1000 * 2 ** failureCount;
  return Math.min(asked, MAX_RETRY_DELAY_MS);
}

/**
 * Query and mutation state reaches React in a microtask rather than the default `setTimeout(0)`: a mutation's
 * `isPending` then disables its button before the browser hands over the next click, so a double click sends one
 * request (a QA pass double-clicked Undelete and got two PATCHes, two toasts or a 409).
 */
notifyManager.setScheduler(queueMicrotask);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
