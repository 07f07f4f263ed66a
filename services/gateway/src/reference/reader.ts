import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../sessions/access';
import type { Reader } from './reference-catalog';

/** Who reads the reference: provider employees and platform admins also see what is internal. */
export const readerOf = (request: FastifyRequest): Reader => {
  const session = sessionOf(request)?.session;
  return { privileged: Boolean(session && (session.isAdmin || session.isEmployee)) };
};
