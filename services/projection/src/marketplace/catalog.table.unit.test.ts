import { eventFactory } from '../core/event-envelopes.testing';
import { applyToReadTables } from '../core/pg/read-table-reactions';
import { DEVELOPER_APPS_TABLE } from '../core/pg/read-tables';
import { counterDeltas, MemoryRowStore, type Row } from '../core/pg/row-store';
import { categoryListingsCount, MARKETPLACE_LISTINGS_TABLE, PUBLISHED_LISTINGS_COUNT } from './catalog.table';
import { readTablesAfter } from '../core/pg/read-tables.testing';

const at = '2026-11-22T10:00:00.000Z';
const approvedAt = '2026-11-23T10:00:00.000Z';
const deletedAt = '2026-11-24T10:00:00.000Z';
const undeletedAt = '2026-11-25T10:00:00.000Z';
const APP = 'a1';
const STREAM = `marketplace-listing-${APP}`;

const given = readTablesAfter;

const history = () => {
  const event = eventFactory(at);
  const appCreated = event('apps.app.created', `app-${APP}`, {
    appId: APP,
    uid: 'uid-a1-0123456789',
    ownerId: 'o1',
    name: 'Time Sheets',
    internalName: 'TS',
    redirectUris: [],
    allowedCorsDomains: [],
    sandboxId: 'sb1',
    createdAt: at,
  });
  const fields = {
    public_name: 'Crew Sync',
    tagline: 'Crews on time',
    built_by: 'Acme',
    category_ids: ['field'],
    small_logo_url: '/l.png',
  };
  const published = [
    event('marketplace.listing.created', STREAM, { appId: APP, fields: {}, actorId: 'o1', at }),
    event('marketplace.listing.submitted', STREAM, { appId: APP, actorId: 'o1', at }),
    event('marketplace.listing.approved', STREAM, {
      appId: APP,
      silent: true,
      version: 1,
      fields,
      admin_message: null,
      actorId: 'admin',
      at: approvedAt,
    }),
  ];
  const appDeleted = event('marketplace.listing.app_deleted', STREAM, { appId: APP, appStreamVersion: 2, at: deletedAt });
  const appRestored = event('marketplace.listing.app_restored', STREAM, { appId: APP, appStreamVersion: 3, at: undeletedAt });
  return { event, appCreated, published, appDeleted, appRestored, fields };
};

/** The row as the table holds it (a column never set reads null). */
const listingRow = (store: MemoryRowStore): Row => {
  const row = store.all(MARKETPLACE_LISTINGS_TABLE)[0]!;
  return Object.fromEntries(MARKETPLACE_LISTINGS_TABLE.columns.map((c) => [c, row[c] ?? null])) as Row;
};
const countersOf = (row: Row): string[] => [...counterDeltas(MARKETPLACE_LISTINGS_TABLE, null, row).keys()];

describe('the catalog row of a listing whose app is deleted, then undeleted', () => {
  it('leaves the catalog and its totals while the app is deleted, and comes back unchanged', async () => {
    const { appCreated, published, appDeleted, appRestored } = history();
    const before = listingRow(await given(appCreated, ...published));
    expect(before).toMatchObject({ published_at: approvedAt, app_deleted_at: null });
    expect(countersOf(before)).toEqual([PUBLISHED_LISTINGS_COUNT, categoryListingsCount('field')]);

    const deleted = listingRow(await given(appCreated, ...published, appDeleted));
    // published_at is what every catalog index is partial on: cleared, the row leaves them and the counters.
    expect(deleted).toMatchObject({ rev: 4, published_at: null, withheld_published_at: approvedAt, app_deleted_at: deletedAt });
    expect(countersOf(deleted)).toEqual([]);

    const back = listingRow(await given(appCreated, ...published, appDeleted, appRestored));
    expect(back).toEqual({ ...before, rev: 5, withheld_published_at: null });
    expect(countersOf(back)).toEqual(countersOf(before));
  });

  it('changes nothing on a redelivery or a replay of the listing stream', async () => {
    const { appCreated, published, appDeleted, appRestored } = history();
    const once = await given(appCreated, ...published, appDeleted, appRestored);
    const again = await given(appCreated, ...published, appDeleted, appDeleted, appRestored, ...published, appDeleted, appRestored);
    expect(again.all(MARKETPLACE_LISTINGS_TABLE)).toEqual(once.all(MARKETPLACE_LISTINGS_TABLE));
  });

  it('holds back an approval made while the app is deleted until the app is undeleted', async () => {
    const { event, appCreated, published } = history();
    const [createdEvent, submitted] = published;
    const deletedEarly = event('marketplace.listing.app_deleted', STREAM, { appId: APP, appStreamVersion: 2, at: deletedAt }, 3);
    const approvedMeanwhile = event(
      'marketplace.listing.approved',
      STREAM,
      {
        appId: APP,
        silent: true,
        version: 1,
        fields: { public_name: 'Crew Sync' },
        admin_message: null,
        actorId: 'admin',
        at: approvedAt,
      },
      4,
    );
    const restored = event('marketplace.listing.app_restored', STREAM, { appId: APP, appStreamVersion: 3, at: undeletedAt }, 5);
    const store = await given(appCreated, createdEvent!, submitted!, deletedEarly, approvedMeanwhile);
    expect(listingRow(store)).toMatchObject({
      public_name: 'Crew Sync',
      published_at: null,
      withheld_published_at: approvedAt,
      in_review_at: null,
    });
    await applyToReadTables(store, restored);
    expect(listingRow(store)).toMatchObject({ published_at: approvedAt, withheld_published_at: null, app_deleted_at: null });
  });

  it("keeps the app's own row (review queue, own apps list) as it was: a deleted app is out of those by its deleted_at", async () => {
    const { appCreated, published, appDeleted, appRestored } = history();
    const app = (store: MemoryRowStore) => store.all(DEVELOPER_APPS_TABLE)[0];
    const before = app(await given(appCreated, ...published));
    expect(before).toMatchObject({
      published_app_id: APP,
      marketplace_listing: { public_name: 'Crew Sync', published: true, in_review: false },
    });
    expect(app(await given(appCreated, ...published, appDeleted))).toEqual(before);
    expect(app(await given(appCreated, ...published, appDeleted, appRestored))).toEqual(before);
  });
});

describe('the release version of a published listing', () => {
  it("is the approved fields' app_version_id: each approval sets it, a draft changes nothing, none is null", async () => {
    const { event, appCreated, published, fields } = history();
    const approved = (version: number, appVersionId: string | undefined, revision: number) =>
      event(
        'marketplace.listing.approved',
        STREAM,
        {
          appId: APP,
          silent: true,
          version,
          fields: { ...fields, ...(appVersionId === undefined ? {} : { app_version_id: appVersionId }) },
          admin_message: null,
          actorId: 'admin',
          at: approvedAt,
        },
        revision,
      );
    const [createdEvent, submitted] = published;
    const first = await given(appCreated, createdEvent!, submitted!, approved(1, 'v-1', 3));
    expect(listingRow(first)).toMatchObject({ app_version_id: 'v-1', published_at: approvedAt });

    const saved = event(
      'marketplace.listing.saved',
      STREAM,
      {
        appId: APP,
        fields: { ...fields, app_version_id: 'v-2' },
        state: 'draft',
        is_concierge_app: false,
        actorId: 'o1',
        actorIsAdmin: false,
        at,
      },
      4,
    );
    await applyToReadTables(first, saved);
    expect(listingRow(first).app_version_id).toBe('v-1');
    await applyToReadTables(first, approved(2, 'v-2', 5));
    expect(listingRow(first)).toMatchObject({ app_version_id: 'v-2', version: 2 });

    const without = await given(appCreated, createdEvent!, submitted!, approved(1, undefined, 3));
    expect(listingRow(without).app_version_id).toBeNull();
  });
});
