import { TOPICS, type EventData } from '@portal/contracts';
import type { EventEnvelope, PublicEventMapper, PublicMessage } from '@portal/eventsourcing';
import { CLOUD_EVENTS_SOURCE } from '../installations/installs-cloud-events';

/** The public topic the provider's CRM consumes (contracts/asyncapi.yaml); key = the app id. */
export const LEADS_TOPIC = TOPICS.portalLeadsV1;
const SCHEMAS = 'https://portal.example.com/public-events/';
export const LEAD_REQUESTED_TYPE = 'com.platform.portal.marketplace_lead.requested.v1';

/** The CloudEvents 1.0 message (structured JSON) for a lead event, or null for any other event. */
export const leadCloudEvent = (envelope: EventEnvelope): Record<string, unknown> | null => {
  if (envelope.type !== 'marketplace.lead.requested') return null;
  const d = envelope.data as EventData<'marketplace.lead.requested'>;
  return {
    specversion: '1.0',
    id: envelope.id,
    source: CLOUD_EVENTS_SOURCE,
    type: LEAD_REQUESTED_TYPE,
    subject: d.leadId,
    time: d.at,
    datacontenttype: 'application/json',
    dataschema: `${SCHEMAS}${LEAD_REQUESTED_TYPE}.schema.json`,
    data: {
      lead_id: d.leadId,
      app_id: d.appId,
      app_name: d.appName,
      company_name: d.companyName,
      phone: d.phone,
      message: d.message,
      requester_id: d.requesterId,
      requester_email: d.requesterEmail,
      requester_name: d.requesterName,
    },
  };
};

/** The marketplace relay's mapping for leads: each lead also goes to the public topic, in order. */
export const leadPublicEvents: PublicEventMapper = (envelope): Promise<PublicMessage | null> => {
  const message = leadCloudEvent(envelope);
  if (!message) return Promise.resolve(null);
  return Promise.resolve({
    topic: LEADS_TOPIC,
    key: (envelope.data as { appId: string }).appId,
    value: JSON.stringify(message),
    headers: { 'content-type': 'application/cloudevents+json; charset=UTF-8' },
  });
};
