import { Body, Controller, Delete, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, IdempotencyKey, replyAsReplayed, replyWithPositions, SignedInActor, type Actor } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { InstallHandler } from './install.handler';

@Controller()
export class InstallController {
  constructor(private readonly handler: InstallHandler) {}

  @Post('marketplace/listings/:id/installations')
  @HttpCode(201)
  async install(
    @Param('id') id: string,
    @Body() body: { company_name?: unknown; demo?: unknown } | null,
    @IdempotencyKey() idempotencyKey: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { installation, replayed, position } = await this.handler.install(id, body ?? {}, actor, ctx, idempotencyKey);
    replyAsReplayed(reply, replayed);
    replyWithPositions(reply, this.handler.source, [position]);
    return installation;
  }

  @Delete('marketplace/listings/:id/installations/:installationId')
  @HttpCode(204)
  async uninstall(
    @Param('id') id: string,
    @Param('installationId') installationId: string,
    @SignedInActor() actor: Actor,
    @CommandCtx() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    replyWithPositions(reply, this.handler.source, [await this.handler.uninstall(id, installationId, actor, ctx)]);
  }
}
