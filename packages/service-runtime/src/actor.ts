import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { DomainError } from '@portal/decider';
import type { FastifyRequest } from 'fastify';
import type { CommandContext } from '@portal/eventsourcing';

/** Who is calling, as established by the gateway's session and forwarded on internal calls. */
export interface Actor {
  id: string;
  isAdmin: boolean;
  isEmployee: boolean;
}

export const ACTOR_HEADERS = { id: 'x-actor-id', roles: 'x-actor-roles', token: 'x-internal-token' } as const;

export const actorFromHeaders = (headers: FastifyRequest['headers']): Actor | null => {
  const id = headers[ACTOR_HEADERS.id];
  if (typeof id !== 'string' || id === '') return null;
  const roles = String(headers[ACTOR_HEADERS.roles] ?? '').split(',');
  return { id, isAdmin: roles.includes('admin'), isEmployee: roles.includes('employee') };
};

export const rolesHeader = (actor: Pick<Actor, 'isAdmin' | 'isEmployee'>): string =>
  [actor.isAdmin ? 'admin' : '', actor.isEmployee ? 'employee' : ''].filter(Boolean).join(',');

/** The calling actor or null for anonymous calls. */
export const CurrentActor = createParamDecorator((_: unknown, ctx: ExecutionContext): Actor | null =>
  actorFromHeaders(ctx.switchToHttp().getRequest<FastifyRequest>().headers),
);

/** The calling actor; anonymous calls are refused. */
export const SignedInActor = createParamDecorator((_: unknown, ctx: ExecutionContext): Actor => {
  const actor = actorFromHeaders(ctx.switchToHttp().getRequest<FastifyRequest>().headers);
  if (!actor) throw new DomainError('unauthenticated', 'Please sign in');
  return actor;
});

/** Correlation for the events a request appends: the request id ties them to the log lines. */
export const CommandCtx = createParamDecorator((_: unknown, ctx: ExecutionContext): CommandContext => {
  const request = ctx.switchToHttp().getRequest<FastifyRequest>();
  const correlation = request.headers['x-correlation-id'];
  return {
    correlationId: typeof correlation === 'string' && correlation ? correlation : request.id,
    causationId: null,
    actorId: actorFromHeaders(request.headers)?.id ?? null,
  };
});
