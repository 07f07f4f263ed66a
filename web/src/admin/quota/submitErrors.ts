import { t } from './i18n';

/** Every bucket call is aborted after this long (spec 1 §8 "Request timeout"). */
export const REQUEST_TIMEOUT_MS = 15_000;

/** A non-2xx answer of a bucket server, with the body as the gateway sent it. */
export class QuotaHttpError extends Error {
  override readonly name = 'QuotaHttpError';

  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(serverMessage(body) ?? `HTTP ${status}`);
  }
}

/** The server's own message: `body.message`, or a short plain-text body; else undefined. */
export function serverMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const message = (body as Record<string, unknown>).message;
    if (typeof message === 'string' && message.trim() !== '') return message.trim();
    return undefined;
  }
  if (typeof body === 'string') {
    const text = body.trim();
    if (text !== '' && text.length < 500 && !text.startsWith('<')) return text;
  }
  return undefined;
}

const hasName = (error: unknown, name: string) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === name;

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}

/** The body of a QuotaHttpError, or what an ApiError-like error kept of it (its message). */
function bodyOf(error: unknown): unknown {
  if (error instanceof QuotaHttpError) return error.body;
  if (typeof error === 'object' && error !== null && 'body' in error) return (error as { body?: unknown }).body;
  return undefined;
}

/**
 * The message of a failed bucket call, per environment (spec 1 §8 "Bulk bucket submit"): 404 → Server
 * not configured or not found; 422 → the server message or Validation error; 5xx → Server error;
 * timeout → Request timeout; network failure (fetch throws a TypeError) → Network error; otherwise
 * the server message, the error message, or Unknown error.
 */
export function submitErrorMessage(error: unknown): string {
  if (hasName(error, 'TimeoutError')) return t('quota.error.timeout');
  if (error instanceof TypeError) return t('quota.error.network');
  const status = statusOf(error);
  const message = serverMessage(bodyOf(error));
  if (status === 404) return t('quota.error.notFound');
  if (status === 422) return message ?? t('quota.error.validation');
  if (status !== undefined && status >= 500) return t('quota.error.server');
  if (status === 0) return t('quota.error.network');
  if (message) return message;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return t('quota.error.unknown');
}
