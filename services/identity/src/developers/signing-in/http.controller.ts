import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { VerifyCredentialsHandler } from './verify-credentials.handler';

@Controller()
export class SignInController {
  constructor(private readonly handler: VerifyCredentialsHandler) {}

  @Post('credentials/verify')
  @HttpCode(200)
  verify(@Body() body: { email?: unknown; password?: unknown }) {
    return this.handler.verify(body?.email, body?.password);
  }
}
