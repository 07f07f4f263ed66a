import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, SignedInActor, replyWithPositions, type Actor } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../core/source';
import { RegenerateRecoveryCodesHandler } from './regenerate-recovery-codes.handler';

@Controller()
export class RegenerateRecoveryCodesController {
  constructor(private readonly handler: RegenerateRecoveryCodesHandler) {}

  @Post('me/two_factor/recovery_codes')
  @HttpCode(200)
  async regenerate(
    @Body() body: { currentPassword?: unknown } | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { recoveryCodes, position } = await this.handler.regenerate(actor.id, body ?? {}, context);
    replyWithPositions(reply, SOURCE, [position]);
    return { recoveryCodes };
  }
}
