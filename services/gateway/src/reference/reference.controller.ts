import { Controller, Get, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { CHANGELOG_TYPES, type ChangelogEntry, type ChangelogType, type components } from '@portal/contracts';
import { ForbiddenError, NotFoundError } from '@portal/decider';
import { pagingHeaders } from '@portal/list-query';
import { JSON_TYPE } from '@portal/service-runtime';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../core/gateway.config';
import { Access } from '../sessions/access';
import { changelogAtom } from './changelog-feed';
import { readerOf } from './reader';
import { changelogFor, ReferenceCatalog, type ChangelogQuery } from './reference-catalog';

type ChangelogEntryView = components['schemas']['ChangelogEntry'];

const DEFAULT_PER_PAGE = 10;
const FEED_ENTRIES = 50;

/** Answers JSON the catalog serialized once: Fastify sends a string as it is, once told its type. */
const asJson = (reply: FastifyReply, json: string): string => {
  void reply.type(JSON_TYPE);
  return json;
};

/** The contract guard has checked the parameters' shapes; this reads them. */
const changelogQuery = (query: Record<string, unknown>): ChangelogQuery => {
  // `filters[type][]` (Rails' form, what the web client sends) and `filters[type]` (the spec's name) are one list.
  const list = [query['filters[type][]'], query['filters[type]']].flatMap((types) =>
    Array.isArray(types) ? (types as string[]) : typeof types === 'string' ? [types] : [],
  );
  return {
    branch: typeof query.custom_service_sha === 'string' ? query.custom_service_sha : undefined,
    types: list.filter((t): t is ChangelogType => (CHANGELOG_TYPES as readonly string[]).includes(t)),
    breakingOnly: query['filters[breaking]'] === 'true',
    search: typeof query['filters[search]'] === 'string' ? query['filters[search]'] : '',
  };
};

const toView = (entry: ChangelogEntry): ChangelogEntryView => ({
  id: entry.id,
  summary: entry.summary,
  description: entry.description,
  endpoint: entry.endpoint,
  type: entry.type,
  breaking: entry.breaking,
  datestamp: entry.datestamp,
  versions: entry.versions,
  link: entry.link,
  visibility: entry.visibility,
});

/** The API reference's groups and documents, and the aggregated changelog with its Atom feed (spec §2, §4, §7). */
@Controller('api/v1/resource_groups')
export class ReferenceController {
  constructor(
    private readonly catalog: ReferenceCatalog,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Get()
  @Access('public')
  groups(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): string {
    return asJson(reply, this.catalog.groupListJson(readerOf(request)));
  }

  @Get('branches')
  branches(@Req() request: FastifyRequest) {
    if (!readerOf(request).privileged) throw new ForbiddenError('Service branches are for provider employees and admins');
    return { data: this.catalog.docs.branches.map(({ sha, name, description }) => ({ sha, name, description })) };
  }

  @Get('aggregated_changelog')
  @Access('public')
  changelog(@Query() query: Record<string, unknown>, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const entries = this.entries(query, request);
    const perPage = Number(query.per_page ?? DEFAULT_PER_PAGE);
    const page = Number(query.page ?? 1);
    void reply.headers(pagingHeaders(entries.length, perPage));
    return entries.slice((page - 1) * perPage, page * perPage).map(toView);
  }

  @Get('aggregated_changelog.atom')
  @Access('public')
  feed(@Query() query: Record<string, unknown>, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): string {
    const entries = this.entries(query, request).slice(0, FEED_ENTRIES);
    const search = new URL(request.url, this.config.publicUrl).search;
    void reply.header('content-type', 'application/atom+xml; charset=utf-8');
    return changelogAtom(entries, {
      selfUrl: new URL(`/api/v1/resource_groups/aggregated_changelog.atom${search}`, this.config.publicUrl).toString(),
      pageUrl: new URL(`/reference/changelog${search}`, this.config.publicUrl).toString(),
      baseUrl: this.config.publicUrl,
    });
  }

  @Get(':id/openapi.json')
  @Access('public')
  document(@Param('id') id: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): string {
    const json = this.catalog.documentJson(id, readerOf(request));
    if (json === undefined) throw new NotFoundError('No such resource group');
    return asJson(reply, json);
  }

  private entries(query: Record<string, unknown>, request: FastifyRequest): ChangelogEntry[] {
    const entries = changelogFor(this.catalog.docs, readerOf(request), changelogQuery(query));
    if (!entries) throw new NotFoundError('No such service branch');
    return entries;
  }
}
