import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, IdempotencyKey, replyAsReplayed, replyWithPositions } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../core/source';
import { SignUpHandler } from './sign-up.handler';
import type { SignUpInput } from './sign-up.rules';

@Controller()
export class SignUpController {
  constructor(private readonly handler: SignUpHandler) {}

  @Post('sign_up')
  @HttpCode(201)
  async signUp(
    @Body() body: SignUpInput,
    @IdempotencyKey() idempotencyKey: string | undefined,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { profile, position, replayed } = await this.handler.signUp(body ?? {}, context, idempotencyKey);
    replyWithPositions(reply, SOURCE, [position]);
    replyAsReplayed(reply, replayed);
    return profile;
  }
}
