import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ReadYourWrites } from '../consistency/read-your-writes';
import { GATEWAY_CONFIG, type GatewayConfig } from '../core/gateway.config';
import { RateLimiter } from '../core/rate-limiter';
import { Upstreams } from '../core/upstreams';
import { actorOf, sessionOf } from '../sessions/access';

export const TWO_FACTOR_THROTTLED_MESSAGE = 'Too many attempts. Please wait and try again.';

/**
 * A Settings change of how the account signs in, confirmed with the current password (turning two-step verification
 * on or off, new recovery codes, adding a security key): one limit per account for them all, so a stolen session
 * cannot guess the password through any of them. The command's position is recorded for read-your-writes.
 */
@Injectable()
export class PasswordConfirmedCommands {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly limiter: RateLimiter,
    private readonly consistency: ReadYourWrites,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async post<T>(path: string, body: unknown, request: FastifyRequest, reply: FastifyReply): Promise<T> {
    const { session } = sessionOf(request)!;
    await this.limiter.consume(
      'two-factor:account',
      session.userId,
      this.config.passwordLimits.changePerAccount,
      TWO_FACTOR_THROTTLED_MESSAGE,
    );
    const result = await this.upstreams.identity.call<T>(path, { method: 'POST', body: body ?? {}, actor: actorOf(session) });
    await this.consistency.recordCommand(request, reply, result.headers);
    return result.body;
  }
}
