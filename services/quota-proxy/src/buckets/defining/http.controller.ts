import { Body, Controller, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, IdempotencyKey, replyAsReplayed, replyWithVersion, SignedInActor, type Actor } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import type { BucketWrite } from '../bucket.dto';
import { WritingBucketsHandler } from '../writing-buckets.handler';

@Controller()
export class DefineBucketController {
  constructor(private readonly handler: WritingBucketsHandler) {}

  @Post('servers/:server/buckets')
  @HttpCode(201)
  async define(
    @Param('server') server: string,
    @Body() body: BucketWrite | null,
    @IdempotencyKey() idempotencyKey: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { view, version, replayed = false } = await this.handler.define(server, body?.data ?? {}, actor, context, idempotencyKey);
    replyWithVersion(reply, version);
    replyAsReplayed(reply, replayed);
    return { data: view };
  }
}
