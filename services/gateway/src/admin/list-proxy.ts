import type { Actor, InternalClient } from '@portal/service-runtime';
import { PAGING_HEADERS } from '@portal/list-query';
import type { FastifyReply } from 'fastify';

type Query = Record<string, string | string[]>;

/**
 * Answers an admin list from the projection: the contract has already checked the query, the
 * projection's list kit pages it; the paging headers (`total`, `per-page`) pass through. A list
 * whose rows depend on who asks (an account's own log) names the `actor`.
 */
export const proxyList = async <T>(
  projection: InternalClient,
  path: string,
  query: Query,
  reply: FastifyReply,
  actor?: Actor,
): Promise<T[]> => {
  const result = await projection.call<T[]>(path, { query, actor });
  for (const header of PAGING_HEADERS) {
    const value = result.headers.get(header);
    if (value !== null) void reply.header(header, value);
  }
  return result.body;
};
