import { ApiError, namesNothing, parseRetryAfter, removal, savedButNotShown, toApiError } from './apiError';

describe('toApiError', () => {
  it('parses the error body', () => {
    const error = toApiError(422, {
      message: 'Validation failed',
      errors: ['Email has already been taken'],
      fields: { email: ['has already been taken'], firstName: 'is too long' },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.message).toBe('Validation failed');
    expect(error.errors).toEqual(['Email has already been taken']);
    expect(error.fields).toEqual({ email: ['has already been taken'], firstName: ['is too long'] });
    expect(error.isClientError).toBe(true);
  });

  it('falls back for empty or non-JSON bodies', () => {
    expect(toApiError(500, undefined).message).toBe('Server error');
    expect(toApiError(502, '<html>bad gateway</html>').message).toBe('Server error');
    expect(toApiError(400, 'plain text').message).toBe('plain text');
    expect(toApiError(409, { errors: ['Already confirmed'] }).message).toBe('Already confirmed');
    expect(toApiError(500, {}).isClientError).toBe(false);
    expect(toApiError(0, undefined).message).toBe('Network error: the portal could not be reached. Check your connection and try again.');
  });

  it('reads Retry-After', () => {
    expect(toApiError(429, { message: 'Slow down', errors: [] }, '30').retryAfter).toBe(30);
  });
});

describe('parseRetryAfter', () => {
  it('accepts seconds and HTTP dates', () => {
    expect(parseRetryAfter('12')).toBe(12);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:45 GMT', now)).toBe(45);
  });
});

describe('savedButNotShown', () => {
  it('is the 503 whose change was saved, by its code, not its wording', () => {
    expect(savedButNotShown(toApiError(503, { message: 'Your change was saved…', errors: [], code: 'saved_not_shown' }))).toBe(true);
    expect(savedButNotShown(toApiError(503, { message: 'Developer apps are unavailable right now.', errors: [] }))).toBe(false);
    expect(savedButNotShown(new Error('saved_not_shown'))).toBe(false);
  });
});

describe('removal', () => {
  it('takes a 404 as done and gives every other failure', async () => {
    await expect(removal(() => Promise.reject(toApiError(404, { message: 'No such app', errors: [] })))).resolves.toBeUndefined();
    await expect(removal(() => Promise.resolve())).resolves.toBeUndefined();
    await expect(removal(() => Promise.reject(toApiError(403, { message: 'No', errors: [] })))).rejects.toThrow('No');
    await expect(removal(() => Promise.reject(toApiError(0, null)))).rejects.toThrow(/could not be reached/);
    await expect(removal(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });
});

describe('namesNothing', () => {
  it('takes a 404, and a 422 about the address ids alone, as an address that names nothing', () => {
    expect(namesNothing(new ApiError(404, 'No such developer'))).toBe(true);
    expect(namesNothing(new ApiError(422, 'contract', [], { id: ['id must match format "uuid"'] }))).toBe(true);
    expect(namesNothing(new ApiError(422, 'contract', [], { developer_app_id: ['must match format "uuid"'] }))).toBe(true);
  });

  it('leaves every other failure to say what it says', () => {
    expect(namesNothing(new ApiError(422, 'invalid', [], { id: ['x'], name: ['y'] }))).toBe(false);
    expect(namesNothing(new ApiError(422, 'invalid'))).toBe(false);
    expect(namesNothing(new ApiError(500, 'Server error'))).toBe(false);
    expect(namesNothing(new Error('boom'))).toBe(false);
  });
});
