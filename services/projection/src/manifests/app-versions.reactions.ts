import { EVENT_TYPES_BY_TOPIC, type EventTypeOnTopic } from '@portal/contracts';
import { appLock } from '../apps/listing/app-lock';
import { changes, versionStandingFields } from '../apps/listing/app-standing';
import type { Reaction } from '../core/pg/reaction';
import { DEVELOPER_APPS_TABLE } from '../core/pg/read-tables';
import { applyRowInOrder } from '../core/pg/row-guard';
import type { Fields, RowStore } from '../core/pg/row-store';
import { isOnTopic } from '../core/typed-event';
import {
  derivedFlags,
  emptyHead,
  evolveHead,
  grantTypeOf,
  semverKey,
  type ManifestEvent,
  type ManifestsHead,
  type VersionFacts,
} from './app-versions.model';
import { APP_MANIFEST_STREAMS_TABLE, APP_VERSIONS_TABLE } from './app-versions.tables';

/** A version's `app_versions` row (without `rev`), as the app's head shows it. */
export const versionRow = (head: ManifestsHead, v: VersionFacts): Fields => ({
  app_id: head.appId,
  environment: v.environment,
  number: v.number,
  semantic_version: v.semanticVersion,
  semver_key: semverKey(v.semanticVersion),
  app_version_key: v.appVersionKey,
  schema_version: v.schemaVersion,
  state: v.state,
  review_status: v.reviewStatus,
  published_to_marketplace: v.state === 'published',
  ...derivedFlags(head, v),
  auth_code_capable: v.userLevel,
  grant_type: grantTypeOf(v.userLevel),
  changelog: v.changelog,
  developer_notes: v.developerNotes,
  admin_notes: v.adminNotes,
  created_at: v.createdAt,
  submitted_at: v.submittedAt ?? null,
});

/**
 * The rows an event writes: every version whose row differs between the heads before and after it
 * (its own, and the others whose promotable / submittable / auth_code_locked it changed).
 */
export const changedVersionRows = (before: ManifestsHead, after: ManifestsHead): { id: string; row: Fields }[] => {
  const old = new Map(before.versions.map((v) => [v.id, JSON.stringify(versionRow(before, v))]));
  return after.versions.map((v) => ({ id: v.id, row: versionRow(after, v) })).filter(({ id, row }) => old.get(id) !== JSON.stringify(row));
};

/** One manifest event on the read tables: the stream row first (the guard), then the version rows it changed. */
export const applyToVersionRows = async (store: RowStore, event: ManifestEvent): Promise<void> => {
  const appId = event.data.appId;
  // The app's lock serialises the stream's events and comes first, as in every reaction that writes the app's row.
  await store.lock(appLock(appId));
  let before = emptyHead(appId);
  let after = before;
  // The stream row is the guard: the version rows change only with it, in the same transaction.
  const outcome = await applyRowInOrder(store, APP_MANIFEST_STREAMS_TABLE, appId, event.streamVersion, (current) => {
    before = (current?.head as ManifestsHead | undefined) ?? emptyHead(appId);
    after = evolveHead(before, event);
    return { head: after };
  });
  if (outcome !== 'applied') return;
  for (const { id, row } of changedVersionRows(before, after)) {
    await store.put(APP_VERSIONS_TABLE, { ...row, id, rev: event.streamVersion });
  }
  // The highest versions on the app's row; an app row created later copies them from the head.
  const app = await store.get(DEVELOPER_APPS_TABLE, appId);
  const standing = versionStandingFields(after);
  if (app && changes(app, standing)) await store.put(DEVELOPER_APPS_TABLE, { ...app, ...standing });
};

const react = (type: EventTypeOnTopic<'apps.manifest'>): Reaction => ({
  type,
  apply: (store, event) => (isOnTopic(event, 'apps.manifest') ? applyToVersionRows(store, event) : Promise.resolve()),
});

/** Every type of the topic, even grant changes (no version row changes): each must advance the stream's `rev`. */
export const APP_VERSION_REACTIONS: readonly Reaction[] = EVENT_TYPES_BY_TOPIC['apps.manifest'].map(react);
