import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type IORedis from 'ioredis';
import { REDIS } from '../core/redis.provider';

/** How long the code step waits after the password was right. */
export const CHALLENGE_SECONDS = 300;
/** Wrong codes one challenge takes before the password must be typed again. */
export const CHALLENGE_ATTEMPTS = 5;

export interface SignInChallenge {
  userId: string;
  email: string;
}

/**
 * Between the password and the code: a random token names the half-done sign-in (only its hash is a Redis key, like
 * session ids), so no session exists until the second step succeeds.
 */
@Injectable()
export class SignInChallenges {
  constructor(@Inject(REDIS) private readonly redis: IORedis) {}

  async open(userId: string, email: string): Promise<{ challenge: string; expiresAt: string }> {
    const challenge = randomBytes(32).toString('base64url');
    const key = this.keyOf(challenge);
    await this.redis.multi().hset(key, { userId, email, wrong: 0 }).expire(key, CHALLENGE_SECONDS).exec();
    return { challenge, expiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000).toISOString() };
  }

  async find(challenge: string): Promise<SignInChallenge | null> {
    if (!challenge) return null;
    const found = await this.redis.hgetall(this.keyOf(challenge));
    return found.userId && found.email ? { userId: found.userId, email: found.email } : null;
  }

  /** Counts a wrong code; answers whether the challenge is still open (the last allowed one closes it). */
  async recordWrongCode(challenge: string): Promise<boolean> {
    const key = this.keyOf(challenge);
    const wrong = await this.redis.hincrby(key, 'wrong', 1);
    if (wrong < CHALLENGE_ATTEMPTS) return true;
    await this.redis.del(key);
    return false;
  }

  /** Spends the challenge; false when another request spent it first (one sign-in per password). */
  async close(challenge: string): Promise<boolean> {
    return (await this.redis.del(this.keyOf(challenge))) === 1;
  }

  private keyOf(challenge: string): string {
    return `portal:sign-in-challenge:${createHash('sha256').update(challenge).digest('hex')}`;
  }
}
