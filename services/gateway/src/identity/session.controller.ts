import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import { isDomainError } from '@portal/decider';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components } from '@portal/contracts';
import { ReadYourWritesInterceptor } from '../consistency/read-your-writes.interceptor';
import { GATEWAY_CONFIG, type GatewayConfig } from '../core/gateway.config';
import { Upstreams } from '../core/upstreams';
import { Access, sessionOf } from '../sessions/access';
import { clearSessionCookie } from '../sessions/cookies';
import { SessionStore } from '../sessions/session.store';
import { MeService } from './me.service';
import { SessionOpener } from './session-opener';
import { SignInChallenges } from './sign-in-challenges';
import { SignInThrottle } from './sign-in-throttle';

type SignInRequest = components['schemas']['SignInRequest'];
type SessionResponse = components['schemas']['SessionResponse'];
type SignInChallenge = components['schemas']['SignInChallenge'];

@Controller('api/v1/session')
export class SessionController {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly opener: SessionOpener,
    private readonly sessions: SessionStore,
    private readonly throttle: SignInThrottle,
    private readonly challenges: SignInChallenges,
    private readonly me: MeService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /**
   * Who is signed in, answered 200 either way: the web client asks on every page load, and a
   * signed-out visitor is not an error (a 401 there lands in every browser console).
   */
  @Get()
  @Access('public')
  @UseInterceptors(ReadYourWritesInterceptor)
  async current(@Req() request: FastifyRequest): Promise<{ me: Awaited<ReturnType<MeService['current']>> | null }> {
    const found = sessionOf(request);
    return { me: found ? await this.me.current(found.sessionId, found.session) : null };
  }

  @Post()
  @Access('public')
  @HttpCode(200)
  async signIn(
    @Body() body: SignInRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponse | SignInChallenge> {
    const email = body.email ?? '';
    await this.throttle.assertAllowed(email, request.ip);
    let profile: { id: string; isAdmin: boolean; isEmployee: boolean; twoFactorEnabled: boolean; securityKeyCount?: number };
    try {
      profile = (await this.upstreams.identity.call<typeof profile>('credentials/verify', { method: 'POST', body })).body;
    } catch (error) {
      if (isDomainError(error) && error.code === 'unauthenticated') await this.throttle.recordFailure(email, request.ip);
      throw error;
    }
    if (profile.twoFactorEnabled) {
      // No session and no reset of the failure count yet: the password alone must not let anyone try codes forever.
      reply.status(202);
      return {
        twoFactorRequired: true,
        ...(await this.challenges.open(profile.id, email)),
        securityKeys: (profile.securityKeyCount ?? 0) > 0,
      };
    }
    await this.throttle.recordSuccess(email);
    const previous = sessionOf(request);
    if (previous) await this.sessions.destroy(previous.sessionId);
    const { session } = await this.opener.open(reply, profile);
    return { user: await this.me.build(session), csrfToken: session.csrfToken };
  }

  @Delete()
  @HttpCode(204)
  async signOut(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    const current = sessionOf(request);
    if (current) await this.sessions.destroy(current.sessionId);
    clearSessionCookie(reply, this.config.secureCookies);
  }
}
