import { Injectable } from '@nestjs/common';
import { PortalLogger } from '@portal/service-runtime';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ReadYourWrites } from '../consistency/read-your-writes';
import { Upstreams } from '../core/upstreams';
import { actorOf, sessionOf } from '../sessions/access';

/**
 * Sessions live in the gateway's store, the account's sign-in history in identity: ending an account's other sessions,
 * or all of them, is recorded there for its security log (this session's next read sees it). A failure is logged; the
 * sessions stay ended either way.
 */
@Injectable()
export class SessionsEndedRecorder {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly consistency: ReadYourWrites,
    private readonly logger: PortalLogger,
  ) {}

  async record(developerId: string, scope: 'others' | 'all', request: FastifyRequest, reply: FastifyReply): Promise<void> {
    try {
      const result = await this.upstreams.identity.call(`developers/${encodeURIComponent(developerId)}/sessions_ended`, {
        method: 'POST',
        body: { scope },
        actor: actorOf(sessionOf(request)!.session),
      });
      await this.consistency.recordCommand(request, reply, result.headers);
    } catch (error) {
      this.logger.warn(`ended sessions of ${developerId} not recorded: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
