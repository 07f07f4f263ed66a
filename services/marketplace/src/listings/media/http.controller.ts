import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import { BLOB_STORAGE, isSafeKey, type BlobStorage } from '@portal/blob-storage';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, IdempotencyKey, replyAsReplayed, SignedInActor, type Actor } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { AddMediaHandler, type MediaUpload } from './add-media.handler';
import { mimeOfKey } from './media.rules';

/** Listing uploads (the gateway turns the multipart form into base64 JSON), their removal, and the files. */
@Controller()
export class MediaController {
  constructor(
    private readonly handler: AddMediaHandler,
    @Inject(BLOB_STORAGE) private readonly storage: BlobStorage,
  ) {}

  @Post(['submissions/:id/media', 'admin/submissions/:id/media'])
  @HttpCode(201)
  async add(
    @Param('id') id: string,
    @Body() body: MediaUpload | null,
    @IdempotencyKey() idempotencyKey: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { media, replayed } = await this.handler.add(id, body ?? {}, actor, ctx, actor.isAdmin, idempotencyKey);
    replyAsReplayed(reply, replayed);
    return media;
  }

  @Delete(['submissions/:id/media/:mediaId', 'admin/submissions/:id/media/:mediaId'])
  @HttpCode(204)
  async remove(
    @Param('id') id: string,
    @Param('mediaId') mediaId: string,
    @SignedInActor() actor: Actor,
    @CommandCtx() ctx: CommandContext,
  ) {
    await this.handler.remove(id, mediaId, actor, ctx, actor.isAdmin);
  }

  @Get('media/:key')
  async file(@Param('key') key: string) {
    if (!key.startsWith('mkt_') && !/^[0-9a-f]{24}\.(mp4|mov)$/.test(key)) throw new NotFoundError('No such file');
    const bytes = isSafeKey(key) ? await this.storage.get(key) : null;
    if (!bytes) throw new NotFoundError('No such file');
    return { content_type: mimeOfKey(key), content_base64: bytes.toString('base64') };
  }
}
