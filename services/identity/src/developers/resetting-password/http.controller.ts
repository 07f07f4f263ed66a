import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, replyAsReplayed, replyWithPositions } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../core/source';
import { ResetPasswordHandler, type CompleteResetInput } from './reset-password.handler';

@Controller('password_resets')
export class ResetPasswordController {
  constructor(private readonly handler: ResetPasswordHandler) {}

  /** No position header: it would tell the caller that an event was written, i.e. that the address is registered. */
  @Post()
  @HttpCode(202)
  async request(@Body() body: { email?: unknown }, @CommandCtx() context: CommandContext) {
    await this.handler.request(body?.email, context);
    return { requested: true };
  }

  @Post('check')
  @HttpCode(200)
  check(@Body() body: { token?: unknown }) {
    return this.handler.check(body?.token);
  }

  @Post('complete')
  @HttpCode(200)
  async complete(@Body() body: CompleteResetInput, @CommandCtx() context: CommandContext, @Res({ passthrough: true }) reply: FastifyReply) {
    const { developerId, position, replayed } = await this.handler.complete(body ?? {}, context);
    replyWithPositions(reply, SOURCE, [position]);
    replyAsReplayed(reply, replayed);
    return { developerId };
  }
}
