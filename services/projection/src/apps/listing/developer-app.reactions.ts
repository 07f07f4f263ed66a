import { EVENT_TYPES_BY_TOPIC, type EventTypeOnTopic } from '@portal/contracts';
import { on, type Reaction } from '../../core/pg/reaction';
import { DEVELOPER_APPS_TABLE, OAUTH_APPLICATIONS_TABLE } from '../../core/pg/read-tables';
import { applyRowInOrder } from '../../core/pg/row-guard';
import type { Fields, Row } from '../../core/pg/row-store';
import type { PortalEvent } from '../../core/typed-event';
import { developerLock, ownerFields } from '../../developers/listing/owner-fields';

type AppEventType = EventTypeOnTopic<'apps.app'>;

/** Taken by every event that reads or copies an app's row (its OAuth clients copy its name and owner). */
export const appLock = (appId: string): string => `app:${appId}`;

/** What an app event sets on its `developer_apps` row; events that change nothing listed set nothing. */
export const appRowChange = (event: PortalEvent<AppEventType>): Fields => {
  switch (event.type) {
    case 'apps.app.created':
      return {
        uid: event.data.uid,
        name: event.data.name,
        internal_name: event.data.internalName,
        owner_id: event.data.ownerId,
        published_app_id: null,
        // No marketplace listings yet: never in review until manifests land.
        in_review: false,
        marketplace_listing_in_review_at: null,
        created_at: event.data.createdAt,
        deleted_at: null,
      };
    case 'apps.app.renamed':
      return { internal_name: event.data.internalName };
    case 'apps.app.details_changed':
      return event.data.name === undefined ? {} : { name: event.data.name };
    case 'apps.app.deleted':
      return { deleted_at: event.data.deletedAt };
    case 'apps.app.undeleted':
      return { deleted_at: null };
    case 'apps.app.ownership_transferred':
      return { owner_id: event.data.toDeveloperId };
    default:
      return {};
  }
};

/** The app's columns its OAuth client rows show. */
export const appFieldsForClients = (app: Row | null): Fields => ({
  app_name: app?.name ?? null,
  app_internal_name: app?.internal_name ?? null,
  owner_id: app?.owner_id ?? null,
  owner_name: app?.owner_name ?? null,
  owner_email: app?.owner_email ?? null,
});

const COPIED = ['name', 'internal_name', 'owner_id'];

const react = (type: AppEventType): Reaction =>
  on(type, async (store, event) => {
    const appId = event.data.appId;
    const change = appRowChange(event);
    const newOwner = typeof change.owner_id === 'string' ? change.owner_id : null;
    // Always the developer's lock before the app's: one order, no deadlocks.
    if (newOwner) await store.lock(developerLock(newOwner));
    await store.lock(appLock(appId));
    const owner = newOwner ? await ownerFields(store, newOwner) : {};
    const outcome = await applyRowInOrder(store, DEVELOPER_APPS_TABLE, appId, event.streamVersion, () => ({ ...change, ...owner }));
    if (outcome === 'applied' && COPIED.some((column) => column in change)) {
      await store.updateWhere(OAUTH_APPLICATIONS_TABLE, 'app_id', appId, appFieldsForClients(await store.get(DEVELOPER_APPS_TABLE, appId)));
    }
  });

/** Every type of the topic, even those that change nothing listed: each must advance `rev`. */
export const DEVELOPER_APP_REACTIONS: readonly Reaction[] = EVENT_TYPES_BY_TOPIC['apps.app'].map(react);
