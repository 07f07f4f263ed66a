import { positionToken } from '@portal/eventsourcing';
import type { FastifyReply } from 'fastify';
import { etagFor } from './etag';

/** Where the command left the stream: the position for read-your-writes, the version as ETag. */
export const replyWith = (reply: FastifyReply, source: string, result: { lastPosition: number; version?: number }): void => {
  if (result.lastPosition > 0) void reply.header('x-portal-position', positionToken(source, result.lastPosition));
  if (result.version !== undefined) void reply.header('etag', etagFor(result.version));
};
