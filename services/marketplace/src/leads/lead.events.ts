import type { EventData } from '@portal/contracts';
import type { DomainEvent } from '@portal/decider';

export type LeadRequested = DomainEvent<'marketplace.lead.requested', EventData<'marketplace.lead.requested'>>;
export type LeadEvent = LeadRequested;

/** One stream per app, requester and company (`requestKeyOf`): its leads, one at most per 24 hours. */
export const leadStreamId = (requestKey: string): string => `marketplace-lead-${requestKey}`;
