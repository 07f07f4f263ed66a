import { ApiError } from '../api/apiError';
import { MAX_RETRY_DELAY_MS, SLOW_FAILURE_MS, retryDelay, shouldRetry } from './queryClient';

describe('query retries', () => {
  it('never retries a 4xx and retries anything else twice', () => {
    expect(shouldRetry(0, new ApiError(404, 'Not found'))).toBe(false);
    expect(shouldRetry(0, new ApiError(503, 'Down'))).toBe(true);
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'Down'))).toBe(false);
  });

  it('does not retry a failure that took as long as a timeout: the reader has waited enough', () => {
    expect(shouldRetry(0, new ApiError(503, 'Down', [], {}, 5, SLOW_FAILURE_MS))).toBe(false);
    expect(shouldRetry(0, new ApiError(503, 'Down', [], {}, 5, SLOW_FAILURE_MS - 1))).toBe(true);
  });

  it('waits as long as Retry-After asks, up to a bound', () => {
    expect(retryDelay(0, new ApiError(503, 'Down', [], {}, 5))).toBe(5000);
    expect(retryDelay(0, new ApiError(503, 'Down', [], {}, 0))).toBe(0);
    expect(retryDelay(1, new ApiError(503, 'Down', [], {}, 3600))).toBe(MAX_RETRY_DELAY_MS);
  });

  it('backs off 1 s, 2 s, 4 s without one', () => {
    expect([0, 1, 2].map((n) => retryDelay(n, new ApiError(502, 'Bad gateway')))).toEqual([1000, 2000, 4000]);
    expect(retryDelay(10, new TypeError('Failed to fetch'))).toBe(MAX_RETRY_DELAY_MS);
  });
});
