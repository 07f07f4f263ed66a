import { ApiError } from '../../api/apiError';
import { QuotaHttpError, REQUEST_TIMEOUT_MS, serverMessage, submitErrorMessage } from './submitErrors';

describe('bucket call errors (spec 1 §8 "Bulk bucket submit")', () => {
  it('404 → Server not configured or not found, whatever the body says', () => {
    expect(submitErrorMessage(new QuotaHttpError(404, { message: 'Not Found' }))).toBe('Server not configured or not found');
    expect(submitErrorMessage(new QuotaHttpError(404, undefined))).toBe('Server not configured or not found');
  });

  it('422 → the server message, else Validation error', () => {
    expect(submitErrorMessage(new QuotaHttpError(422, { message: 'limit must be at most 1000000000', errors: [] }))).toBe(
      'limit must be at most 1000000000',
    );
    expect(submitErrorMessage(new QuotaHttpError(422, {}))).toBe('Validation error');
    expect(submitErrorMessage(new QuotaHttpError(422, { message: '   ' }))).toBe('Validation error');
    expect(submitErrorMessage(new QuotaHttpError(422, null))).toBe('Validation error');
  });

  it('5xx → Server error', () => {
    for (const status of [500, 502, 503, 504]) {
      expect(submitErrorMessage(new QuotaHttpError(status, { message: 'upstream exploded' }))).toBe('Server error');
    }
  });

  it('a timeout (AbortSignal.timeout) → Request timeout', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
    expect(submitErrorMessage(new DOMException('signal timed out', 'TimeoutError'))).toBe('Request timeout');
    const timeout = new Error('timed out');
    timeout.name = 'TimeoutError';
    expect(submitErrorMessage(timeout)).toBe('Request timeout');
  });

  it('a network failure (fetch throws a TypeError) → Network error', () => {
    expect(submitErrorMessage(new TypeError('Failed to fetch'))).toBe('Network error');
    expect(submitErrorMessage(new ApiError(0, 'whatever'))).toBe('Network error');
  });

  it('otherwise the server message, the error message, or Unknown error', () => {
    expect(submitErrorMessage(new QuotaHttpError(409, { message: 'Bucket already exists' }))).toBe('Bucket already exists');
    expect(submitErrorMessage(new QuotaHttpError(412, 'Precondition failed'))).toBe('Precondition failed');
    expect(submitErrorMessage(new QuotaHttpError(403, {}))).toBe('HTTP 403');
    expect(submitErrorMessage(new ApiError(403, 'You are not allowed to do this.'))).toBe('You are not allowed to do this.');
    expect(submitErrorMessage(new Error('boom'))).toBe('boom');
    expect(submitErrorMessage('plain text')).toBe('plain text');
    expect(submitErrorMessage(undefined)).toBe('Unknown error');
    expect(submitErrorMessage({})).toBe('Unknown error');
    expect(submitErrorMessage(new Error(''))).toBe('Unknown error');
  });

  it('reads the server message from a JSON body or a short text body, never from HTML', () => {
    expect(serverMessage({ message: ' Bad bucket ' })).toBe('Bad bucket');
    expect(serverMessage('Bad gateway')).toBe('Bad gateway');
    expect(serverMessage('<html><body>502</body></html>')).toBeUndefined();
    expect(serverMessage(['a'])).toBeUndefined();
    expect(serverMessage({ message: 3 })).toBeUndefined();
  });
});
