import type { DomainError, ErrorCode, ErrorReason, FieldErrors } from '@portal/decider';

export interface ErrorBody {
  message: string;
  errors: string[];
  fields?: FieldErrors;
  /**
   * On a 503 whose change was saved but cannot be shown yet (`saved_not_shown`): the client must not send it
   * again. On a 401/403 refused before anything ran (`session_required`, `csrf_invalid`): it may, once fixed.
   */
  code?: typeof SAVED_NOT_SHOWN | ErrorReason;
}

export const SAVED_NOT_SHOWN = 'saved_not_shown';

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  validation_failed: 422,
  not_found: 404,
  forbidden: 403,
  unauthenticated: 401,
  conflict: 409,
  version_conflict: 409,
  precondition_failed: 412,
  throttled: 429,
};

export const errorBody = (message: string, errors: string[] = [message], fields?: FieldErrors): ErrorBody =>
  fields ? { message, errors, fields } : { message, errors };

export const domainErrorResponse = (error: DomainError): { status: number; body: ErrorBody } => {
  const body = errorBody(error.message, error.details.errors ?? [error.message], error.details.fields);
  return { status: STATUS_BY_CODE[error.code], body: error.details.reason ? { ...body, code: error.details.reason } : body };
};

/** Turns an upstream service's error answer back into the same typed error at the gateway. */
export const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  412: 'precondition_failed',
  422: 'validation_failed',
  429: 'throttled',
};
