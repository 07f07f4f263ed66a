import createClient, { type Middleware } from 'openapi-fetch';
import { ApiError, NETWORK_ERROR, toApiError } from './apiError';
import { MUTATING_METHODS, getCsrfToken } from './csrf';
import { resumingFetch } from './sessionResume';
import type { paths } from './types';

const csrfMiddleware: Middleware = {
  onRequest({ request }) {
    const token = getCsrfToken();
    if (token && MUTATING_METHODS.has(request.method.toUpperCase())) {
      request.headers.set('X-CSRF-Token', token);
    }
    return request;
  },
};

/** Typed client for the gateway's `/api/v1` surface (same origin, cookie session). */
export const api = createClient<paths>({
  baseUrl: typeof window === 'undefined' ? '' : window.location.origin,
  credentials: 'same-origin',
  headers: { Accept: 'application/json' },
  fetch: resumingFetch,
});
api.use(csrfMiddleware);

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Returns the data of a successful call or throws a typed ApiError. Network failures become an
 * ApiError with status 0.
 */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<{ data: T; response: Response }> {
  const started = performance.now();
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    throw new ApiError(0, NETWORK_ERROR);
  }
  const { response } = result;
  if (!response.ok) {
    throw toApiError(response.status, result.error, response.headers.get('Retry-After'), performance.now() - started);
  }
  return { data: result.data as T, response };
}
