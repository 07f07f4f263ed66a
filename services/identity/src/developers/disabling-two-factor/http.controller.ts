import { Body, Controller, Delete, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, SignedInActor, replyWithPositions, type Actor } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../core/source';
import { DisableTwoFactorHandler } from './disable-two-factor.handler';

@Controller()
export class DisableTwoFactorController {
  constructor(private readonly handler: DisableTwoFactorHandler) {}

  @Post('me/two_factor/disable')
  @HttpCode(204)
  async disable(
    @Body() body: { currentPassword?: unknown } | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const { position } = await this.handler.disable(actor.id, body ?? {}, context);
    replyWithPositions(reply, SOURCE, [position]);
  }

  @Delete('admin/developers/:id/two_factor')
  @HttpCode(204)
  async reset(
    @Param('id') id: string,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const { position } = await this.handler.reset(id, actor, context);
    replyWithPositions(reply, SOURCE, [position]);
  }
}
