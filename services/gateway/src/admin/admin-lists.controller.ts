import { Controller, Get, Query, Res, UseInterceptors } from '@nestjs/common';
import type { components } from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import { ReadYourWritesInterceptor } from '../consistency/read-your-writes.interceptor';
import { Upstreams } from '../core/upstreams';
import { proxyList } from './list-proxy';

type Schemas = components['schemas'];
type Query = Record<string, string | string[]>;

/**
 * The admin lists, admin-only by their path (AccessGuard answers 401/403 for anyone else) and
 * checked against the contract (ContractGuard); the projection pages them from its read tables.
 */
@Controller('api/v1/admin')
@UseInterceptors(ReadYourWritesInterceptor)
export class AdminListsController {
  constructor(private readonly upstreams: Upstreams) {}

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
}
