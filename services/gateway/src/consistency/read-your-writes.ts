import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { parsePositionToken } from '@portal/eventsourcing';
import {
  JSON_TYPE,
  keysHitBy,
  noteBehindOwnWrites,
  PortalLogger,
  POSITION_HEADER,
  positionTokensOf,
  ReadModelChangeFeed,
} from '@portal/service-runtime';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type IORedis from 'ioredis';
import { REDIS } from '../core/redis.provider';
import { Upstreams } from '../core/upstreams';
import { sessionOf } from '../sessions/access';
import { SessionStore } from '../sessions/session.store';
import { ReadCache } from './read-cache';

/** Re-exported so gateway callers keep one import; the name itself lives in service-runtime. */
export { POSITION_HEADER };
export const STALE_HEADER = 'x-portal-stale';
/** API clients without a session can ask for their own writes with this request header. */
export const AFTER_HEADER = 'x-portal-after';
export const READ_YOUR_WRITES_WAIT_MS = 2000;
/** A cached answer is at most this old: the safety net should a change notice ever be lost. */
export const CACHED_ANSWER_MAX_AGE_MS = 60_000;
/** Gateway replicas' clocks may differ by this much (see `Session.appliedAt`). */
export const CLOCK_MARGIN_MS = 1000;

/**
 * The services whose read models record the positions they applied and answer `positions/wait` (`AppliedPositions`):
 * the projection (every read model a session's queries wait for) and the metrics service ("my installations").
 */
export type ReadModelOwner = 'projection' | 'metrics';

/** What a query route fetched from the read models, ready to be kept and served again. */
export interface FreshAnswer {
  /** The response body, exactly as sent. */
  body: string | Buffer;
  headers?: Record<string, string>;
  /** Dependency keys (`dependencyKey(category, id)`) whose change notices drop the answer. */
  dependsOn: string[];
  /** Epoch ms until which it may be served at most (time-based visibility). */
  validUntil?: number;
  /** False for answers that also depend on something no notice covers (e.g. a live queue). */
  cacheable?: boolean;
}

/**
 * A user never sees their own change missing: each command's position is remembered in the
 * session, and the next query waits (bounded) until the projection has applied it. Query routes
 * that go through `serve` are answered from this replica's cache when the session has nothing
 * pending, dropped by the projection's change notices (see `read-model-changes.ts`). A command
 * whose read model is another service's (installs: the metrics service) waits in its own answer
 * instead (`answerWhenApplied`).
 */
@Injectable()
export class ReadYourWrites implements OnApplicationShutdown {
  private readonly subscriber: IORedis;
  private readonly notices: ReadModelChangeFeed;
  private readonly cache: ReadCache;
  private readonly fetching = new Map<string, { startedAt: number; answer: Promise<FreshAnswer> }>();
  private readonly changeWaiters = new Set<{ keys: Set<string>; resolve: () => void }>();

  constructor(
    private readonly upstreams: Upstreams,
    private readonly sessions: SessionStore,
    @Inject(REDIS) redis: IORedis,
    logger: PortalLogger,
  ) {
    this.subscriber = redis.duplicate({ autoResubscribe: false, maxRetriesPerRequest: null });
    this.subscriber.on('error', (error: Error) => logger.warn(`redis (read-model changes): ${error.message}`));
    this.cache = new ReadCache(() => this.notices.live);
    this.notices = new ReadModelChangeFeed(this.subscriber, (change) => {
      const keys = keysHitBy(change);
      this.cache.changed(keys);
      for (const waiter of this.changeWaiters) if (keys === null || keys.some((k) => waiter.keys.has(k))) waiter.resolve();
    });
  }

  /**
   * Resolves true at the next change notice that hits one of `keys` (or every key), false after `timeoutMs`. For a
   * change another service makes in reaction to a command (not the command's own position): register, read, then
   * await, so a change landing between the read and the wait is not missed.
   */
  nextChange(keys: string[], timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const waiter = {
        keys: new Set(keys),
        resolve: () => {
          clearTimeout(timer);
          this.changeWaiters.delete(waiter);
          resolve(true);
        },
      };
      const timer = setTimeout(() => {
        this.changeWaiters.delete(waiter);
        resolve(false);
      }, timeoutMs);
      this.changeWaiters.add(waiter);
    });
  }

  onApplicationShutdown(): void {
    this.subscriber.disconnect();
  }

  async recordCommand(request: FastifyRequest, reply: FastifyReply, upstreamHeaders: Headers, sessionId?: string): Promise<string | null> {
    const token = upstreamHeaders.get(POSITION_HEADER);
    if (!token || !parsePositionToken(token)) return null;
    void reply.header(POSITION_HEADER, token);
    const id = sessionId ?? sessionOf(request)?.sessionId;
    if (id) await this.sessions.update(id, (s) => ({ ...s, pending: [...s.pending, token] }));
    return token;
  }

  /**
   * Waits for the session's pending positions; marks the answer stale if they did not land in
   * time. Resolves with the time cached answers must have been fetched after to be served.
   */
  async beforeQuery(request: FastifyRequest, reply: FastifyReply): Promise<number> {
    const current = sessionOf(request);
    const fromHeader = request.headers[AFTER_HEADER] === undefined ? [] : tokensIn(request.headers[AFTER_HEADER]);
    const pendingInSession = current?.session.pending ?? [];
    // The common case costs nothing: no wait, no session write.
    if (pendingInSession.length === 0 && fromHeader.length === 0) return (current?.session.appliedAt ?? 0) + CLOCK_MARGIN_MS;
    const tokens = [...new Set([...pendingInSession, ...fromHeader])];
    const pending = await this.waitFor(tokens);
    if (pending.length > 0) {
      void reply.header(STALE_HEADER, 'true');
      // The session's own change is saved but not readable yet: a read of it that finds nothing says so (InternalClient).
      noteBehindOwnWrites();
    }
    if (current && pendingInSession.length > 0) {
      const stillPending = new Set(pending);
      const appliedAt = Date.now();
      await this.sessions.update(current.sessionId, (s) => ({ ...s, pending: s.pending.filter((t) => stillPending.has(t)), appliedAt }));
    }
    return Number.POSITIVE_INFINITY;
  }

  /**
   * A query route's answer: from this replica's cache when it may be, else fetched (and kept).
   * The body is sent as prepared text, so a hit costs no serialisation.
   */
  async serve(request: FastifyRequest, reply: FastifyReply, key: string, fetch: () => Promise<FreshAnswer>): Promise<string | Buffer> {
    const freshAfter = await this.beforeQuery(request, reply);
    const now = Date.now();
    const answer = this.cache.get(key, now, freshAfter) ?? (await this.fetchAndKeep(key, now, freshAfter, fetch));
    void reply.headers(answer.headers ?? {}).type(JSON_TYPE);
    return answer.body;
  }

  /**
   * A command whose read model is not the projection's: its answer carries the command's positions and waits (at
   * most 2 s) until `at` has applied them, else says `X-Portal-Stale: true`. The positions never join the session's
   * pending list: the projection never applies them, so every later query would wait for them in vain.
   */
  async answerWhenApplied(reply: FastifyReply, upstreamHeaders: Pick<Headers, 'get'>, at: ReadModelOwner): Promise<void> {
    const tokens = positionTokensOf(upstreamHeaders.get(POSITION_HEADER));
    if (tokens.length === 0) return;
    void reply.header(POSITION_HEADER, tokens.join(','));
    if ((await this.waitFor(tokens, READ_YOUR_WRITES_WAIT_MS, at)).length > 0) void reply.header(STALE_HEADER, 'true');
  }

  /** The tokens `at` (the projection unless said) has still not applied after waiting up to `waitMs`. */
  async waitFor(tokens: string[], waitMs = READ_YOUR_WRITES_WAIT_MS, at: ReadModelOwner = 'projection'): Promise<string[]> {
    try {
      const { body } = await this.upstreams[at].call<{ pending: string[] }>('positions/wait', {
        query: { tokens: tokens.join(','), timeoutMs: String(waitMs) },
        timeoutMs: waitMs + 1000,
      });
      return body.pending;
    } catch {
      return tokens;
    }
  }

  /**
   * Concurrent misses of one key share one fetch, as long as it started after the session's own
   * writes were applied (else that session fetches its own).
   */
  private fetchAndKeep(key: string, now: number, freshAfter: number, fetch: () => Promise<FreshAnswer>): Promise<FreshAnswer> {
    const running = this.fetching.get(key);
    if (running && running.startedAt > freshAfter) return running.answer;
    const answer = this.fetchOnce(key, now, fetch);
    this.fetching.set(key, { startedAt: now, answer });
    const forget = (): void => {
      if (this.fetching.get(key)?.answer === answer) this.fetching.delete(key);
    };
    answer.then(forget, forget);
    return answer;
  }

  private async fetchOnce(key: string, now: number, fetch: () => Promise<FreshAnswer>): Promise<FreshAnswer> {
    const ticket = this.cache.begin(now);
    let answer: FreshAnswer;
    try {
      answer = await fetch();
    } catch (error) {
      this.cache.end(ticket, key, null);
      throw error;
    }
    const validUntil = Math.min(answer.validUntil ?? Number.POSITIVE_INFINITY, now + CACHED_ANSWER_MAX_AGE_MS);
    if (answer.cacheable === false) {
      this.cache.end(ticket, key, null);
      return answer;
    }
    const kept = { body: Buffer.from(answer.body), headers: answer.headers ?? {}, dependsOn: answer.dependsOn, validUntil };
    this.cache.end(ticket, key, kept);
    return kept;
  }
}

const tokensIn = (header: string | string[]): string[] =>
  String(header)
    .split(',')
    .map((t) => t.trim())
    .filter((t) => parsePositionToken(t));
