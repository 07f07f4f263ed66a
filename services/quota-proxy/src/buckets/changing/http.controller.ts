import { Body, Controller, Headers, Param, Patch, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, parseIfMatch, replyWithVersion, SignedInActor, type Actor } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import type { BucketWrite } from '../bucket.dto';
import { WritingBucketsHandler } from '../writing-buckets.handler';

@Controller()
export class ChangeBucketController {
  constructor(private readonly handler: WritingBucketsHandler) {}

  @Patch('servers/:server/buckets/:id')
  async change(
    @Param('server') server: string,
    @Param('id') id: string,
    @Body() body: BucketWrite | null,
    @Headers('if-match') ifMatch: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { view, version } = await this.handler.change(server, id, body?.data ?? {}, actor, context, parseIfMatch(ifMatch));
    replyWithVersion(reply, version);
    return { data: view };
  }
}
