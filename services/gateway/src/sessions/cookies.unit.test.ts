import type { FastifyReply } from 'fastify';
import { clearSessionCookie, setSessionCookie } from './cookies';

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
