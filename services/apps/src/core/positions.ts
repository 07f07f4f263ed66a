import { positionToken } from '@portal/eventsourcing';
import type { FastifyReply } from 'fastify';

export const SOURCE = 'apps';

/**
 * `x-portal-position` carries the last position; a command that wrote to two streams (app and
 * sandbox, on two topics) lists all of them in `x-portal-positions` so the gateway waits for each.
 */
export const setPositions = (reply: FastifyReply, positions: readonly number[]): void => {
  const real = positions.filter((p) => p > 0);
  if (real.length === 0) return;
  void reply.header('x-portal-position', positionToken(SOURCE, Math.max(...real)));
  void reply.header('x-portal-positions', real.map((p) => positionToken(SOURCE, p)).join(','));
};
