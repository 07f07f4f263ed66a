/**
 * Typed errors with stable codes. Only the transport edge maps a code to an HTTP status, so the
 * same error means the same thing whether it surfaces over HTTP, Kafka or a CLI.
 */
export type ErrorCode =
  | 'validation_failed'
  | 'not_found'
  | 'forbidden'
  | 'unauthenticated'
  | 'conflict'
  | 'version_conflict'
  | 'precondition_failed'
  | 'throttled';

export type FieldErrors = Record<string, string[]>;

/**
 * Reasons a client can act on without reading the message: the session is gone (sign in again, then
 * send the same request), or the CSRF token is stale (the tab missed a new sign-in: fetch the
 * session's token and send it again). Both are refused before anything ran.
 */
export type ErrorReason = 'session_required' | 'csrf_invalid';

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: {
      fields?: FieldErrors;
      errors?: string[];
      retryAfterSeconds?: number;
      /** A machine-readable reason a client acts on (its answer's `code`), beyond what the status says. */
      reason?: ErrorReason;
    } = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  constructor(fields: FieldErrors, message = 'Validation failed') {
    const errors = Object.values(fields).flat();
    super('validation_failed', message, { fields, errors });
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super('not_found', message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'You are not allowed to do that') {
    super('forbidden', message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super('conflict', message);
  }
}

export class VersionConflictError extends DomainError {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number | 'no_stream',
    readonly actualVersion: number,
  ) {
    super(
      'version_conflict',
      `The resource was changed by someone else (expected version ${String(expectedVersion)}, found ${actualVersion}). Reload and try again.`,
    );
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;
