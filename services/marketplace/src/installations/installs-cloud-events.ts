import { TOPICS, type EventData } from '@portal/contracts';
import type { EventEnvelope, PublicEventMapper, PublicMessage } from '@portal/eventsourcing';

/** The public topic other platform services consume (contracts/asyncapi.yaml); key = the app id. */
export const INSTALLS_TOPIC = TOPICS.portalInstallsV1;
export const CLOUD_EVENTS_SOURCE = '/portal/marketplace';
const SCHEMAS = 'https://portal.example.com/public-events/';

const ACTIONS: Record<string, 'installed' | 'uninstalled'> = {
  'marketplace.installation.installed': 'installed',
  'marketplace.installation.uninstalled': 'uninstalled',
};

export const installCloudEventType = (action: string): string => `com.platform.portal.marketplace_install.${action}.v1`;

type Installed = EventData<'marketplace.installation.installed'>;
type Uninstalled = EventData<'marketplace.installation.uninstalled'>;

/** The CloudEvents 1.0 message (structured JSON) for an installation event, or null for any other event. */
export const installCloudEvent = (envelope: EventEnvelope): Record<string, unknown> | null => {
  const action = ACTIONS[envelope.type];
  if (!action) return null;
  const d = envelope.data as Installed | Uninstalled;
  const installed = action === 'installed' ? (d as Installed) : null;
  return {
    specversion: '1.0',
    id: envelope.id,
    source: CLOUD_EVENTS_SOURCE,
    type: installCloudEventType(action),
    subject: d.installationId,
    time: d.at,
    datacontenttype: 'application/json',
    dataschema: `${SCHEMAS}${installCloudEventType(action)}.schema.json`,
    data: {
      installation_id: d.installationId,
      app_id: d.appId,
      company_name: d.companyName,
      demo: d.demo,
      ...(installed
        ? { installer_id: installed.installerId, installer_email: installed.installerEmail }
        : { actor_id: (d as Uninstalled).actorId }),
    },
  };
};

/** The marketplace relay's mapping: each installation event also goes to the public topic, in order. */
export const installPublicEvents: PublicEventMapper = (envelope): Promise<PublicMessage | null> => {
  const message = installCloudEvent(envelope);
  if (!message) return Promise.resolve(null);
  return Promise.resolve({
    topic: INSTALLS_TOPIC,
    key: (envelope.data as { appId: string }).appId,
    value: JSON.stringify(message),
    headers: { 'content-type': 'application/cloudevents+json; charset=UTF-8' },
  });
};
