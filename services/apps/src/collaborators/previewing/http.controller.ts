import { Controller, Get, Param, Query } from '@nestjs/common';
import { CurrentActor, type Actor } from '@portal/service-runtime';
import { PreviewInvitationHandler } from './preview-invitation.handler';

@Controller()
export class PreviewInvitationController {
  constructor(private readonly handler: PreviewInvitationHandler) {}

  /** Signed in or not: the link's token is the key (the accept page reads it before anyone clicks). */
  @Get('invitations/:id/acceptance')
  preview(@Param('id') id: string, @Query('token') token: unknown, @CurrentActor() actor: Actor | null) {
    return this.handler.preview(id, token, actor);
  }
}
