import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { isDomainError } from '@portal/decider';
import { isInfrastructureOutage } from '@portal/eventsourcing';
import type { FastifyReply } from 'fastify';
import { throwError } from 'rxjs';
import { domainErrorResponse, errorBody, SAVED_NOT_SHOWN, type ErrorBody } from './http-errors';
import { ServiceUnavailableError } from './internal-client';
import type { PortalLogger } from './logger';

/**
 * The only place where typed errors become HTTP answers. Anything unexpected is logged with its
 * stack and answered with a generic 500 body that leaks nothing.
 */
@Catch()
export class AllErrorsFilter implements ExceptionFilter {
  constructor(private readonly logger: PortalLogger) {}

  catch(exception: unknown, host: ArgumentsHost): unknown {
    // Message handlers must see their failures, so the Kafka transport can retry and dead-letter.
    if (host.getType() !== 'http') return throwError(() => exception);
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, body } = toHttpError(exception);
    const retryAfter = retryAfterFor(exception, status);
    if (retryAfter) void reply.header('retry-after', String(retryAfter));
    if (status >= 500) this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    void reply.status(status).send(body);
    return undefined;
  }
}

export const toHttpError = (exception: unknown): { status: number; body: ErrorBody } => {
  if (isDomainError(exception)) return domainErrorResponse(exception);
  if (exception instanceof ServiceUnavailableError) {
    const body = errorBody(exception.message);
    return { status: 503, body: exception.afterCommit ? { ...body, code: SAVED_NOT_SHOWN } : body };
  }
  if (isInfrastructureOutage(exception)) {
    return { status: 503, body: errorBody('A service the portal depends on is unavailable right now. Please try again shortly.') };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'object' && response !== null && 'errors' in response && 'message' in response) {
      return { status, body: response as ErrorBody };
    }
    return { status, body: errorBody(messageForStatus(status, exception.message)) };
  }
  const statusCode = (exception as { statusCode?: number }).statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return { status: statusCode, body: errorBody(messageForStatus(statusCode, (exception as Error).message)) };
  }
  return { status: 500, body: errorBody('Something went wrong on our side. It has been logged.') };
};

/**
 * Seconds a client should wait before trying again. Every 503 carries one (docs/reliability.md,
 * "Chaos suite"): a dependency outage is temporary, and clients and proxies back off on it.
 */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

const retryAfterFor = (exception: unknown, status: number): number | undefined => {
  const given = isDomainError(exception)
    ? exception.details.retryAfterSeconds
    : exception instanceof ServiceUnavailableError
      ? exception.retryAfterSeconds
      : undefined;
  return given ?? (status === 503 ? OUTAGE_RETRY_AFTER_SECONDS : undefined);
};

const messageForStatus = (status: number, fallback: string): string => {
  if (status === 404) return 'Not found';
  if (status === 413) return 'The request is too large';
  if (status === 415) return 'Unsupported content type';
  if (status === 400) return fallback.includes('JSON') ? 'The request body is not valid JSON' : fallback;
  return fallback;
};
