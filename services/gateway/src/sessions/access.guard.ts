import { timingSafeEqual } from 'node:crypto';
import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError } from '@portal/decider';
import type { FastifyRequest } from 'fastify';
import { ACCESS_KEY, attachSession, type AccessLevel } from './access';
import { readCookie } from './cookies';
import { SESSION_COOKIE } from './session';
import { SessionStore } from './session.store';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_HEADER = 'x-csrf-token';

/**
 * Sessions, CSRF and roles for every /api/v1 route: 401 without a session where one is needed,
 * 403 for a cookie-authenticated change without the session's CSRF token, 403 for non-admins
 * anywhere under /api/v1/admin/.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionStore,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const declared = this.reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    const level: AccessLevel = request.url.startsWith('/api/v1/admin/') ? 'admin' : (declared ?? 'signed-in');
    const sessionId = readCookie(request, SESSION_COOKIE);
    const session = sessionId ? await this.sessions.load(sessionId) : null;
    const csrfHolds = !UNSAFE.has(request.method) || (session !== null && sameToken(request.headers[CSRF_HEADER], session.csrfToken));
    if (level === 'public') {
      // A public change without the token is served as anonymous: the cookie alone never acts for the user.
      attachSession(request, session && sessionId && csrfHolds ? { sessionId, session } : null);
      return true;
    }
    attachSession(request, session && sessionId ? { sessionId, session } : null);
    if (session && !csrfHolds) {
      throw new DomainError('forbidden', 'Missing or invalid CSRF token. Reload the page and try again.', { reason: 'csrf_invalid' });
    }
    if (!session) throw new DomainError('unauthenticated', 'Please sign in to continue.', { reason: 'session_required' });
    if (level === 'admin' && !session.isAdmin) throw new DomainError('forbidden', 'You are not allowed to view this page.');
    return true;
  }
}

const sameToken = (given: string | string[] | undefined, expected: string): boolean => {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};
