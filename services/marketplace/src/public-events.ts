import { PUBLIC_TOPIC_RETENTION_MS } from '@portal/contracts';
import { publicTopic, type PublicEventMapper } from '@portal/eventsourcing';
import { INSTALLS_TOPIC, installPublicEvents } from './installations/installs-cloud-events';
import { LEADS_TOPIC, leadPublicEvents } from './leads/leads-cloud-events';

/** What the marketplace relay publishes beside its own events: installs on portal.installs.v1, leads on portal.leads.v1. */
export const marketplacePublicEvents: PublicEventMapper = async (envelope, pool) =>
  (await installPublicEvents(envelope, pool)) ?? (await leadPublicEvents(envelope, pool));

export const marketplacePublicTopics = [
  publicTopic(INSTALLS_TOPIC, PUBLIC_TOPIC_RETENTION_MS),
  publicTopic(LEADS_TOPIC, PUBLIC_TOPIC_RETENTION_MS),
];
