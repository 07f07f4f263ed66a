import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { DomainError, isDomainError } from '@portal/decider';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components } from '@portal/contracts';
import { ReadYourWrites } from '../consistency/read-your-writes';
import type { RequestBody, ResponseBody } from '../core/contract-types';
import { Upstreams } from '../core/upstreams';
import { Access, sessionOf } from '../sessions/access';
import { SessionStore } from '../sessions/session.store';
import { MeService } from './me.service';
import { SessionOpener } from './session-opener';
import { SignInChallenges } from './sign-in-challenges';
import { SignInThrottle } from './sign-in-throttle';

type CodeRequest = Partial<RequestBody<'/api/v1/session/two_factor', 'post'>>;
type KeyChallengeRequest = Partial<RequestBody<'/api/v1/session/security_key_challenges', 'post'>>;
type KeyOptions = ResponseBody<'/api/v1/session/security_key_challenges', 'post'>;
type SessionResponse = components['schemas']['SessionResponse'];
type Profile = { id: string; isAdmin: boolean; isEmployee: boolean };

export const CHALLENGE_ENDED_MESSAGE = 'Your sign-in timed out or had too many wrong codes. Sign in again.';
/** Identity's words for a code that does not match (a blank one is not counted as a guess). */
const WRONG_CODE = 'The code is incorrect or has expired';

/** A wrong code, or a security key's answer that did not verify: a guess, counted like a wrong password. */
const isWrongAnswer = (error: unknown): boolean =>
  isDomainError(error) &&
  (error.details.fields?.code?.includes(WRONG_CODE) === true || (error.details.fields?.securityKey?.length ?? 0) > 0);

/**
 * The second step of signing in, for the challenge the password step answered with: a code, or a security key's
 * answer to the options asked for here.
 */
@Controller('api/v1/session')
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

  /** The WebAuthn request options for the challenge's account (409 when it has no key), under the sign-in throttle. */
  @Post('security_key_challenges')
  @Access('public')
  @HttpCode(200)
  async securityKeyOptions(@Body() body: KeyChallengeRequest, @Req() request: FastifyRequest): Promise<KeyOptions> {
    const challenge = await this.challenges.find(typeof body?.challenge === 'string' ? body.challenge : '');
    if (!challenge) throw new DomainError('unauthenticated', CHALLENGE_ENDED_MESSAGE);
    await this.throttle.assertAllowed(challenge.email, request.ip);
    const options = await this.upstreams.identity.call<KeyOptions>('credentials/second_factor/security_key_options', {
      method: 'POST',
      body: { developerId: challenge.userId },
    });
    return options.body;
  }

  @Post('two_factor')
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
        body: { developerId: challenge.userId, code: body?.code ?? '', securityKey: body?.securityKey },
      });
    } catch (error) {
      if (isWrongAnswer(error)) {
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
