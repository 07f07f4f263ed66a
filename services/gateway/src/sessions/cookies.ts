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

/**
 * A browser's own random name, kept across sessions (sign-out does not clear it), so identity can tell a sign-in from a
 * browser the account used before from one somewhere new. It proves nothing and opens nothing: only its hash leaves
 * the gateway.
 */
export const DEVICE_COOKIE = 'portal_device';
const DEVICE_COOKIE_VALUE = /^[A-Za-z0-9_-]{32}$/;
/** Browsers keep a cookie at most 400 days; each sign-in renews it. */
const DEVICE_COOKIE_SECONDS = 400 * 24 * 3600;

export const deviceCookieOf = (request: Pick<FastifyRequest, 'headers'>): string | undefined => {
  const value = readCookie(request, DEVICE_COOKIE);
  return value && DEVICE_COOKIE_VALUE.test(value) ? value : undefined;
};

export const setDeviceCookie = (reply: FastifyReply, value: string, secure: boolean): void => {
  const attributes = [`${DEVICE_COOKIE}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${DEVICE_COOKIE_SECONDS}`];
  if (secure) attributes.push('Secure');
  void reply.header('set-cookie', attributes.join('; '));
};
