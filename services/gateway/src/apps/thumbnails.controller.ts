import { Controller, Get, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Upstreams } from '../core/upstreams';
import { Access } from '../sessions/access';

/** Logos at a stable URL per upload (a new upload gets a new key), so they can be cached for long. */
@Controller('api/v1/developer_app_thumbnails')
export class ThumbnailsController {
  constructor(private readonly upstreams: Upstreams) {}

  @Get(':key')
  @Access('public')
  async get(@Param('key') key: string, @Res() reply: FastifyReply) {
    const { body } = await this.upstreams.apps.call<{ content_type: string; content_base64: string }>(
      `thumbnails/${encodeURIComponent(key)}`,
    );
    await reply
      .header('content-type', body.content_type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      // Opened on its own, an upload is a sandboxed document that can run and load nothing.
      .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
      .send(Buffer.from(body.content_base64, 'base64'));
  }
}
