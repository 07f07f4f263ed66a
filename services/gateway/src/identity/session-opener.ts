import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../core/gateway.config';
import { setSessionCookie } from '../sessions/cookies';
import { SessionStore } from '../sessions/session.store';

/** Starts a session for a verified developer and hands the browser its cookie. */
@Injectable()
export class SessionOpener {
  constructor(
    private readonly sessions: SessionStore,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async open(reply: FastifyReply, user: { id: string; isAdmin: boolean; isEmployee: boolean }, pending: string[] = []) {
    const opened = await this.sessions.create(user, pending);
    setSessionCookie(reply, opened.sessionId, this.config.sessionAbsoluteSeconds, this.config.secureCookies);
    return opened;
  }
}
