import { ApiError, NETWORK_ERROR, toApiError } from '../../api/apiError';
import { MUTATING_METHODS, getCsrfToken } from '../../api/csrf';
import type { IdempotencyKeys } from '../../api/idempotencyKey';
import { resumingFetch } from '../../api/sessionResume';

/**
 * A call the typed client does not make well: routes the generated contract does not describe
 * (yet) and multipart uploads. Same cookie, CSRF header and error shape as the typed client.
 */
export async function rawCall<T>(
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<{ data: T; response: Response }> {
  const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
  const token = getCsrfToken();
  if (token && MUTATING_METHODS.has(method)) headers['X-CSRF-Token'] = token;
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  const started = performance.now();
  let response: Response;
  try {
    response = await resumingFetch(
      new Request(path, {
        method,
        headers,
        credentials: 'same-origin',
        body: body === undefined ? undefined : multipart ? (body as FormData) : JSON.stringify(body),
      }),
    );
  } catch {
    throw new ApiError(0, NETWORK_ERROR);
  }
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text for the error message
  }
  if (!response.ok) throw toApiError(response.status, parsed, response.headers.get('Retry-After'), performance.now() - started);
  return { data: parsed as T, response };
}

/**
 * A create POSTed with the form's Idempotency-Key for this body: sent again after a lost answer, it meets
 * what the first send made; once answered, the same body is a new create.
 */
export const keyedPost = <T>(keys: IdempotencyKeys, path: string, body: unknown): Promise<{ data: T; response: Response }> =>
  keys.send(JSON.stringify(body), (key) => rawCall<T>('POST', path, body, { 'Idempotency-Key': key }));
