import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, SignedInActor, replyWithPositions, type Actor } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../core/source';
import { EnableTwoFactorHandler, type EnableTwoFactorInput } from './enable-two-factor.handler';

@Controller('me/two_factor')
export class EnableTwoFactorController {
  constructor(private readonly handler: EnableTwoFactorHandler) {}

  @Post('setup')
  @HttpCode(200)
  setup(@SignedInActor() actor: Actor) {
    return this.handler.setup(actor.id);
  }

  @Post()
  @HttpCode(200)
  async enable(
    @Body() body: EnableTwoFactorInput,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { recoveryCodes, position } = await this.handler.enable(actor.id, body ?? {}, context);
    replyWithPositions(reply, SOURCE, [position]);
    return { recoveryCodes };
  }
}
