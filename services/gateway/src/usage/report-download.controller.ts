import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import {
  ACTOR_HEADERS,
  currentRequestId,
  errorBody,
  internalToken,
  JSON_TYPE,
  ServiceUnavailableError,
  traceHeaders,
} from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../core/gateway.config';
import { Access } from '../sessions/access';

const PASSED_HEADERS = ['content-type', 'content-disposition'] as const;

/**
 * The link in the API usage report e-mail, a web path: its signed token is the permission (it names
 * the report and its requester, and expires), so it opens from a mail client without a session. The
 * metrics service checks the token; a bad or expired one is a 404 JSON with a message saying so.
 */
@Controller()
export class ReportDownloadController {
  private readonly token = internalToken();

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  @Get('developer_apps/:id/api_usage_reports/:reportId/download')
  @Access('public')
  async download(
    @Param('id') id: string,
    @Param('reportId') reportId: string,
    @Query('token') token: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const url = new URL(
      `usage/apps/${encodeURIComponent(id)}/reports/${encodeURIComponent(reportId)}/download`,
      `${this.config.services.metrics.replace(/\/$/, '')}/`,
    );
    if (typeof token === 'string') url.searchParams.set('token', token);
    let upstream: Response;
    try {
      upstream = await fetch(url, {
        headers: {
          [ACTOR_HEADERS.token]: this.token,
          ...(currentRequestId() ? { 'x-request-id': currentRequestId()! } : {}),
          ...traceHeaders(),
        },
        signal: AbortSignal.timeout(15000),
      });
    } catch (error) {
      throw new ServiceUnavailableError('metrics', error);
    }
    const text = await upstream.text();
    if (upstream.status >= 400) {
      await reply
        .status(upstream.status)
        .type(JSON_TYPE)
        .send(text || JSON.stringify(errorBody('The download failed')));
      return;
    }
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) void reply.header(name, value);
    }
    await reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer').send(text);
  }
}
