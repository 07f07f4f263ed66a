import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PortalLogger } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../core/gateway.config';
import { Upstreams } from '../core/upstreams';
import { deviceCookieOf, setDeviceCookie, setSessionCookie } from '../sessions/cookies';
import { deviceOf } from '../sessions/device';
import { SessionStore } from '../sessions/session.store';

/**
 * Starts a session for a verified developer and hands the browser its cookie; every sign-in and sign-up comes through
 * here, so here each one is reported to identity with the browser's device key (a new browser mails the developer).
 */
@Injectable()
export class SessionOpener {
  constructor(
    private readonly sessions: SessionStore,
    private readonly upstreams: Upstreams,
    private readonly logger: PortalLogger,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** `atSignUp`: the session a sign-up opens (its browser is the account's own, never "new"). */
  async open(
    reply: FastifyReply,
    user: { id: string; isAdmin: boolean; isEmployee: boolean },
    pending: string[] = [],
    { atSignUp = false }: { atSignUp?: boolean } = {},
  ) {
    const client = { device: deviceOf(reply.request.headers['user-agent']), ip: reply.request.ip };
    const opened = await this.sessions.create(user, pending, client);
    setSessionCookie(reply, opened.sessionId, this.config.sessionAbsoluteSeconds, this.config.secureCookies);
    const deviceCookie = deviceCookieOf(reply.request) ?? randomBytes(24).toString('base64url');
    setDeviceCookie(reply, deviceCookie, this.config.secureCookies);
    await this.recordSignIn(user.id, deviceCookie, client, atSignUp);
    return opened;
  }

  /** The notice is worth a retry by nobody: a sign-in is not refused because identity could not record where it came from. */
  private async recordSignIn(
    developerId: string,
    deviceCookie: string,
    client: { device: string; ip: string },
    atSignUp: boolean,
  ): Promise<void> {
    try {
      await this.upstreams.identity.call(`developers/${encodeURIComponent(developerId)}/sign_ins`, {
        method: 'POST',
        body: {
          deviceKey: createHash('sha256').update(deviceCookie).digest('hex'),
          device: client.device,
          ipAddress: client.ip || null,
          atSignUp,
        },
      });
    } catch (error) {
      this.logger.warn(
        `sign-in of ${developerId} not recorded for new-device notices: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
