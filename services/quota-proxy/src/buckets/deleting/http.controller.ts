import { Controller, Delete, Headers, HttpCode, Param } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, parseIfMatch, SignedInActor, type Actor } from '@portal/service-runtime';
import { WritingBucketsHandler } from '../writing-buckets.handler';

@Controller()
export class DeleteBucketController {
  constructor(private readonly handler: WritingBucketsHandler) {}

  @Delete('servers/:server/buckets/:id')
  @HttpCode(204)
  async remove(
    @Param('server') server: string,
    @Param('id') id: string,
    @Headers('if-match') ifMatch: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
  ): Promise<void> {
    await this.handler.remove(server, id, actor, context, parseIfMatch(ifMatch));
  }
}
