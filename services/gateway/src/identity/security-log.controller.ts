import { Controller, Get, Param, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { proxyList } from '../admin/list-proxy';
import { ReadYourWritesInterceptor } from '../consistency/read-your-writes.interceptor';
import type { Schema } from '../core/contract-types';
import { Upstreams } from '../core/upstreams';
import { actorOf, sessionOf } from '../sessions/access';

type SecurityEvent = Schema<'SecurityEvent'>;
type Query = Record<string, string | string[]>;

/**
 * An account's security log from the projection's `security_events` table: the owner's in Settings
 * (after this session's own changes have reached it), any developer's for an admin.
 */
@Controller('api/v1')
@UseInterceptors(ReadYourWritesInterceptor)
export class SecurityLogController {
  constructor(private readonly upstreams: Upstreams) {}

  @Get('me/security_events')
  mine(@Query() query: Query, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SecurityEvent[]> {
    const { session } = sessionOf(request)!;
    return this.logOf(session.userId, query, request, reply);
  }

  @Get('admin/developers/:id/security_events')
  developers(
    @Param('id') id: string,
    @Query() query: Query,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SecurityEvent[]> {
    return this.logOf(id, query, request, reply);
  }

  private logOf(developerId: string, query: Query, request: FastifyRequest, reply: FastifyReply): Promise<SecurityEvent[]> {
    const path = `developers/${encodeURIComponent(developerId)}/security_events`;
    return proxyList(this.upstreams.projection, path, query, reply, actorOf(sessionOf(request)!.session));
  }
}
