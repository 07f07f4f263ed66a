import { Body, Controller, Get, Headers, Inject, Param, Put, Res } from '@nestjs/common';
import { ForbiddenError } from '@portal/decider';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, parseIfMatch, replyWithVersion, SignedInActor, type Actor } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { regionsView } from './catalog';
import { MARKETPLACE_CONFIG, type MarketplaceConfig } from '../core/marketplace.config';
import { ADMINS_ONLY } from './reference.decider';
import { ReferenceLists, type VersionedList } from './reference-lists';

/** The first language of an Accept-Language header that Intl knows, else English. */
const localeOf = (header: string | undefined): string => {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim();
    if (!tag || tag === '*') continue;
    try {
      return Intl.getCanonicalLocales(tag)[0] ?? 'en';
    } catch {
      // not a language tag: try the next one
    }
  }
  return 'en';
};

const adminOnly = (actor: Actor) => {
  if (!actor.isAdmin) throw new ForbiddenError(ADMINS_ONLY);
};

const answer = (list: VersionedList, reply: FastifyReply) => {
  replyWithVersion(reply, list.version);
  return { kind: list.kind, items: list.items };
};

/**
 * Reference data for the listing editor's pickers (spec 3 §3 "Related", §7 `GET /api/v1/categories`),
 * seeded with the service and editable by admins (issue 11), one list at a time.
 */
@Controller()
export class ReferenceController {
  constructor(
    private readonly lists: ReferenceLists,
    @Inject(MARKETPLACE_CONFIG) private readonly config: MarketplaceConfig,
  ) {}

  @Get('categories')
  async categories() {
    return (await this.lists.all()).categories.items;
  }

  @Get('reference')
  async reference(@Headers('accept-language') acceptLanguage: string | undefined) {
    const lists = await this.lists.all();
    return {
      regions: regionsView(lists.regions.items, localeOf(acceptLanguage)),
      product_tools: lists.product_tools.items,
      security_standards: lists.security_standards.items,
      sso_providers: lists.sso_providers.items,
      // The editor loads this for a new app too, before any listing (whose read also says it) exists.
      security_and_compliance_enabled: this.config.securityEnabled,
    };
  }

  /** One list as stored (regions with their raw country codes), its ETag the stream's version. */
  @Get('admin/marketplace_reference/:kind')
  async adminList(@Param('kind') kind: string, @SignedInActor() actor: Actor, @Res({ passthrough: true }) reply: FastifyReply) {
    adminOnly(actor);
    return answer(await this.lists.one(kind), reply);
  }

  /** Replaces the whole list; If-Match required (428 without, 412 when stale), 422 with the field errors. */
  @Put('admin/marketplace_reference/:kind')
  async replace(
    @Param('kind') kind: string,
    @Body() body: { items?: unknown } | null,
    @Headers('if-match') ifMatch: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    adminOnly(actor);
    const list = await this.lists.replace(kind, body?.items, parseIfMatch(ifMatch), actor, ctx);
    return answer(list, reply);
  }
}
