import { Body, Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { components } from '@portal/contracts';
import { PortalLogger } from '@portal/service-runtime';
import type { FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../core/gateway.config';
import { RateLimiter } from '../core/rate-limiter';
import { Access } from '../sessions/access';
import { ClientErrorCounts } from './client-error-counts';
import { fingerprintOf, routePattern } from './fingerprint';

type ClientErrorReport = components['schemas']['ClientErrorReport'];
type ClientErrorAccepted = components['schemas']['ClientErrorAccepted'];
type ClientErrorSummary = components['schemas']['ClientErrorSummary'];

export const CLIENT_ERRORS_THROTTLED_MESSAGE = 'Too many error reports. Please wait a moment.';
const LOGGED_FRAMES = 5;

/** Crash reports from the web client's error boundaries (the body is checked by the contract guard). */
@Controller('api/v1')
export class ClientErrorsController {
  constructor(
    private readonly counts: ClientErrorCounts,
    private readonly limiter: RateLimiter,
    private readonly logger: PortalLogger,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Post('client_errors')
  @HttpCode(202)
  @Access('public')
  async report(@Body() body: ClientErrorReport, @Req() request: FastifyRequest): Promise<ClientErrorAccepted> {
    await this.limiter.consume('client-errors', request.ip, this.config.clientErrorLimit, CLIENT_ERRORS_THROTTLED_MESSAGE);
    const fingerprint = fingerprintOf(body);
    const route = routePattern(body.route ?? '');
    const release = body.release ?? '';
    const count = await this.counts.count({
      fingerprint,
      message: body.message,
      route,
      release,
      kind: body.kind,
      at: new Date().toISOString(),
    });
    const frames = (body.stack ?? '')
      .split('\n')
      .slice(0, LOGGED_FRAMES + 1)
      .join('\n');
    this.logger.line(
      'error',
      JSON.stringify({ event: 'client_error', fingerprint, count, kind: body.kind, message: body.message, route, release, stack: frames }),
      'ClientErrors',
    );
    return { fingerprint, count };
  }

  @Get('admin/client_errors')
  async list(): Promise<{ data: ClientErrorSummary[] }> {
    return { data: await this.counts.top() };
  }
}
