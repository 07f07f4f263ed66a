import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, replyWithPositions } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../core/source';
import { SignUpHandler } from './sign-up.handler';
import type { SignUpInput } from './sign-up.rules';

@Controller()
export class SignUpController {
  constructor(private readonly handler: SignUpHandler) {}

  @Post('sign_up')
  @HttpCode(201)
  async signUp(@Body() body: SignUpInput, @CommandCtx() context: CommandContext, @Res({ passthrough: true }) reply: FastifyReply) {
    const { profile, position } = await this.handler.signUp(body ?? {}, context);
    replyWithPositions(reply, SOURCE, [position]);
    return profile;
  }
}
