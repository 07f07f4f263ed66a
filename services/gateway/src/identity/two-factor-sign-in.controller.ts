import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { DomainError, isDomainError } from '@portal/decider';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components } from '@portal/contracts';
import { ReadYourWrites } from '../consistency/read-your-writes';
import type { RequestBody } from '../core/contract-types';
import { Upstreams } from '../core/upstreams';
import { Access, sessionOf } from '../sessions/access';
import { SessionStore } from '../sessions/session.store';
import { MeService } from './me.service';
import { SessionOpener } from './session-opener';
import { SignInChallenges } from './sign-in-challenges';
import { SignInThrottle } from './sign-in-throttle';

type CodeRequest = Partial<RequestBody<'/api/v1/session/two_factor', 'post'>>;
type SessionResponse = components['schemas']['SessionResponse'];
type Profile = { id: string; isAdmin: boolean; isEmployee: boolean };

export const CHALLENGE_ENDED_MESSAGE = 'Your sign-in timed out or had too many wrong codes. Sign in again.';
/** Identity's words for a code that does not match (a blank one is not counted as a guess). */
const WRONG_CODE = 'The code is incorrect or has expired';

/** The second step of signing in: the code for the challenge the password step answered with. */
@Controller('api/v1/session/two_factor')
export class TwoFactorSignInController {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly challenges: SignInChallenges,
    private readonly throttle: SignInThrottle,
    private readonly opener: SessionOpener,
    private readonly sessions: SessionStore,
    private readonly me: MeService,
    private readonly consistency: ReadYourWrites,
  ) {}

  @Post()
  @Access('public')
  @HttpCode(200)
  async complete(
    @Body() body: CodeRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponse> {
    const token = typeof body?.challenge === 'string' ? body.challenge : '';
    const challenge = await this.challenges.find(token);
    if (!challenge) throw new DomainError('unauthenticated', CHALLENGE_ENDED_MESSAGE);
    await this.throttle.assertAllowed(challenge.email, request.ip);
    let verified: { body: Profile; headers: Headers };
    try {
      verified = await this.upstreams.identity.call<Profile>('credentials/second_factor', {
        method: 'POST',
        body: { developerId: challenge.userId, code: body?.code ?? '' },
      });
    } catch (error) {
      if (isDomainError(error) && error.details.fields?.code?.includes(WRONG_CODE)) {
        await this.throttle.recordFailure(challenge.email, request.ip);
        if (!(await this.challenges.recordWrongCode(token))) throw new DomainError('unauthenticated', CHALLENGE_ENDED_MESSAGE);
      }
      throw error;
    }
    if (!(await this.challenges.close(token))) throw new DomainError('unauthenticated', CHALLENGE_ENDED_MESSAGE);
    await this.throttle.recordSuccess(challenge.email);
    const previous = sessionOf(request);
    if (previous) await this.sessions.destroy(previous.sessionId);
    const { sessionId, session } = await this.opener.open(reply, verified.body);
    // A recovery code spent is an event: the new session's Settings page waits for it (codes left).
    await this.consistency.recordCommand(request, reply, verified.headers, sessionId);
    return { user: await this.me.build(session), csrfToken: session.csrfToken };
  }
}
