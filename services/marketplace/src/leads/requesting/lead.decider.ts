import { ConflictError, ValidationError, type Decider } from '@portal/decider';
import type { LeadEvent } from '../lead.events';
import { leadInputProblems, SAME_REQUEST_WINDOW_MS, tidyLeadInput } from '../lead.rules';

/** One app, requester and company: the newest lead made for them (null before the first). */
export interface LeadRequests {
  last: { leadId: string; appId: string; requesterEmail: string; requestedAt: string } | null;
}

export type RequestLead = {
  type: 'RequestLead';
  /** The new lead's id, used only when a new lead is made. */
  leadId: string;
  appId: string;
  /** The listing's published name, for the CRM and the requester's confirmation. */
  appName: string;
  /** The listing's published contact is "create lead" (spec 3 §4). */
  takesLeads: boolean;
  input: { company_name?: unknown; phone?: unknown; message?: unknown };
  requester: { id: string; email: string; name: string };
  at: string;
};
export type LeadCommand = RequestLead;

export const NO_LEADS = 'This app does not take requests for information';

export const initialState = (): LeadRequests => ({ last: null });

export const decide = (command: LeadCommand, state: LeadRequests): LeadEvent[] => {
  if (!command.takesLeads) throw new ConflictError(NO_LEADS);
  const errors = leadInputProblems(command.input);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors, Object.values(errors).flat()[0]);
  // A double click, a send repeated after a lost answer, or a second thought an hour later: the provider calls once.
  if (state.last && Date.parse(command.at) - Date.parse(state.last.requestedAt) < SAME_REQUEST_WINDOW_MS) return [];
  const input = tidyLeadInput(command.input);
  return [
    {
      type: 'marketplace.lead.requested',
      data: {
        leadId: command.leadId,
        appId: command.appId,
        appName: command.appName,
        companyName: input.company_name,
        phone: input.phone,
        message: input.message,
        requesterId: command.requester.id,
        requesterEmail: command.requester.email,
        requesterName: command.requester.name,
        at: command.at,
      },
    },
  ];
};

export const evolve = (state: LeadRequests, event: LeadEvent): LeadRequests => {
  switch (event.type) {
    case 'marketplace.lead.requested':
      return {
        last: { leadId: event.data.leadId, appId: event.data.appId, requesterEmail: event.data.requesterEmail, requestedAt: event.data.at },
      };
  }
};

export const leadDecider: Decider<LeadRequests, LeadCommand, LeadEvent> = { initialState, decide, evolve };
