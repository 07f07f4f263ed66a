import { DomainError } from '@portal/decider';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../core/gateway.config';
import type { RateLimit, RateLimiter } from '../core/rate-limiter';
import { SIGN_UP_THROTTLED_MESSAGE, SignUpController } from './sign-up.controller';

const limits = { perAccount: { perWindow: 5, windowSeconds: 3600 }, perIp: { perWindow: 20, windowSeconds: 3600 } };

/** A limiter that counts in memory, and an identity that must not be reached once a limit is hit. */
const controller = () => {
  const counts = new Map<string, number>();
  const consumed: string[] = [];
  const limiter = {
    consume: (bucket: string, subject: string, limit: RateLimit, message: string) => {
      consumed.push(`${bucket} ${subject}`);
      const count = (counts.get(`${bucket} ${subject}`) ?? 0) + 1;
      counts.set(`${bucket} ${subject}`, count);
      if (count > limit.perWindow) return Promise.reject(new DomainError('throttled', message, { retryAfterSeconds: 60 }));
      return Promise.resolve();
    },
  } as unknown as RateLimiter;
  const identity = { call: jest.fn().mockRejectedValue(new DomainError('conflict', 'refused by identity')) };
  const signUps = new SignUpController({ identity } as never, {} as never, {} as never, {} as never, limiter, {
    signUpLimits: limits,
  } as unknown as GatewayConfig);
  return { signUps, consumed, identity };
};

const from = (ip: string) => ({ ip }) as FastifyRequest;
const reply = {} as FastifyReply;

describe('sign-up throttle', () => {
  it('counts every attempt per address signed up (case-insensitively) and per caller address', async () => {
    const { signUps, consumed } = controller();
    await expect(signUps.signUp({ email: ' Ada@Example.com ' }, undefined, from('203.0.113.9'), reply)).rejects.toThrow(
      'refused by identity',
    );
    expect(consumed).toEqual(['sign-up:account ada@example.com', 'sign-up:ip 203.0.113.9']);
  });

  it('refuses the 21st sign-up from one address, whatever the e-mail, without reaching identity', async () => {
    const { signUps, identity } = controller();
    for (let i = 0; i < 20; i += 1)
      await expect(signUps.signUp({ email: `u${i}@example.com` }, undefined, from('203.0.113.10'), reply)).rejects.toThrow('refused');
    expect(identity.call).toHaveBeenCalledTimes(20);
    await expect(signUps.signUp({ email: 'u20@example.com' }, undefined, from('203.0.113.10'), reply)).rejects.toThrow(
      SIGN_UP_THROTTLED_MESSAGE,
    );
    expect(identity.call).toHaveBeenCalledTimes(20);
    // Another address is not held back.
    await expect(signUps.signUp({ email: 'u21@example.com' }, undefined, from('203.0.113.11'), reply)).rejects.toThrow(
      'refused by identity',
    );
  });

  it('refuses the 6th attempt for one address signed up, from any caller', async () => {
    const { signUps } = controller();
    for (let i = 0; i < 5; i += 1)
      await expect(signUps.signUp({ email: 'same@example.com' }, undefined, from(`203.0.113.${i}`), reply)).rejects.toThrow('refused');
    await expect(signUps.signUp({ email: 'SAME@example.com' }, undefined, from('203.0.113.99'), reply)).rejects.toThrow(
      SIGN_UP_THROTTLED_MESSAGE,
    );
  });
});
