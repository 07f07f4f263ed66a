import type { EventEnvelope } from '@portal/eventsourcing';
import { APP_SANDBOX_REACTIONS } from '../../apps/listing/app-sandbox.reactions';
import { DEVELOPER_APP_REACTIONS } from '../../apps/listing/developer-app.reactions';
import { OAUTH_APPLICATION_REACTIONS } from '../../credentials/listing/oauth-application.reactions';
import { DEVELOPER_REACTIONS } from '../../developers/listing/developer.reactions';
import { APP_VERSION_REACTIONS } from '../../manifests/app-versions.reactions';
import { ANNOUNCEMENT_REACTIONS } from '../../notifications/announcements.table';
import { CATALOG_REACTIONS } from '../../marketplace/catalog.table';
import { APP_LISTING_REVIEW_REACTIONS } from '../../apps/listing/app-listing-review.reactions';
import { SECURITY_EVENT_REACTIONS } from '../../developers/security-log/security-event-rows';
import type { Reaction } from './reaction';
import type { RowStore } from './row-store';

const BY_TYPE = new Map<string, Reaction[]>();
for (const reaction of [
  ...DEVELOPER_REACTIONS,
  ...DEVELOPER_APP_REACTIONS,
  ...OAUTH_APPLICATION_REACTIONS,
  ...APP_SANDBOX_REACTIONS,
  ...APP_VERSION_REACTIONS,
  ...ANNOUNCEMENT_REACTIONS,
  ...CATALOG_REACTIONS,
  // After the catalog's: it copies the listing row that reaction has just written.
  ...APP_LISTING_REVIEW_REACTIONS,
  ...SECURITY_EVENT_REACTIONS,
]) {
  BY_TYPE.set(reaction.type, [...(BY_TYPE.get(reaction.type) ?? []), reaction]);
}

/** Whether any read table reacts to this event type (the others need no transaction). */
export const touchesReadTables = (type: string): boolean => BY_TYPE.has(type);

/** Applies one event to every read table that reacts to it, through the given store. */
export const applyToReadTables = async (store: RowStore, event: EventEnvelope): Promise<void> => {
  for (const reaction of BY_TYPE.get(event.type) ?? []) await reaction.apply(store, event);
};
