import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx } from '@portal/service-runtime';
import { VerifyCredentialsHandler } from './verify-credentials.handler';
import { VerifySecondFactorHandler } from './verify-second-factor.handler';

/** Internal: the gateway checks credentials here and keeps the session (and the second step's challenge) itself. */
@Controller()
export class SignInController {
  constructor(
    private readonly handler: VerifyCredentialsHandler,
    private readonly secondFactor: VerifySecondFactorHandler,
  ) {}

  @Post('credentials/verify')
  @HttpCode(200)
  verify(@Body() body: { email?: unknown; password?: unknown }) {
    return this.handler.verify(body?.email, body?.password);
  }

  @Post('credentials/second_factor')
  @HttpCode(200)
  verifySecondFactor(@Body() body: { developerId?: unknown; code?: unknown } | undefined, @CommandCtx() context: CommandContext) {
    return this.secondFactor.verify(typeof body?.developerId === 'string' ? body.developerId : '', body?.code, context);
  }
}
