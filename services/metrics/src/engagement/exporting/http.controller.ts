import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import { SignedInActor, type Actor } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { EngagementAccess, UUID } from '../core/app-access';
import { InstallationsExport } from './installations-export';

/**
 * The install feed as a CSV download (`admin=1` from an admin adds the installers' e-mails). Access
 * is checked before the first byte, so a refusal is still a JSON error; after that the body streams.
 */
@Controller('engagement/apps')
export class InstallationsCsvController {
  constructor(
    private readonly access: EngagementAccess,
    private readonly exports: InstallationsExport,
  ) {}

  @Get(':id/installations.csv')
  async download(
    @Param('id') id: string,
    @SignedInActor() actor: Actor,
    @Res() reply: FastifyReply,
    @Query('admin') admin?: string,
  ): Promise<void> {
    if (!UUID.test(id)) throw new NotFoundError('No such app');
    await this.access.require(id, actor);
    const appId = id.toLowerCase();
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${appId}-installations.csv"`)
      .header('cache-control', 'private, no-store')
      .send(this.exports.stream(appId, admin === '1' && actor.isAdmin));
  }
}
