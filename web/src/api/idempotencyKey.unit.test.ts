import { idempotencyKeys, newIdempotencyKey } from './idempotencyKey';

describe('idempotency keys of a form', () => {
  it('keeps the key while the request is the same and makes a new one when it changes', () => {
    const keyFor = idempotencyKeys();
    const first = keyFor('App A');
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(keyFor('App A')).toBe(first);
    const second = keyFor('App B');
    expect(second).not.toBe(first);
    expect(keyFor('App A')).not.toBe(first);
  });

  it('makes distinct keys, and another form has its own', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    expect(idempotencyKeys()('App A')).not.toBe(idempotencyKeys()('App A'));
  });
});
