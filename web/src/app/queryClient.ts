import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/apiError';

/** No retry on 4xx (a 401 means signed out, a 403 means not allowed); up to 2 retries otherwise. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.isClientError) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
