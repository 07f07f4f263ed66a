import { EVENT_TYPES_BY_TOPIC } from '@portal/contracts';
import { on, type Reaction } from '../../core/pg/reaction';
import { DEVELOPER_APPS_TABLE } from '../../core/pg/read-tables';
import { listingReviewFields, MARKETPLACE_LISTINGS_TABLE } from '../../marketplace/catalog.table';
import { appLock } from './app-lock';
import { changes } from './app-standing';

/**
 * The listing columns on the app's row (the review queue's and the own apps list's), copied from the
 * listing's row after the catalog reaction has applied the event (registered after it). Copying the
 * listing's current state is idempotent, so a duplicate copies the same values again. An app row that
 * does not exist yet (a replay applies topics in any order) copies them when it is created.
 */
export const APP_LISTING_REVIEW_REACTIONS: readonly Reaction[] = EVENT_TYPES_BY_TOPIC['marketplace.listing'].map((type) =>
  on(type, async (store, event) => {
    const appId = event.data.appId;
    await store.lock(appLock(appId));
    const app = await store.get(DEVELOPER_APPS_TABLE, appId);
    if (!app) return;
    const fields = listingReviewFields(await store.get(MARKETPLACE_LISTINGS_TABLE, appId));
    if (changes(app, fields)) await store.put(DEVELOPER_APPS_TABLE, { ...app, ...fields });
  }),
);
