import { createHash, randomUUID } from 'node:crypto';
import { ConflictError, isDomainError, ValidationError } from '@portal/decider';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BadRequestError } from './versioned-replies';

/**
 * A create sent again with the same `Idempotency-Key` (IETF httpapi draft) names the same new
 * streams, so a repeat after a lost answer or a timeout finds what the first one made instead of
 * making a second one: the key is spent inside the event store's append, not in a cache beside it.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on the answer to a repeated create (as Stripe does): what it shows was made by the first. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** Visible ASCII, as the draft's examples (UUIDs, random tokens); blank means no key. */
const KEY = /^[!-~]{1,255}$/;

export class MalformedIdempotencyKeyError extends BadRequestError {
  readonly code = 'malformed_idempotency_key';

  constructor(header: string) {
    super(`Idempotency-Key must be 1 to 255 visible ASCII characters, like a UUID (got ${JSON.stringify(header.slice(0, 60))})`);
  }
}

/** The key a request carries: undefined when absent or blank, a 400 when malformed. */
export const parseIdempotencyKey = (header: string | string[] | undefined): string | undefined => {
  if (Array.isArray(header)) throw new MalformedIdempotencyKeyError(header.join(', '));
  const value = header?.trim() ?? '';
  if (value === '') return undefined;
  if (!KEY.test(value)) throw new MalformedIdempotencyKeyError(value);
  return value;
};

/** The request's key in the service that owns the create: parsed, undefined without one, a 400 when malformed. */
export const IdempotencyKey = createParamDecorator((_: unknown, ctx: ExecutionContext): string | undefined =>
  parseIdempotencyKey(ctx.switchToHttp().getRequest<FastifyRequest>().headers[IDEMPOTENCY_KEY_HEADER]),
);

/** The key to forward to the owning service, refused here already when malformed (400). */
export const forwardedIdempotencyKey = (header: string | string[] | undefined): Record<string, string> => {
  const key = parseIdempotencyKey(header);
  return key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {};
};

const NAMESPACE = Buffer.from('6f1c4f0e8d2b4c7a9e3f5a1b2c3d4e5f', 'hex');

/**
 * The id of what a create makes: random without a key; with one, a name-based UUID (RFC 9562 v5) of
 * what it makes (`scope`), who asked and the key, so only the same person repeating the same create
 * meets the same id.
 */
export const idempotentId = (scope: string, actorId: string, key: string | undefined): string => {
  if (key === undefined) return randomUUID();
  const bytes = createHash('sha1').update(NAMESPACE).update(`${scope}\n${actorId}\n${key}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

export const replyAsReplayed = (reply: FastifyReply, replayed: boolean): void => {
  if (replayed) void reply.header(REPLAYED_HEADER, 'true');
};

/** Passes the owner's replay mark on, as passVersion passes its ETag. */
export const passReplayed = (reply: FastifyReply, upstream: Pick<Headers, 'get'>): void => {
  replyAsReplayed(reply, upstream.get(REPLAYED_HEADER) === 'true');
};

/**
 * A create whose id came from a key met a stream that exists: the decider's "already exists", or the
 * store's expected-version conflict when a racing send committed first. Either way the key was spent.
 */
export const keyAlreadySpent = (error: unknown): boolean =>
  isDomainError(error) && (error.code === 'conflict' || error.code === 'version_conflict');

/** The key made something else before (the draft's 422 for a key reused with another request). */
export const reusedKeyError = (what: string): ValidationError => {
  const message = `This Idempotency-Key was already used to create ${what}: send a new key`;
  return new ValidationError({ 'Idempotency-Key': [message] }, message);
};

/** Replaying a create whose result was deleted since would answer with nothing: a new key makes another. */
export const createdThenDeletedError = (what: string): ConflictError =>
  new ConflictError(`The ${what} this Idempotency-Key created has been deleted: send a new key to create another`);
