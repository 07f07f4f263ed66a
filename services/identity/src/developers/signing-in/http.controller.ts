import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, replyWithPositions } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../core/source';
import { VerifyCredentialsHandler } from './verify-credentials.handler';
import { SecurityKeySignIn } from '../security-keys/signing-in/security-key-sign-in';
import { VerifySecondFactorHandler } from './verify-second-factor.handler';

/** Internal: the gateway checks credentials here and keeps the session (and the second step's challenge) itself. */
@Controller()
export class SignInController {
  constructor(
    private readonly handler: VerifyCredentialsHandler,
    private readonly secondFactor: VerifySecondFactorHandler,
    private readonly securityKeys: SecurityKeySignIn,
  ) {}

  @Post('credentials/verify')
  @HttpCode(200)
  verify(@Body() body: { email?: unknown; password?: unknown }) {
    return this.handler.verify(body?.email, body?.password);
  }

  /** The options for a security key to answer the second step with (409 when the account has none). */
  @Post('credentials/second_factor/security_key_options')
  @HttpCode(200)
  securityKeyOptions(@Body() body: { developerId?: unknown } | undefined) {
    return this.securityKeys.options(typeof body?.developerId === 'string' ? body.developerId : '');
  }

  /** The profile; a recovery code spent is an event, and its position goes back for the new session to wait on. */
  @Post('credentials/second_factor')
  @HttpCode(200)
  async verifySecondFactor(
    @Body() body: { developerId?: unknown; code?: unknown; securityKey?: unknown } | undefined,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const developerId = typeof body?.developerId === 'string' ? body.developerId : '';
    const { profile, position } = await this.secondFactor.verify(
      developerId,
      { code: body?.code, securityKey: body?.securityKey },
      context,
    );
    if (position !== null) replyWithPositions(reply, SOURCE, [position]);
    return profile;
  }
}
