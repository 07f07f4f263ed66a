import { EVENT_TYPES_BY_TOPIC, type EventTypeOnTopic } from '@portal/contracts';
import { appLock } from '../../apps/listing/app-lock';
import { appFieldsForClients } from '../../apps/listing/developer-app.reactions';
import { on, type Reaction } from '../../core/pg/reaction';
import { DEVELOPER_APPS_TABLE, OAUTH_APPLICATIONS_TABLE } from '../../core/pg/read-tables';
import { applyRowInOrder } from '../../core/pg/row-guard';
import type { Fields } from '../../core/pg/row-store';
import type { PortalEvent } from '../../core/typed-event';

type ClientEventType = EventTypeOnTopic<'identity.oauth_client'>;

/** What a client event sets on its `oauth_applications` row (the app's columns are copied separately). */
export const clientRowChange = (event: PortalEvent<ClientEventType>): Fields => {
  switch (event.type) {
    case 'identity.oauth_client.registered':
      return {
        app_id: event.data.appId,
        environment: event.data.environment,
        sandbox_id: event.data.sandboxId,
        registered_at: event.data.registeredAt,
        deleted_at: null,
      };
    case 'identity.oauth_client.deleted':
      return { deleted_at: event.data.deletedAt };
    case 'identity.oauth_client.restored':
      return { deleted_at: null };
    default:
      return {};
  }
};

const react = (type: ClientEventType): Reaction =>
  on(type, async (store, event) => {
    const change = clientRowChange(event);
    // A registration copies its app's name and owner; the app's later events keep them current.
    if (event.type === 'identity.oauth_client.registered') {
      await store.lock(appLock(event.data.appId));
      Object.assign(change, appFieldsForClients(await store.get(DEVELOPER_APPS_TABLE, event.data.appId)));
    }
    await applyRowInOrder(store, OAUTH_APPLICATIONS_TABLE, event.data.clientId, event.streamVersion, () => change);
  });

/** Every type of the topic, even those that change nothing listed: each must advance `rev`. */
export const OAUTH_APPLICATION_REACTIONS: readonly Reaction[] = EVENT_TYPES_BY_TOPIC['identity.oauth_client'].map(react);
