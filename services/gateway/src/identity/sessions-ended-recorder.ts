import { Injectable } from '@nestjs/common';
import { PortalLogger } from '@portal/service-runtime';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ReadYourWrites } from '../consistency/read-your-writes';
import { Upstreams } from '../core/upstreams';
import { actorOf, sessionOf } from '../sessions/access';

/** Which sessions ended: one (the browser it was on, when known), every other one, or every one. */
export type EndedSessions = { scope: 'one'; device: string | null } | { scope: 'others' | 'all' };

/**
 * Sessions live in the gateway's store, the account's sign-in history in identity: ending one of an account's other
 * sessions, all of them, or every session is recorded there for its security log (this session's next read sees it).
 * A failure is logged; the sessions stay ended either way.
 */
@Injectable()
export class SessionsEndedRecorder {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly consistency: ReadYourWrites,
    private readonly logger: PortalLogger,
  ) {}

  async record(developerId: string, ended: EndedSessions, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    try {
      const result = await this.upstreams.identity.call(`developers/${encodeURIComponent(developerId)}/sessions_ended`, {
        method: 'POST',
        body: ended.scope === 'one' && ended.device ? { scope: ended.scope, device: ended.device } : { scope: ended.scope },
        actor: actorOf(sessionOf(request)!.session),
      });
      await this.consistency.recordCommand(request, reply, result.headers);
    } catch (error) {
      this.logger.warn(`ended sessions of ${developerId} not recorded: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
