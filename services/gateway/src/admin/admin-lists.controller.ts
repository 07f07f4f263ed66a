import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Patch, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import type { components } from '@portal/contracts';
import { PortalLogger, forwardedIfMatch, passVersion } from '@portal/service-runtime';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ReadYourWrites } from '../consistency/read-your-writes';
import { ReadYourWritesInterceptor } from '../consistency/read-your-writes.interceptor';
import { Upstreams } from '../core/upstreams';
import { actorOf, sessionOf } from '../sessions/access';
import { SessionStore } from '../sessions/session.store';
import { sessionView } from '../identity/my-sessions.controller';
import { SessionsEndedRecorder } from '../identity/sessions-ended-recorder';
import { proxyList } from './list-proxy';
import { reviewSlaBusinessDays, withReviewDue } from './review-sla';

type Schemas = components['schemas'];
type Query = Record<string, string | string[]>;

/**
 * The admin lists, admin-only by their path (AccessGuard answers 401/403 for anyone else) and
 * checked against the contract (ContractGuard); the projection pages them from its read tables.
 */
@Controller('api/v1/admin')
@UseInterceptors(ReadYourWritesInterceptor)
export class AdminListsController {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly consistency: ReadYourWrites,
    private readonly sessions: SessionStore,
    private readonly ended: SessionsEndedRecorder,
    private readonly logger: PortalLogger,
  ) {}

  /** Registered Developers; with only `search`, the owner pickers' `{id, email}` options. */
  @Get('developers')
  developers(@Query() query: Query, @Res({ passthrough: true }) reply: FastifyReply): Promise<Schemas['DeveloperRow'][]> {
    return proxyList(this.upstreams.projection, 'admin/developers', query, reply);
  }

  @Get('developer_apps')
  developerApps(@Query() query: Query, @Res({ passthrough: true }) reply: FastifyReply): Promise<Schemas['AdminDeveloperAppRow'][]> {
    return proxyList(this.upstreams.projection, 'admin/developer_apps', query, reply);
  }

  @Get('oauth_applications')
  oauthApplications(@Query() query: Query, @Res({ passthrough: true }) reply: FastifyReply): Promise<Schemas['OAuthApplicationRow'][]> {
    return proxyList(this.upstreams.projection, 'admin/oauth_applications', query, reply);
  }

  /** The review queue, each row with its due date from the review SLA (`REVIEW_SLA_BUSINESS_DAYS`, default 5). */
  @Get('review_queue')
  async reviewQueue(@Query() query: Query, @Res({ passthrough: true }) reply: FastifyReply): Promise<Schemas['ReviewQueueRow'][]> {
    const rows = await proxyList<Omit<Schemas['ReviewQueueRow'], 'review_due_at' | 'overdue'>>(
      this.upstreams.projection,
      'admin/review_queue',
      query,
      reply,
    );
    const days = reviewSlaBusinessDays();
    const now = new Date();
    return rows.map((row) => withReviewDue(row, days, now));
  }

  /** The developer edit page's data, from identity (the write side: the page edits what it shows), with its ETag. */
  @Get('developers/:id')
  async developer(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Schemas['AdminDeveloper']> {
    const result = await this.upstreams.identity.call<Schemas['AdminDeveloper']>(`admin/developers/${encodeURIComponent(id)}`, {
      actor: actorOf(sessionOf(request)!.session),
    });
    passVersion(reply, result.headers);
    return result.body;
  }

  /** An admin changes a developer's name, company and roles (If-Match honoured; 422 with field errors). */
  @Patch('developers/:id')
  async changeDeveloper(
    @Param('id') id: string,
    @Body() body: unknown,
    @Headers('if-match') ifMatch: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Schemas['AdminDeveloper']> {
    const result = await this.upstreams.identity.call<Schemas['AdminDeveloper']>(`admin/developers/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: body ?? {},
      actor: actorOf(sessionOf(request)!.session),
      headers: forwardedIfMatch(ifMatch),
    });
    await this.consistency.recordCommand(request, reply, result.headers);
    passVersion(reply, result.headers);
    return result.body;
  }

  /** Signs a developer out everywhere (404 for no such developer); the admin's own session stays when they name themself. */
  /** The developer's sessions as their Settings page lists them (the developer must exist: 404 from identity). */
  @Get('developers/:id/sessions')
  async developerSessions(@Param('id') id: string, @Req() request: FastifyRequest): Promise<Schemas['SignedInSession'][]> {
    const { sessionId } = sessionOf(request)!;
    await this.upstreams.identity.call(`developers/${encodeURIComponent(id)}`);
    return (await this.sessions.listOf(id, sessionId)).map(sessionView);
  }

  @Delete('developers/:id/sessions')
  @HttpCode(204)
  async endDeveloperSessions(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const { sessionId, session } = sessionOf(request)!;
    await this.upstreams.identity.call(`developers/${encodeURIComponent(id)}`);
    const self = id === session.userId;
    await this.sessions.destroyAllOf(id, self ? sessionId : undefined);
    this.logger.log(`admin ${session.userId} ended every session of developer ${id}`);
    await this.ended.record(id, { scope: self ? 'others' : 'all' }, request, reply);
  }
}
