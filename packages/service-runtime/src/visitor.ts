import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/**
 * How the gateway tells the marketplace who is looking at a listing when nobody is signed in: a key derived from the
 * address and browser that names no one (the gateway's keyed hash), so a reload is not a second visit.
 */
export const VISITOR_HEADER = 'x-portal-visitor';
/** The header's value for a view that is no visit at all (a crawler, a link preview, a prefetch). */
export const NOT_A_VISIT = 'none';

/** The anonymous visitor's key, `NOT_A_VISIT`, or null when the caller sent none (an internal call). */
export const VisitorKey = createParamDecorator((_: unknown, ctx: ExecutionContext): string | null => {
  const value = ctx.switchToHttp().getRequest<FastifyRequest>().headers[VISITOR_HEADER];
  return typeof value === 'string' && /^[0-9a-z-]{1,64}$/.test(value) ? value : null;
});
