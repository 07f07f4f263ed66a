import type { ArgumentsHost } from '@nestjs/common';
import { DomainError } from '@portal/decider';
import { AllErrorsFilter, OUTAGE_RETRY_AFTER_SECONDS } from './exception.filter';
import { ServiceUnavailableError } from './internal-client';
import type { PortalLogger } from './logger';

/** What the filter answers for `exception`: status, Retry-After and body. */
const answer = (exception: unknown) => {
  const reply = { headers: {} as Record<string, string>, statusCode: 0, body: undefined as unknown };
  const fastifyReply = {
    header: (name: string, value: string) => ((reply.headers[name] = value), fastifyReply),
    status: (code: number) => ((reply.statusCode = code), fastifyReply),
    send: (body: unknown) => ((reply.body = body), fastifyReply),
  };
  const host = { getType: () => 'http', switchToHttp: () => ({ getResponse: () => fastifyReply }) } as unknown as ArgumentsHost;
  const logger = { error: () => undefined } as unknown as PortalLogger;
  new AllErrorsFilter(logger).catch(exception, host);
  return { status: reply.statusCode, retryAfter: reply.headers['retry-after'], body: reply.body };
};

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('AllErrorsFilter: a dependency outage is a 503 with Retry-After, never a 500', () => {
  it.each([
    ['PostgreSQL shutting down', pgError('57P01', 'terminating connection due to administrator command')],
    ['PostgreSQL away', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:55432')],
    ['node-postgres losing its socket', new Error('Connection terminated unexpectedly')],
    [
      'Redis away (ioredis retries used up)',
      Object.assign(new Error('Reached the max retries per request limit'), { name: 'MaxRetriesPerRequestError' }),
    ],
    ['Redis away (connection closed)', new Error('Connection is closed.')],
    [
      'FerretDB with PostgreSQL shutting down',
      Object.assign(new Error('[msg_find.go:344] FATAL: terminating connection due to administrator command (SQLSTATE 57P01)'), {
        name: 'MongoServerError',
      }),
    ],
    ['a fetch that could not connect', new TypeError('fetch failed', { cause: pgError('ECONNREFUSED', 'connect ECONNREFUSED') })],
    ['an unreachable service', new ServiceUnavailableError('projection', new Error('fetch failed'))],
  ])('%s', (_what, exception) => {
    const { status, retryAfter, body } = answer(exception);
    expect(status).toBe(503);
    expect(retryAfter).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
    expect(body).toEqual({ message: expect.any(String), errors: [expect.any(String)] });
  });

  it('marks a change that was saved but cannot be shown yet, so a client does not send it again', () => {
    const { status, body } = answer(new ServiceUnavailableError('projection', new Error('not found after the write'), undefined, true));
    expect(status).toBe(503);
    expect(body).toMatchObject({ code: 'saved_not_shown', message: expect.stringMatching(/^Your change was saved/) });
  });

  it("keeps an upstream's own Retry-After", () => {
    expect(answer(new ServiceUnavailableError('metrics', new Error('status 503'), 12)).retryAfter).toBe('12');
  });

  it('leaves other answers alone: a throttle keeps its own, a bug is a 500 without one', () => {
    expect(answer(new DomainError('throttled', 'Slow down', { retryAfterSeconds: 30 }))).toMatchObject({ status: 429, retryAfter: '30' });
    expect(answer(new Error('a bug'))).toMatchObject({ status: 500, retryAfter: undefined });
  });
});
