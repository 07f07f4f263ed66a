import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { contactMode } from '@portal/contracts';
import { NotFoundError } from '@portal/decider';
import { retryOnRace, type CommandContext } from '@portal/eventsourcing';
import { InternalClient, type Actor } from '@portal/service-runtime';
import { MARKETPLACE_CONFIG, type MarketplaceConfig } from '../../core/marketplace.config';
import { publicContent } from '../../listings/listing.decider';
import { ListingsRepository } from '../../listings/listings.repository';
import { requestKeyOf } from '../lead.rules';
import { LeadsRepository } from '../leads.repository';
import type { LeadRequests, RequestLead } from './lead.decider';

const NOT_PUBLISHED = 'No such Marketplace listing';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface LeadView {
  lead_id: string;
  app_id: string;
  requested_at: string;
  requester_email: string;
}

/**
 * A signed-in visitor asks the provider of a published create-lead listing to contact them. The lead goes to the
 * provider's CRM on the public topic through the outbox relay, never from this request.
 */
@Injectable()
export class RequestLeadHandler {
  private readonly identity: InternalClient;

  constructor(
    private readonly leads: LeadsRepository,
    private readonly listings: ListingsRepository,
    @Inject(MARKETPLACE_CONFIG) config: MarketplaceConfig,
  ) {
    this.identity = new InternalClient('identity', config.identityUrl);
  }

  async request(
    appId: string,
    input: { company_name?: unknown; phone?: unknown; message?: unknown },
    actor: Actor,
    context: CommandContext,
  ): Promise<{ lead: LeadView; replayed: boolean }> {
    const listing = await this.publishedListing(appId);
    const requester = await this.requesterOf(actor.id);
    const companyName = typeof input.company_name === 'string' ? input.company_name : '';
    const key = requestKeyOf(appId, actor.id, companyName);
    // Only this requester's own sends write the stream: a lost race (two tabs) is decided again and meets the lead.
    const result = await retryOnRace(() =>
      this.leads.handle(
        key,
        {
          type: 'RequestLead',
          leadId: randomUUID(),
          appId,
          appName: listing.name,
          takesLeads: listing.takesLeads,
          input,
          requester,
          at: new Date().toISOString(),
        },
        context,
      ),
    );
    return { lead: leadView(result.state), replayed: result.envelopes.length === 0 };
  }

  /** The listing as the public page shows it: a deleted app's or an unpublished one is not there (404, not 409). */
  private async publishedListing(appId: string): Promise<{ name: string; takesLeads: boolean }> {
    if (!UUID.test(appId)) throw new NotFoundError(NOT_PUBLISHED);
    const { state } = await this.listings.load(appId);
    const published = publicContent(state);
    if (!published) throw new NotFoundError(NOT_PUBLISHED);
    return { name: published.public_name, takesLeads: contactMode(published) === 'create_lead' };
  }

  /** Who to contact, as identity has them now: a lead without an address is of no use, so a failed look-up fails the request. */
  private async requesterOf(userId: string): Promise<RequestLead['requester']> {
    const { body } = await this.identity.call<{ firstName: string; lastName: string; email: string }>(
      `developers/${encodeURIComponent(userId)}`,
      { timeoutMs: 3000 },
    );
    return { id: userId, email: body.email, name: `${body.firstName} ${body.lastName}`.trim() };
  }
}

const leadView = (state: LeadRequests): LeadView => {
  const last = state.last!;
  return { lead_id: last.leadId, app_id: last.appId, requested_at: last.requestedAt, requester_email: last.requesterEmail };
};
