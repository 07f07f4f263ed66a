import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import {
  ACTOR_HEADERS,
  currentRequestId,
  errorBody,
  internalToken,
  JSON_TYPE,
  rolesHeader,
  ServiceUnavailableError,
  traceHeaders,
} from '@portal/service-runtime';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../core/gateway.config';
import { Access, actorOf, sessionOf } from '../sessions/access';

/** Only these of the metrics service's answer reach the browser. */
const PASSED_HEADERS = ['content-type', 'content-disposition'] as const;

/**
 * The install feed as a CSV download at web paths under the app's page (spec 1 §2 Export CSV:
 * `{appShowPath}/installations.csv`), authenticated by the session cookie like the API. The body
 * is piped from the metrics service as it comes, never buffered: the stream pulls from the upstream
 * response only as fast as the browser reads. Signed out: 401 JSON (the access guard's answer);
 * the admin path needs an admin (403 JSON). Errors before the first byte pass through as JSON.
 */
@Controller()
export class InstallationsCsvController {
  private readonly token = internalToken();

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  @Get('developer_apps/:id/installations.csv')
  developer(@Param('id') id: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.pipe(id, false, request, reply);
  }

  @Get('admin/developer_apps/:id/installations.csv')
  @Access('admin')
  admin(@Param('id') id: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.pipe(id, true, request, reply);
  }

  private async pipe(id: string, admin: boolean, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const actor = actorOf(sessionOf(request)!.session);
    const url = new URL(
      `engagement/apps/${encodeURIComponent(id)}/installations.csv`,
      `${this.config.services.metrics.replace(/\/$/, '')}/`,
    );
    if (admin) url.searchParams.set('admin', '1');
    // A browser that leaves mid-download also stops the metrics service's batches.
    const abort = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) abort.abort();
    });
    let upstream: Response;
    try {
      upstream = await fetch(url, {
        headers: {
          [ACTOR_HEADERS.token]: this.token,
          [ACTOR_HEADERS.id]: actor.id,
          [ACTOR_HEADERS.roles]: rolesHeader(actor),
          ...(currentRequestId() ? { 'x-request-id': currentRequestId()! } : {}),
          ...traceHeaders(),
        },
        signal: abort.signal,
      });
    } catch (error) {
      throw new ServiceUnavailableError('metrics', error);
    }
    if (upstream.status >= 400 || !upstream.body) {
      const text = await upstream.text();
      await reply
        .status(upstream.status >= 400 ? upstream.status : 502)
        .type(JSON_TYPE)
        .send(text || JSON.stringify(errorBody('The export failed')));
      return;
    }
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) void reply.header(name, value);
    }
    await reply.header('cache-control', 'private, no-store').send(Readable.fromWeb(upstream.body as WebReadableStream<Uint8Array>));
  }
}
