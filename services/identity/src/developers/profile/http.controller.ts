import { Body, Controller, Get, Headers, Param, Patch, Res } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, SignedInActor, parseIfMatch, replyWithPositions, replyWithVersion, type Actor } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../core/source';
import { administer, adminDeveloperView, loadForAdmin, type AdminDeveloperInput } from '../administering/administer-developer';
import { DevelopersRepository, profileOf } from '../developers.repository';

/** The write side's own view of a developer, for session checks that must not lag behind; and the admin edit. */
@Controller()
export class ProfileController {
  constructor(private readonly developers: DevelopersRepository) {}

  @Get('developers/:id')
  async profile(@Param('id') id: string) {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new NotFoundError('No such developer');
    const { state } = await this.developers.load(id);
    if (!state.exists) throw new NotFoundError('No such developer');
    return profileOf(state);
  }

  /** The admin edit page's developer, with its version as the ETag (for If-Match). */
  @Get('admin/developers/:id')
  async adminView(@Param('id') id: string, @SignedInActor() actor: Actor, @Res({ passthrough: true }) reply: FastifyReply) {
    const { state, version } = await loadForAdmin(this.developers, id, actor);
    replyWithVersion(reply, version);
    return adminDeveloperView(state);
  }

  /** An admin changes a developer's name, company and role flags (the administering slice). */
  @Patch('admin/developers/:id')
  async administer(
    @Param('id') id: string,
    @Body() body: { developer?: AdminDeveloperInput } | undefined,
    @Headers('if-match') ifMatch: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { view, version, position } = await administer(this.developers, id, body?.developer ?? {}, actor, context, parseIfMatch(ifMatch));
    replyWithPositions(reply, SOURCE, [position]);
    replyWithVersion(reply, version);
    return view;
  }
}
