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

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: { fields?: FieldErrors; errors?: string[]; retryAfterSeconds?: number } = {},
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
