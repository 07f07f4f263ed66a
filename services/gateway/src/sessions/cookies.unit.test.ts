import type { FastifyReply } from 'fastify';
import { clearSessionCookie, deviceCookieOf, setDeviceCookie, setSessionCookie } from './cookies';

const recorded = () => {
  const headers: Record<string, string> = {};
  const reply = { header: (name: string, value: string) => ((headers[name] = value), reply) } as unknown as FastifyReply;
  return { reply, headers };
};

describe('session cookie flags', () => {
  it('is HttpOnly and SameSite=Lax everywhere, and Secure when served over https (production)', () => {
    const local = recorded();
    setSessionCookie(local.reply, 'sid', 60, false);
    expect(local.headers['set-cookie']).toBe('portal_session=sid; Path=/; HttpOnly; SameSite=Lax; Max-Age=60');
    const production = recorded();
    setSessionCookie(production.reply, 'sid', 60, true);
    expect(production.headers['set-cookie']).toBe('portal_session=sid; Path=/; HttpOnly; SameSite=Lax; Max-Age=60; Secure');
    const signedOut = recorded();
    clearSessionCookie(signedOut.reply, true);
    expect(signedOut.headers['set-cookie']).toBe('portal_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure');
  });
});

describe('device cookie', () => {
  const value = 'A'.repeat(16) + '_-'.repeat(8);

  it('lasts the 400 days browsers allow, HttpOnly, SameSite=Lax, Secure in production', () => {
    const production = recorded();
    setDeviceCookie(production.reply, value, true);
    expect(production.headers['set-cookie']).toBe(`portal_device=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=34560000; Secure`);
  });

  it('is read only in the shape the gateway makes, so a hand-made one is replaced', () => {
    expect(deviceCookieOf({ headers: { cookie: `portal_session=s; portal_device=${value}` } })).toBe(value);
    expect(deviceCookieOf({ headers: { cookie: 'portal_device=short' } })).toBeUndefined();
    expect(deviceCookieOf({ headers: { cookie: `portal_device=${value.slice(1)}%3C` } })).toBeUndefined();
    expect(deviceCookieOf({ headers: {} })).toBeUndefined();
  });
});
