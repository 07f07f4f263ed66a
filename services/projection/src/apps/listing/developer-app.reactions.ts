import { EVENT_TYPES_BY_TOPIC, type EventTypeOnTopic } from '@portal/contracts';
import { on, type Reaction } from '../../core/pg/reaction';
import { DEVELOPER_APPS_TABLE, OAUTH_APPLICATIONS_TABLE } from '../../core/pg/read-tables';
import { applyRowInOrder } from '../../core/pg/row-guard';
import type { Fields, Row } from '../../core/pg/row-store';
import type { PortalEvent } from '../../core/typed-event';
import type { AppMember, DeveloperAppDocument } from '../app.documents';
import { appCreatedDocument, appDocumentChange, isAppChange } from '../apps.projection';
import { developerLock, ownerFields } from '../../developers/listing/owner-fields';
import { appLock } from './app-lock';
import { standingOnCreation } from './app-standing';

type AppEventType = EventTypeOnTopic<'apps.app'>;

/** The members column: each member's role and join date by developer id (jsonb keys, so replays hash the same). */
type MemberColumn = Record<string, { role: AppMember['role']; joinedAt: string }>;

const membersColumns = (members: readonly AppMember[]): Fields => ({
  members: Object.fromEntries(members.map((m) => [m.developerId, { role: m.role, joinedAt: m.joinedAt }])) as MemberColumn,
  member_ids: members.map((m) => m.developerId).sort(),
});

const membersOf = (row: Row | null): AppMember[] =>
  Object.entries((row?.members ?? {}) as MemberColumn).map(([developerId, m]) => ({ developerId, ...m }));

/** The document fields the row lists, under their column names. */
const LISTED: Partial<Record<keyof DeveloperAppDocument, string>> = {
  uid: 'uid',
  name: 'name',
  internalName: 'internal_name',
  ownerId: 'owner_id',
  sandboxId: 'sandbox_id',
  thumbnailKey: 'thumbnail_key',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  deletedAt: 'deleted_at',
};

/**
 * What an app event sets on its `developer_apps` row (`current` is the row before it): the listed
 * fields of the document change the same event makes, so the row and the document never disagree.
 */
export const appRowChange = (event: PortalEvent<AppEventType>, current: Row | null): Fields => {
  const change = isAppChange(event)
    ? appDocumentChange({ members: membersOf(current), invitations: [], contacts: [] }, event)
    : appCreatedDocument(event.data);
  const fields: Fields = {};
  for (const [field, column] of Object.entries(LISTED)) if (field in change) fields[column] = change[field as keyof typeof change];
  if (change.members) Object.assign(fields, membersColumns(change.members));
  return fields;
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

/** The developer an event makes the owner (whose name and email the row copies), if any. */
const ownerSetBy = (event: PortalEvent<AppEventType>): string | null => {
  if (event.type === 'apps.app.created') return event.data.ownerId;
  if (event.type === 'apps.app.ownership_transferred') return event.data.toDeveloperId;
  return null;
};

const react = (type: AppEventType): Reaction =>
  on(type, async (store, event) => {
    const appId = event.data.appId;
    const newOwner = ownerSetBy(event);
    // Always the developer's lock before the app's: one order, no deadlocks.
    if (newOwner) await store.lock(developerLock(newOwner));
    await store.lock(appLock(appId));
    const owner = newOwner ? await ownerFields(store, newOwner) : {};
    let copied = false;
    // The listing's, manifest's and sandbox's events may have been applied before the app's creation
    // (topics are applied independently): copy where they stand.
    const standing = event.type === 'apps.app.created' ? await standingOnCreation(store, appId, event.data.sandboxId ?? null) : {};
    const outcome = await applyRowInOrder(store, DEVELOPER_APPS_TABLE, appId, event.streamVersion, (current) => {
      const change = { ...appRowChange(event, current), ...standing };
      copied = COPIED.some((column) => column in change);
      return { ...change, ...owner };
    });
    if (outcome === 'applied' && copied) {
      await store.updateWhere(OAUTH_APPLICATIONS_TABLE, 'app_id', appId, appFieldsForClients(await store.get(DEVELOPER_APPS_TABLE, appId)));
    }
  });

/** Every type of the topic, even those that change nothing listed: each must advance `rev`. */
export const DEVELOPER_APP_REACTIONS: readonly Reaction[] = EVENT_TYPES_BY_TOPIC['apps.app'].map(react);
