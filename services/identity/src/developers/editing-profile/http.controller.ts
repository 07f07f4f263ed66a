import { Body, Controller, Patch, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, SignedInActor, replyWithPositions, type Actor } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../core/source';
import type { ProfileInput } from '../administering/administer-developer';
import { EditProfileHandler } from './edit-profile.handler';

@Controller()
export class EditProfileController {
  constructor(private readonly handler: EditProfileHandler) {}

  @Patch('profile')
  async edit(
    @Body() body: ProfileInput | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { profile, position } = await this.handler.edit(actor.id, body ?? {}, context);
    replyWithPositions(reply, SOURCE, [position]);
    return profile;
  }
}
