import { Injectable } from '@nestjs/common';
import { parsePositionToken } from '@portal/eventsourcing';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Upstreams } from '../core/upstreams';
import { sessionOf } from '../sessions/access';
import { SessionStore } from '../sessions/session.store';

export const POSITION_HEADER = 'x-portal-position';
export const STALE_HEADER = 'x-portal-stale';
/** API clients without a session can ask for their own writes with this request header. */
export const AFTER_HEADER = 'x-portal-after';
export const READ_YOUR_WRITES_WAIT_MS = 2000;

/**
 * A user never sees their own change missing: each command's position is remembered in the
 * session, and the next query waits (bounded) until the projection has applied it.
 */
@Injectable()
export class ReadYourWrites {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly sessions: SessionStore,
  ) {}

  async recordCommand(request: FastifyRequest, reply: FastifyReply, upstreamHeaders: Headers, sessionId?: string): Promise<string | null> {
    const token = upstreamHeaders.get(POSITION_HEADER);
    if (!token || !parsePositionToken(token)) return null;
    void reply.header(POSITION_HEADER, token);
    const id = sessionId ?? sessionOf(request)?.sessionId;
    if (id) await this.sessions.update(id, (s) => ({ ...s, pending: [...s.pending, token] }));
    return token;
  }

  /** Waits for the session's pending positions; marks the answer stale if they did not land in time. */
  async beforeQuery(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const current = sessionOf(request);
    const fromHeader = String(request.headers[AFTER_HEADER] ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter((t) => parsePositionToken(t));
    const tokens = [...new Set([...(current?.session.pending ?? []), ...fromHeader])];
    if (tokens.length === 0) return;
    const pending = await this.waitFor(tokens);
    if (pending.length > 0) void reply.header(STALE_HEADER, 'true');
    if (current && current.session.pending.length > 0) {
      const stillPending = new Set(pending);
      await this.sessions.update(current.sessionId, (s) => ({ ...s, pending: s.pending.filter((t) => stillPending.has(t)) }));
    }
  }

  async waitFor(tokens: string[]): Promise<string[]> {
    try {
      const { body } = await this.upstreams.projection.call<{ pending: string[] }>('positions/wait', {
        query: { tokens: tokens.join(','), timeoutMs: String(READ_YOUR_WRITES_WAIT_MS) },
        timeoutMs: READ_YOUR_WRITES_WAIT_MS + 1000,
      });
      return body.pending;
    } catch {
      return tokens;
    }
  }
}
