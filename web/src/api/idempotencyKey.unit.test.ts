import { ApiError, NETWORK_ERROR } from './apiError';
import { idempotencyKeys, newIdempotencyKey } from './idempotencyKey';

describe('idempotency keys of a form', () => {
  it('keeps a key per request, so going back to a request whose answer was lost repeats it', () => {
    const keyFor = idempotencyKeys();
    const first = keyFor('App A');
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(keyFor('App A')).toBe(first);
    const second = keyFor('App B');
    expect(second).not.toBe(first);
    expect(keyFor('App A')).toBe(first);
  });

  it('forgets a key once the server answered for sure, and keeps it after a lost answer', () => {
    const keyFor = idempotencyKeys();
    const lost = keyFor('logo.png');
    keyFor.answered('logo.png', new ApiError(0, NETWORK_ERROR));
    keyFor.answered('logo.png', new ApiError(503, 'Unavailable'));
    expect(keyFor('logo.png')).toBe(lost);
    keyFor.answered('logo.png');
    const next = keyFor('logo.png');
    expect(next).not.toBe(lost);
    keyFor.answered('logo.png', new ApiError(422, 'Invalid file type'));
    expect(keyFor('logo.png')).not.toBe(next);
  });

  it('remembers a bounded number of requests', () => {
    const keyFor = idempotencyKeys();
    const oldest = keyFor('file 0');
    for (let i = 1; i <= 32; i += 1) keyFor(`file ${i}`);
    expect(keyFor('file 0')).not.toBe(oldest);
  });

  it('makes distinct keys, and another form has its own', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    expect(idempotencyKeys()('App A')).not.toBe(idempotencyKeys()('App A'));
  });
});
