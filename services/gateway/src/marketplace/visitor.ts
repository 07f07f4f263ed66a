import { createHmac } from 'node:crypto';
import { NOT_A_VISIT, VISITOR_HEADER } from '@portal/service-runtime';
import type { FastifyRequest } from 'fastify';

/** Crawlers and link unfurlers load listings all day; none of them is a customer looking at an app. */
const AUTOMATED_AGENT = /bot\b|bot\/|crawler|spider|slurp|facebookexternalhit|embedly|preview/i;

const isPrefetch = (request: FastifyRequest): boolean =>
  [request.headers['sec-purpose'], request.headers['purpose'], request.headers['x-moz']].some(
    (value) => typeof value === 'string' && /prefetch|prerender/i.test(value),
  );

/**
 * The marketplace counts one visit per visitor, listing and day. A signed-in visitor is known by their id; anyone
 * else by a keyed hash of address and browser: stable for the day's reloads, and no address is stored or sent on.
 */
export function visitorHeaders(request: FastifyRequest, secret: string): Record<string, string> {
  const agent = String(request.headers['user-agent'] ?? '');
  if (AUTOMATED_AGENT.test(agent) || isPrefetch(request)) return { [VISITOR_HEADER]: NOT_A_VISIT };
  const key = createHmac('sha256', secret).update(`listing-visitor\n${request.ip}\n${agent}`).digest('hex').slice(0, 32);
  return { [VISITOR_HEADER]: key };
}
