import { Body, Controller, Headers, HttpCode, Param, Patch, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, SignedInActor, type Actor, parseIfMatch, replyWithPositions, replyWithVersion } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../core/source';
import { sandboxView } from '../sandbox.view';
import { ChangeSandboxHandler } from './change-sandbox.handler';

@Controller()
export class ChangeSandboxController {
  constructor(private readonly handler: ChangeSandboxHandler) {}

  @Patch('sandboxes/:id')
  async change(
    @Param('id') id: string,
    @Body() body: { sandbox?: { redirect_uri?: unknown; allowed_cors_domain?: unknown } },
    @Headers('if-match') ifMatch: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { sandbox, version, positions } = await this.handler.change(id, body?.sandbox ?? {}, actor, context, parseIfMatch(ifMatch));
    replyWithPositions(reply, SOURCE, positions);
    replyWithVersion(reply, version);
    return { ...sandboxView(sandbox, false), version };
  }

  @Post('sandboxes/:id/secret_reset_authorizations')
  @HttpCode(200)
  authorizeReset(@Param('id') id: string, @SignedInActor() actor: Actor) {
    return this.handler.authorizeSecretReset(id, actor);
  }
}
