import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, SignedInActor, replyWithPositions, type Actor } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../../core/source';
import { AddSecurityKeyHandler, type AddSecurityKeyInput } from './add-security-key.handler';

@Controller('me')
export class AddSecurityKeyController {
  constructor(private readonly handler: AddSecurityKeyHandler) {}

  @Post('security_key_registrations')
  @HttpCode(200)
  options(@SignedInActor() actor: Actor) {
    return this.handler.options(actor.id);
  }

  @Post('security_keys')
  @HttpCode(201)
  async add(
    @Body() body: AddSecurityKeyInput | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { key, position } = await this.handler.add(actor.id, body ?? {}, context);
    replyWithPositions(reply, SOURCE, [position]);
    return key;
  }
}
