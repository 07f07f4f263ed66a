import { Body, Controller, Delete, Headers, HttpCode, Param, Patch, Res } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, SignedInActor, type Actor, parseIfMatch, replyWithPositions, replyWithVersion } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../core/source';
import { isUuid, NO_SUCH_APP } from '../app-access';
import { ChangeSettingsHandler, type SettingsInput } from './change-settings.handler';

@Controller()
export class ChangeSettingsController {
  constructor(private readonly handler: ChangeSettingsHandler) {}

  @Patch('developer_apps/:id')
  async change(
    @Param('id') id: string,
    @Body() body: { developer_app?: SettingsInput },
    @Headers('if-match') ifMatch: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    if (!isUuid(id)) throw new NotFoundError(NO_SUCH_APP);
    const { version, positions } = await this.handler.change(id, body?.developer_app ?? {}, actor, context, parseIfMatch(ifMatch));
    replyWithPositions(reply, SOURCE, positions);
    replyWithVersion(reply, version);
    return { id, version };
  }

  @Delete('developer_apps/:id')
  @HttpCode(204)
  async delete(
    @Param('id') id: string,
    @Headers('if-match') ifMatch: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    if (!isUuid(id)) throw new NotFoundError(NO_SUCH_APP);
    const { positions } = await this.handler.delete(id, actor, context, parseIfMatch(ifMatch));
    replyWithPositions(reply, SOURCE, positions);
  }
}
