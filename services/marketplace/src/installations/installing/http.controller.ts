import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, SignedInActor, type Actor } from '@portal/service-runtime';
import { InstallHandler } from './install.handler';

@Controller()
export class InstallController {
  constructor(private readonly handler: InstallHandler) {}

  @Post('marketplace/listings/:id/installations')
  @HttpCode(201)
  install(
    @Param('id') id: string,
    @Body() body: { company_name?: unknown; demo?: unknown } | null,
    @SignedInActor() actor: Actor,
    @CommandCtx() ctx: CommandContext,
  ) {
    return this.handler.install(id, body ?? {}, actor, ctx);
  }

  @Delete('marketplace/listings/:id/installations/:installationId')
  @HttpCode(204)
  async uninstall(
    @Param('id') id: string,
    @Param('installationId') installationId: string,
    @SignedInActor() actor: Actor,
    @CommandCtx() ctx: CommandContext,
  ) {
    await this.handler.uninstall(id, installationId, actor, ctx);
  }
}
