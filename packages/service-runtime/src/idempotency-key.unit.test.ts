import { toHttpError } from './exception.filter';
import { forwardedIdempotencyKey, idempotentId, MalformedIdempotencyKeyError, parseIdempotencyKey } from './idempotency-key';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('Idempotency-Key', () => {
  it('reads a key, trimmed; absent or blank is no key', () => {
    expect(parseIdempotencyKey(' 8e0f2c1a-key ')).toBe('8e0f2c1a-key');
    expect(parseIdempotencyKey(undefined)).toBeUndefined();
    expect(parseIdempotencyKey('  ')).toBeUndefined();
    expect(forwardedIdempotencyKey(undefined)).toEqual({});
    expect(forwardedIdempotencyKey('k1')).toEqual({ 'idempotency-key': 'k1' });
  });

  it.each([['has space'], ['é'], ['x'.repeat(256)], [['a', 'b']]])('refuses %j as a 400 naming the rule', (header) => {
    expect(() => parseIdempotencyKey(header)).toThrow(MalformedIdempotencyKeyError);
    try {
      parseIdempotencyKey(header);
    } catch (error) {
      expect(toHttpError(error).status).toBe(400);
      expect(toHttpError(error).body.message).toMatch(/^Idempotency-Key must be 1 to 255 visible ASCII characters/);
    }
  });

  it('gives the same person repeating the same create the same id, anyone else another', () => {
    const first = idempotentId('developer_apps', 'dev-1', 'k1');
    expect(first).toMatch(UUID);
    expect(idempotentId('developer_apps', 'dev-1', 'k1')).toBe(first);
    expect(idempotentId('developer_apps', 'dev-2', 'k1')).not.toBe(first);
    expect(idempotentId('developer_apps', 'dev-1', 'k2')).not.toBe(first);
    expect(idempotentId('sandboxes', 'dev-1', 'k1')).not.toBe(first);
  });

  it('gives a fresh random id without a key', () => {
    expect(idempotentId('developer_apps', 'dev-1', undefined)).not.toBe(idempotentId('developer_apps', 'dev-1', undefined));
  });
});
