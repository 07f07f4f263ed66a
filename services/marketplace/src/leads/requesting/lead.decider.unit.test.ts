import { ConflictError, ValidationError, specFor } from '@portal/decider';
import type { LeadEvent } from '../lead.events';
import { leadDecider, NO_LEADS, type RequestLead } from './lead.decider';

const spec = specFor(leadDecider);
const at = '2026-12-03T10:00:00.000Z';
const hoursLater = (hours: number) => new Date(Date.parse(at) + hours * 3600_000).toISOString();
const APP = '00000000-0000-4000-8000-00000000000a';
const USER = '00000000-0000-4000-8000-000000000001';
const LEAD = '00000000-0000-4000-8000-0000000000b1';
const NEXT_LEAD = '00000000-0000-4000-8000-0000000000c2';

const request = (extra: Partial<RequestLead> = {}): RequestLead => ({
  type: 'RequestLead',
  leadId: LEAD,
  appId: APP,
  appName: 'Crew Schedule Sync',
  takesLeads: true,
  input: { company_name: '  Harbor   Builders ', phone: ' +1 415 555 0134 ', message: 'Do you sync subcontractor crews?\n' },
  requester: { id: USER, email: 'dana@harbor.example', name: 'Dana Reyes' },
  at,
  ...extra,
});
const requested = (extra: Record<string, unknown> = {}): LeadEvent => ({
  type: 'marketplace.lead.requested',
  data: {
    leadId: LEAD,
    appId: APP,
    appName: 'Crew Schedule Sync',
    companyName: 'Harbor Builders',
    phone: '+1 415 555 0134',
    message: 'Do you sync subcontractor crews?',
    requesterId: USER,
    requesterEmail: 'dana@harbor.example',
    requesterName: 'Dana Reyes',
    at,
    ...extra,
  },
});

describe('lead decider (create lead, spec 3 §4)', () => {
  it('Given no lead yet, When a visitor requests information, Then a lead with the company tidied and blanks as null', () => {
    spec([]).when(request()).then([requested()]);
    spec([])
      .when(request({ input: { company_name: 'Harbor Builders', phone: ' ', message: '' } }))
      .then([requested({ phone: null, message: null })]);
  });

  it('Given a lead of the last 24 hours, When the same request comes again (another phone or message too), Then nothing new', () => {
    spec([requested()])
      .when(request({ leadId: NEXT_LEAD }))
      .then([]);
    spec([requested()])
      .when(request({ leadId: NEXT_LEAD, at: hoursLater(23.9), input: { company_name: 'Harbor Builders', message: 'Still there?' } }))
      .then([]);
  });

  it('Given a lead older than 24 hours, When the same request comes again, Then a new lead', () => {
    spec([requested()])
      .when(request({ leadId: NEXT_LEAD, at: hoursLater(24) }))
      .then([requested({ leadId: NEXT_LEAD, at: hoursLater(24) })]);
    const state = [requested(), requested({ leadId: NEXT_LEAD, at: hoursLater(24) })].reduce(
      leadDecider.evolve,
      leadDecider.initialState(),
    );
    expect(state.last).toEqual({ leadId: NEXT_LEAD, appId: APP, requesterEmail: 'dana@harbor.example', requestedAt: hoursLater(24) });
  });

  it('When the published listing does not take leads, Then a conflict, whatever was sent', () => {
    spec([])
      .when(request({ takesLeads: false }))
      .thenThrows((e) => e instanceof ConflictError && e.message === NO_LEADS);
    spec([])
      .when(request({ takesLeads: false, input: {} }))
      .thenThrows((e) => e instanceof ConflictError);
  });

  it('When a field is wrong, Then a validation error naming it, even for a request already made', () => {
    const refused = (input: RequestLead['input'], field: string, message: string) =>
      spec([requested()])
        .when(request({ input }))
        .thenThrows((e) => e instanceof ValidationError && e.details.fields?.[field]?.[0] === message);
    refused({ company_name: ' ' }, 'company_name', 'This field is required');
    refused({ company_name: 'x'.repeat(101) }, 'company_name', 'Character limit exceeded (100)');
    refused({ company_name: 'Harbor Builders', phone: 'call me' }, 'phone', 'This phone number is invalid');
    refused({ company_name: 'Harbor Builders', message: 'x'.repeat(2001) }, 'message', 'Character limit exceeded (2000)');
  });
});
