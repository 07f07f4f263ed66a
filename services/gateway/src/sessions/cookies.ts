import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './session';

/** The request may be Fastify's or the bare Node one (the edge's answers look before the framework). */
export const readCookie = (request: Pick<FastifyRequest, 'headers'>, name: string): string | undefined => {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodedOrNothing(value.join('='));
  }
  return undefined;
};

/** A value that is not valid percent-encoding (`portal_session=%`) is no session at all, never a 500. */
const decodedOrNothing = (raw: string): string | undefined => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
};

export const setSessionCookie = (reply: FastifyReply, sessionId: string, maxAgeSeconds: number, secure: boolean): void => {
  const attributes = [`${SESSION_COOKIE}=${sessionId}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`];
  if (secure) attributes.push('Secure');
  void reply.header('set-cookie', attributes.join('; '));
};

export const clearSessionCookie = (reply: FastifyReply, secure: boolean): void => {
  const attributes = [`${SESSION_COOKIE}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0'];
  if (secure) attributes.push('Secure');
  void reply.header('set-cookie', attributes.join('; '));
};
