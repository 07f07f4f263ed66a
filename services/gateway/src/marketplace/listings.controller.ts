import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Patch, Post, Req, Res } from '@nestjs/common';
import { ValidationError } from '@portal/decider';
import type { components } from '@portal/contracts';
import { forwardedIdempotencyKey, forwardedIfMatch, IDEMPOTENCY_KEY_HEADER, passReplayed, passVersion } from '@portal/service-runtime';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ReadYourWrites } from '../consistency/read-your-writes';
import { Upstreams } from '../core/upstreams';
import { readMultipart } from '../apps/apps-responses';
import { Access, actorOf, sessionOf } from '../sessions/access';

type Schemas = components['schemas'];
type Listing = Schemas['MarketplaceListing'];
type Media = Schemas['MarketplaceMedia'];

/** The largest listing upload (a video); each kind's own limit is the marketplace service's. */
const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/**
 * An app's Marketplace listing (spec 3 §7), owned by the marketplace service; admin paths are
 * admin-only by their prefix. Reads come from the listing's stream, so nothing waits for a read model.
 */
@Controller('api/v1')
export class ListingsController {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly consistency: ReadYourWrites,
  ) {}

  @Get(['developer_apps/:id/submission', 'admin/developer_apps/:id/submission'])
  load(@Param('id') id: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    // `null` while the app has no listing (no ETag then).
    return this.forward<Listing | null>('GET', `developer_apps/${encodeURIComponent(id)}/submission`, undefined, request, reply);
  }

  @Post('developer_apps/:id/submissions')
  @HttpCode(201)
  create(
    @Param('id') id: string,
    @Body() body: Schemas['SubmissionWrite'],
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.forward(
      'POST',
      `developer_apps/${encodeURIComponent(id)}/submissions`,
      body,
      request,
      reply,
      forwardedIdempotencyKey(idempotencyKey),
    );
  }

  @Patch('submissions/:id')
  update(
    @Param('id') id: string,
    @Body() body: Schemas['SubmissionWrite'],
    @Headers('if-match') ifMatch: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.forward('PATCH', `submissions/${encodeURIComponent(id)}`, body, request, reply, forwardedIfMatch(ifMatch));
  }

  @Post('admin/developer_apps/:id/submissions')
  @HttpCode(201)
  adminCreate(
    @Param('id') id: string,
    @Body() body: Schemas['SubmissionWrite'],
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.forward(
      'POST',
      `admin/developer_apps/${encodeURIComponent(id)}/submissions`,
      body,
      request,
      reply,
      forwardedIdempotencyKey(idempotencyKey),
    );
  }

  @Patch('admin/submissions/:id')
  adminUpdate(
    @Param('id') id: string,
    @Body() body: Schemas['SubmissionWrite'],
    @Headers('if-match') ifMatch: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.forward('PATCH', `admin/submissions/${encodeURIComponent(id)}`, body, request, reply, forwardedIfMatch(ifMatch));
  }

  /** Multipart `kind`, `file`, `description` → the marketplace service (base64 JSON, like app logos). */
  @Post(['submissions/:id/media', 'admin/submissions/:id/media'])
  @HttpCode(201)
  async upload(
    @Param('id') id: string,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Media> {
    const headers = forwardedIdempotencyKey(idempotencyKey);
    const form = await readMultipart(request, {
      field: 'file',
      maxBytes: MAX_UPLOAD_BYTES,
      tooLarge: 'The file is too large (at most 50 MB)',
    });
    if (!form?.file) throw new ValidationError({ file: ['Choose a file to upload'] }, 'Choose a file to upload');
    const admin = request.url.startsWith('/api/v1/admin/');
    const result = await this.upstreams.marketplace.call<Media>(`${admin ? 'admin/' : ''}submissions/${encodeURIComponent(id)}/media`, {
      method: 'POST',
      body: {
        kind: form.fields.kind,
        description: form.fields.description,
        filename: form.file.filename,
        content_base64: form.file.bytes.toString('base64'),
      },
      actor: actorOf(sessionOf(request)!.session),
      headers,
      timeoutMs: 60_000,
    });
    passReplayed(reply, result.headers);
    return result.body;
  }

  @Delete(['submissions/:id/media/:mediaId', 'admin/submissions/:id/media/:mediaId'])
  @HttpCode(204)
  async removeMedia(@Param('id') id: string, @Param('mediaId') mediaId: string, @Req() request: FastifyRequest): Promise<void> {
    const admin = request.url.startsWith('/api/v1/admin/');
    await this.upstreams.marketplace.call(
      `${admin ? 'admin/' : ''}submissions/${encodeURIComponent(id)}/media/${encodeURIComponent(mediaId)}`,
      {
        method: 'DELETE',
        actor: actorOf(sessionOf(request)!.session),
      },
    );
  }

  /** Listing files at a stable URL per upload (public: a published listing shows them), sandboxed like logos. */
  @Get('marketplace/media/:key')
  @Access('public')
  async media(@Param('key') key: string, @Res() reply: FastifyReply): Promise<void> {
    const { body } = await this.upstreams.marketplace.call<{ content_type: string; content_base64: string }>(
      `media/${encodeURIComponent(key)}`,
      {
        timeoutMs: 60_000,
      },
    );
    await reply
      .header('content-type', body.content_type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'")
      .send(Buffer.from(body.content_base64, 'base64'));
  }

  private async forward<T = Listing>(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    body: unknown,
    request: FastifyRequest,
    reply: FastifyReply,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const result = await this.upstreams.marketplace.call<T>(path, {
      method,
      ...(body === undefined ? {} : { body }),
      actor: actorOf(sessionOf(request)!.session),
      headers,
    });
    passVersion(reply, result.headers);
    passReplayed(reply, result.headers);
    // A create or change: the session's next query waits until the projection's listing read models have it.
    if (method !== 'GET') await this.consistency.recordCommand(request, reply, result.headers);
    return result.body;
  }
}
