import { Body, Controller, Delete, Headers, HttpCode, Param, Patch, Res } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, SignedInActor, type Actor } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { setPositions } from '../../core/positions';
import { isUuid, NO_SUCH_APP } from '../app-access';
import { ChangeSettingsHandler, type SettingsInput } from './change-settings.handler';

/** `W/"7"` or `7` → 7; anything else is ignored. */
export const parseIfMatch = (header: string | undefined): number | undefined => {
  const match = /^(?:W\/)?"?(\d+)"?$/.exec(header?.trim() ?? '');
  return match ? Number(match[1]) : undefined;
};

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
    setPositions(reply, positions);
    void reply.header('etag', `W/"${version}"`);
    return { id, version };
  }

  @Delete('developer_apps/:id')
  @HttpCode(204)
  async delete(
    @Param('id') id: string,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    if (!isUuid(id)) throw new NotFoundError(NO_SUCH_APP);
    const { positions } = await this.handler.delete(id, actor, context);
    setPositions(reply, positions);
  }
}
