import { Controller, Delete, HttpCode, Param, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, SignedInActor, replyWithPositions, type Actor } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../../core/source';
import { RemoveSecurityKeyHandler } from './remove-security-key.handler';

@Controller('me/security_keys')
export class RemoveSecurityKeyController {
  constructor(private readonly handler: RemoveSecurityKeyHandler) {}

  @Delete(':id')
  @HttpCode(204)
  async remove(
    @Param('id') id: string,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const { position } = await this.handler.remove(actor.id, id, context);
    replyWithPositions(reply, SOURCE, [position]);
  }
}
