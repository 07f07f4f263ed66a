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

  it('reads the status of any error that carries one (the bucket tool’s own), and keeps the key after a timeout', async () => {
    const keyFor = idempotencyKeys();
    const timeout = Object.assign(new Error('The operation timed out.'), { name: 'TimeoutError' });
    await expect(keyFor.send('bucket', () => Promise.reject(timeout))).rejects.toBe(timeout);
    const kept = keyFor('bucket');
    await expect(keyFor.send('bucket', () => Promise.reject(Object.assign(new Error('Server error'), { status: 502 })))).rejects.toThrow();
    expect(keyFor('bucket')).toBe(kept);
    const refused = Object.assign(new Error('already exists'), { status: 422 });
    await expect(keyFor.send('bucket', () => Promise.reject(refused))).rejects.toBe(refused);
    expect(keyFor('bucket')).not.toBe(kept);
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
