import { SetMetadata } from '@nestjs/common';
import type { Actor } from '@portal/service-runtime';
import type { FastifyRequest } from 'fastify';
import type { Session } from './session';

export type AccessLevel = 'public' | 'signed-in' | 'admin';
export const ACCESS_KEY = 'portal:access';

/** Who may call a route; routes without it need a session, and `/api/v1/admin/` always needs an admin. */
export const Access = (level: AccessLevel) => SetMetadata(ACCESS_KEY, level);

export interface RequestSession {
  sessionId: string;
  session: Session;
}

const SESSIONS = new WeakMap<FastifyRequest, RequestSession | null>();

export const attachSession = (request: FastifyRequest, value: RequestSession | null): void => {
  SESSIONS.set(request, value);
};

export const sessionOf = (request: FastifyRequest): RequestSession | null => SESSIONS.get(request) ?? null;

export const actorOf = (session: Session): Actor => ({ id: session.userId, isAdmin: session.isAdmin, isEmployee: session.isEmployee });
