import { parsePositionToken, positionToken } from '@portal/eventsourcing';
import type { FastifyReply } from 'fastify';

/** Where a command left the stores, for read-your-writes: `apps:41,apps:42`. */
export const POSITION_HEADER = 'x-portal-position';

/** A request the edge refuses as malformed: 400, whichever service notices it. */
export class BadRequestError extends Error {
  readonly statusCode = 400;
}

export class MalformedIfMatchError extends BadRequestError {
  readonly code = 'malformed_if_match';

  constructor(header: string) {
    super(`If-Match must be "*" or entity tags from an ETag, like W/"3" (got ${JSON.stringify(header.slice(0, 60))})`);
  }
}

/** The ETag of a resource is the version of its stream. */
export const etagFor = (version: number): string => `W/"${version}"`;

const ENTITY_TAG = /^(?:W\/)?"?(\d{1,15})"?$/;

/**
 * The versions an If-Match names. Absent, empty or `*` means no precondition (undefined); a
 * list of tags, weak or strong, quoted or not, gives their versions; anything else is a 400.
 */
export const parseIfMatch = (header: string | undefined): readonly number[] | undefined => {
  const value = header?.trim() ?? '';
  if (value === '' || value === '*') return undefined;
  return value.split(',').map((tag) => {
    const match = ENTITY_TAG.exec(tag.trim());
    if (!match) throw new MalformedIfMatchError(value);
    return Number(match[1]);
  });
};

/** The version headers of a reply built ahead of time (the gateway's cached reads store headers, not replies). */
export const versionHeaders = (version: number): { etag: string } => ({ etag: etagFor(version) });

export const replyWithVersion = (reply: FastifyReply, version: number): void => {
  void reply.header('etag', etagFor(version));
};

/**
 * Passes the owner's ETag on unchanged: an edge that relays a versioned resource keeps the owner's
 * version rather than computing its own. Nothing when the owner sent none.
 */
export const passVersion = (reply: FastifyReply, upstream: Pick<Headers, 'get'>): void => {
  const etag = upstream.get('etag');
  if (etag) void reply.header('etag', etag);
};

/**
 * Names the positions a command committed: the last one of each stream it wrote (an app and its
 * sandbox are two topics, applied independently, so the gateway waits for each). Nothing when the
 * command changed nothing.
 */
export const replyWithPositions = (reply: FastifyReply, source: string, positions: readonly number[]): void => {
  const written = [...new Set(positions.filter((p) => p > 0))].sort((a, b) => a - b);
  if (written.length > 0) void reply.header(POSITION_HEADER, written.map((p) => positionToken(source, p)).join(','));
};

/** The valid tokens of a position header (a list; one token is the common case). */
export const positionTokensOf = (header: string | null | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter((token) => parsePositionToken(token) !== null);

/** The If-Match to forward to the owning service, refused here already when malformed (400). */
export const forwardedIfMatch = (header: string | undefined): Record<string, string> => {
  parseIfMatch(header);
  return header ? { 'if-match': header } : {};
};
