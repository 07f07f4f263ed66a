import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type IORedis from 'ioredis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../core/gateway.config';
import { REDIS } from '../core/redis.provider';
import { MAX_PENDING_POSITIONS, type Session } from './session';

const KEY_PREFIX = 'portal:session:';
/** Per user, the keys (hashes) of their sessions, so a password change can end them all. */
const USER_INDEX_PREFIX = 'portal:user-sessions:';
/** Per user, when each session was last used (epoch ms by session key; as often as the idle expiry is pushed back). */
const USER_SEEN_PREFIX = 'portal:user-sessions-seen:';

/** A session as its account's sessions list shows it. */
export interface SessionSummary {
  /** Public: a hash of the session's key, never the cookie value or the key itself. */
  id: string;
  current: boolean;
  device: string | null;
  ip: string | null;
  createdAt: number;
  lastSeenAt: number;
}
/**
 * The idle expiry is pushed back at most this often per session and replica (or a quarter of the
 * idle timeout, if shorter): one Redis round trip per request instead of two.
 */
export const IDLE_REFRESH_MS = 60_000;
const MAX_REMEMBERED_REFRESHES = 50_000;

/**
 * Sessions in Redis with an idle expiry (refreshed on use) and an absolute one (never extended).
 * Only a hash of the cookie value is stored, so a Redis dump cannot be replayed as cookies.
 */
@Injectable()
export class SessionStore {
  private readonly refreshedAt = new Map<string, number>();

  constructor(
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async create(
    user: { id: string; isAdmin: boolean; isEmployee: boolean },
    pending: string[] = [],
    client: { device?: string; ip?: string } = {},
  ): Promise<{ sessionId: string; session: Session }> {
    const sessionId = randomBytes(32).toString('base64url');
    const now = Date.now();
    const session: Session = {
      userId: user.id,
      csrfToken: randomBytes(32).toString('base64url'),
      isAdmin: user.isAdmin,
      isEmployee: user.isEmployee,
      createdAt: now,
      absoluteExpiresAt: now + this.config.sessionAbsoluteSeconds * 1000,
      pending,
      ...client,
    };
    await this.write(sessionId, session);
    const [index, seen] = [USER_INDEX_PREFIX + user.id, USER_SEEN_PREFIX + user.id];
    const key = this.key(sessionId);
    const ttl = this.config.sessionAbsoluteSeconds;
    await this.redis.multi().sadd(index, key).expire(index, ttl).hset(seen, key, String(now)).expire(seen, ttl).exec();
    return { sessionId, session };
  }

  /** The user's live sessions, most recently used first; ended ones still indexed are dropped from the index. */
  async listOf(userId: string, currentSessionId?: string): Promise<SessionSummary[]> {
    const [index, seen] = [USER_INDEX_PREFIX + userId, USER_SEEN_PREFIX + userId];
    const keys = await this.redis.smembers(index);
    if (keys.length === 0) return [];
    const [raws, seenAt] = await Promise.all([this.redis.mget(...keys), this.redis.hmget(seen, ...keys)]);
    const current = currentSessionId ? this.key(currentSessionId) : null;
    const now = Date.now();
    const live: SessionSummary[] = [];
    const ended: string[] = [];
    keys.forEach((key, i) => {
      const session = raws[i] ? (JSON.parse(raws[i]) as Session) : null;
      if (!session || session.userId !== userId || session.absoluteExpiresAt <= now) return void ended.push(key);
      live.push({
        id: publicIdOf(key),
        current: key === current,
        device: session.device ?? null,
        ip: session.ip ?? null,
        createdAt: session.createdAt,
        lastSeenAt: Number(seenAt[i]) || session.createdAt,
      });
    });
    if (ended.length > 0)
      await this.redis
        .multi()
        .srem(index, ...ended)
        .hdel(seen, ...ended)
        .exec();
    return live.sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt - a.lastSeenAt);
  }

  /** The public id the sessions list shows for a session. */
  publicId(sessionId: string): string {
    return publicIdOf(this.key(sessionId));
  }

  /** Ends one of the user's sessions by its public id: the browser it was on, or null when the user has no such session. */
  async destroyById(userId: string, id: string): Promise<{ device: string | null } | null> {
    const index = USER_INDEX_PREFIX + userId;
    const key = (await this.redis.smembers(index)).find((k) => publicIdOf(k) === id);
    if (!key) return null;
    this.refreshedAt.delete(key);
    const results = await this.redis
      .multi()
      .get(key)
      .del(key)
      .srem(index, key)
      .hdel(USER_SEEN_PREFIX + userId, key)
      .exec();
    const raw = results?.[0]?.[1];
    if (results?.[1]?.[1] !== 1 || typeof raw !== 'string') return null;
    return { device: (JSON.parse(raw) as Session).device ?? null };
  }

  /**
   * Ends every session of a user but `keep` (the browser that changed the password). The index may name
   * sessions that already ended; deleting those again is harmless.
   */
  async destroyAllOf(userId: string, keep?: string): Promise<void> {
    const index = USER_INDEX_PREFIX + userId;
    const kept = keep ? this.key(keep) : null;
    const keys = (await this.redis.smembers(index)).filter((key) => key !== kept);
    for (const key of keys) this.refreshedAt.delete(key);
    const multi = this.redis.multi();
    if (keys.length > 0)
      multi
        .del(...keys)
        .srem(index, ...keys)
        .hdel(USER_SEEN_PREFIX + userId, ...keys);
    await multi.exec();
  }

  async load(sessionId: string | undefined): Promise<Session | null> {
    if (!sessionId || sessionId.length > 100) return null;
    const key = this.key(sessionId);
    const raw = await this.redis.get(key);
    if (!raw) return null;
    const session = JSON.parse(raw) as Session;
    if (session.absoluteExpiresAt <= Date.now()) {
      await this.redis.del(key);
      return null;
    }
    await this.refreshIdleExpiry(key, session);
    return session;
  }

  async update(sessionId: string, change: (session: Session) => Session): Promise<Session | null> {
    const current = await this.load(sessionId);
    if (!current) return null;
    const next = change(current);
    next.pending = next.pending.slice(-MAX_PENDING_POSITIONS);
    await this.write(sessionId, next);
    return next;
  }

  async destroy(sessionId: string): Promise<void> {
    const key = this.key(sessionId);
    this.refreshedAt.delete(key);
    await this.redis.del(key);
  }

  private async refreshIdleExpiry(key: string, session: Session): Promise<void> {
    const now = Date.now();
    if (now - (this.refreshedAt.get(key) ?? 0) < Math.min(IDLE_REFRESH_MS, this.config.sessionIdleSeconds * 250)) return;
    if (this.refreshedAt.size >= MAX_REMEMBERED_REFRESHES) this.refreshedAt.clear();
    this.refreshedAt.set(key, now);
    await this.redis
      .multi()
      .expire(key, this.ttlSeconds(session))
      .hset(USER_SEEN_PREFIX + session.userId, key, String(now))
      .exec();
  }

  private async write(sessionId: string, session: Session): Promise<void> {
    const key = this.key(sessionId);
    this.refreshedAt.set(key, Date.now());
    await this.redis.set(key, JSON.stringify(session), 'EX', this.ttlSeconds(session));
  }

  private ttlSeconds(session: Session): number {
    const untilAbsolute = Math.ceil((session.absoluteExpiresAt - Date.now()) / 1000);
    return Math.max(1, Math.min(this.config.sessionIdleSeconds, untilAbsolute));
  }

  private key(sessionId: string): string {
    return KEY_PREFIX + createHash('sha256').update(`${this.config.sessionSecret}:${sessionId}`).digest('hex');
  }
}

const publicIdOf = (key: string): string => createHash('sha256').update(`public:${key}`).digest('base64url').slice(0, 22);
