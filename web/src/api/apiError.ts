/** Error bodies from the gateway look like `{message, errors[], fields?}` (components.schemas.Error). */

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly errors: string[] = [],
    readonly fields: Record<string, string[]> = {},
    /** Seconds from a Retry-After header (429, 503), when present. */
    readonly retryAfter?: number,
    /** How long the request took to fail, when measured: a slow failure is not retried on its own. */
    readonly waitedMs?: number,
    /** The body's machine-readable `code` (`saved_not_shown`: saved, do not send again). */
    readonly code?: string,
  ) {
    super(message);
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function fieldMap(value: unknown): Record<string, string[]> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(value as Record<string, unknown>)) {
    const list = typeof messages === 'string' ? [messages] : stringList(messages);
    if (list.length > 0) out[key] = list;
  }
  return out;
}

export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** Builds an ApiError from whatever the server answered (JSON object, text or nothing). */
export function toApiError(status: number, body: unknown, retryAfterHeader?: string | null, waitedMs?: number): ApiError {
  let message = '';
  let errors: string[] = [];
  let fields: Record<string, string[]> = {};
  let code: string | undefined;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const record = body as Record<string, unknown>;
    if (typeof record.code === 'string') code = record.code;
    if (typeof record.message === 'string') message = record.message;
    errors = stringList(record.errors);
    fields = fieldMap(record.fields);
  } else if (typeof body === 'string' && body.trim() !== '' && body.length < 500 && !body.trimStart().startsWith('<')) {
    message = body.trim();
  }
  if (!message) message = errors[0] ?? defaultMessage(status);
  return new ApiError(status, message, errors, fields, parseRetryAfter(retryAfterHeader), waitedMs, code);
}

/** A call that got no answer at all: the connection failed or dropped (with an Idempotency-Key, sending again is safe). */
export const NETWORK_ERROR = 'Network error: the portal could not be reached. Check your connection and try again.';

export function defaultMessage(status: number): string {
  if (status === 0) return NETWORK_ERROR;
  if (status === 401) return 'Please sign in.';
  if (status === 403) return 'You are not allowed to do this.';
  if (status === 404) return 'Not found';
  if (status === 429) return 'Too many requests';
  if (status >= 500) return 'Server error';
  return 'Request failed';
}

/** The change was saved but its answer cannot show it yet (a 503 with `code: saved_not_shown`): never send it again. */
export const savedButNotShown = (error: unknown): boolean => isApiError(error) && error.code === 'saved_not_shown';

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * What a page's address names does not exist: a 404, or a 422 about its ids alone (an address edited by hand,
 * `…/not-a-uuid`, fails the API contract before any look-up). The page says "not found", with nothing to retry.
 */
export const namesNothing = (error: unknown): boolean => {
  if (!isApiError(error)) return false;
  if (error.status === 404) return true;
  const fields = Object.keys(error.fields);
  return error.status === 422 && fields.length > 0 && fields.every((field) => field === 'id' || /(_id|Id)$/.test(field));
};

/** The HTTP status an error carries (the api client's, or a caller's own error class with a `status`). */
export const statusOf = (error: unknown): number | undefined => {
  if (isApiError(error)) return error.status;
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? status : undefined;
};

/**
 * Runs a removal (a DELETE) and takes its 404 as done: gone is what it asked for, whether this send removed it or an
 * earlier one whose answer was lost (the reader's natural retry), or someone else did meanwhile. For removals only;
 * anywhere else a 404 means what it says.
 */
export async function removal(call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (error) {
    if (statusOf(error) !== 404) throw error;
  }
}
