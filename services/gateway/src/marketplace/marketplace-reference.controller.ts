import { Body, Controller, Get, Headers, Param, Put, Req, Res } from '@nestjs/common';
import type { components } from '@portal/contracts';
import { forwardedIfMatch, parseIfMatch, passVersion } from '@portal/service-runtime';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Upstreams } from '../core/upstreams';
import { whitelist } from '../core/response-whitelist';
import { Access, actorOf, sessionOf } from '../sessions/access';

type Schemas = components['schemas'];

/** A replace that names no version (RFC 6585): the admin must say which list they edited. */
export class IfMatchRequiredError extends Error {
  readonly statusCode = 428;

  constructor() {
    super('If-Match is required: send the ETag of the list you loaded');
  }
}

const referenceItem = whitelist<Schemas['MarketplaceReferenceItem']>({
  id: true,
  name: true,
  title: true,
  standard_name: true,
  variant: true,
  country_codes: true,
});
const referenceList = whitelist<Schemas['MarketplaceReferenceList']>({ kind: true, items: referenceItem });

const listPath = (kind: string) => `admin/marketplace_reference/${encodeURIComponent(kind)}`;

/**
 * The listing editor's reference data (spec 3 §7 `GET /api/v1/categories`), from the marketplace
 * service, and its admin editing (issue 11: seeded, editable by admins; admin-only by its path).
 */
@Controller('api/v1')
export class MarketplaceReferenceController {
  constructor(private readonly upstreams: Upstreams) {}

  /** Public: the catalog's category filter shows them to signed-out visitors too. */
  @Get('categories')
  @Access('public')
  async categories(): Promise<Schemas['MarketplaceCategory'][]> {
    return (await this.upstreams.marketplace.call<Schemas['MarketplaceCategory'][]>('categories')).body;
  }

  /** Public too: a published listing's page names its regions and countries to signed-out visitors. */
  @Get('marketplace/reference')
  @Access('public')
  async reference(@Headers('accept-language') acceptLanguage: string | undefined): Promise<Schemas['MarketplaceReference']> {
    const result = await this.upstreams.marketplace.call<Schemas['MarketplaceReference']>('reference', {
      headers: acceptLanguage ? { 'accept-language': acceptLanguage.slice(0, 200) } : {},
    });
    return result.body;
  }

  @Get('admin/marketplace_reference/:kind')
  async list(
    @Param('kind') kind: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Schemas['MarketplaceReferenceList']> {
    const result = await this.upstreams.marketplace.call<Schemas['MarketplaceReferenceList']>(listPath(kind), {
      actor: actorOf(sessionOf(request)!.session),
    });
    passVersion(reply, result.headers);
    return referenceList(result.body);
  }

  @Put('admin/marketplace_reference/:kind')
  async replace(
    @Param('kind') kind: string,
    @Body() body: Schemas['MarketplaceReferenceListWrite'],
    @Headers('if-match') ifMatch: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Schemas['MarketplaceReferenceList']> {
    // Malformed is a 400 (forwardedIfMatch); absent or `*` names no version: 428, before the service is asked.
    const headers = forwardedIfMatch(ifMatch);
    if (!parseIfMatch(ifMatch)) throw new IfMatchRequiredError();
    const result = await this.upstreams.marketplace.call<Schemas['MarketplaceReferenceList']>(listPath(kind), {
      method: 'PUT',
      body,
      actor: actorOf(sessionOf(request)!.session),
      headers,
    });
    passVersion(reply, result.headers);
    return referenceList(result.body);
  }
}
