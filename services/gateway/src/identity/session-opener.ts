import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../core/gateway.config';
import { setSessionCookie } from '../sessions/cookies';
import { deviceOf } from '../sessions/device';
import { SessionStore } from '../sessions/session.store';

/** Starts a session for a verified developer and hands the browser its cookie. */
@Injectable()
export class SessionOpener {
  constructor(
    private readonly sessions: SessionStore,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async open(reply: FastifyReply, user: { id: string; isAdmin: boolean; isEmployee: boolean }, pending: string[] = []) {
    const client = { device: deviceOf(reply.request.headers['user-agent']), ip: reply.request.ip };
    const opened = await this.sessions.create(user, pending, client);
    setSessionCookie(reply, opened.sessionId, this.config.sessionAbsoluteSeconds, this.config.secureCookies);
    return opened;
  }
}
