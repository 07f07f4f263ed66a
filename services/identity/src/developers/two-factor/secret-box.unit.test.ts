import { open, seal } from './secret-box';

describe('secret box', () => {
  it('opens what it sealed, and nothing sealed with another key or changed', () => {
    const secret = Buffer.from('0123456789abcdefghij');
    const sealed = seal('key-a', secret);
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain(secret.toString('base64'));
    expect(open('key-a', sealed)).toEqual(secret);
    expect(open('key-b', sealed)).toBeNull();
    expect(open('key-a', `${sealed.slice(0, -4)}AAAA`)).toBeNull();
    expect(open('key-a', 'v0:abc')).toBeNull();
  });
});
