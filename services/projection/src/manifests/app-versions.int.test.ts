import { createKafka } from '@portal/eventsourcing';
import { eventually, signedUpDeveloper, testEnv, uniqueId, type ApiSession } from '@portal/test-kit';
import mongoose, { type Connection } from 'mongoose';
import { Pool } from 'pg';
import { MemoryDocumentStore } from '../core/documents/document-store';
import { applyToReadTables } from '../core/pg/read-table-reactions';
import { MemoryRowStore } from '../core/pg/row-store';
import { publishStreamAgain, storedEnvelopes } from '../core/stored-events.testing';
import { isOnTopic } from '../core/typed-event';
import { APP_MANIFEST_STREAMS_TABLE, APP_VERSIONS_TABLE } from './app-versions.tables';
import { APP_MANIFESTS, MANIFEST_VERSIONS } from './manifest.documents';
import { applyManifestEvent } from './manifests.projection';

/**
 * The manifest read models against the running stack: an app's manifest stream is published to
 * Kafka again (twice, as a redelivery or a replay would), then a new event of the stream follows.
 * The version rows and documents must show exactly that event's effect, nothing from the duplicates.
 */
describe('manifest version read models (real Kafka, PostgreSQL and MongoDB protocol)', () => {
  const projection = new Pool({ connectionString: testEnv.postgresUrl('portal_projection'), max: 2 });
  const apps = new Pool({ connectionString: testEnv.postgresUrl('portal_apps'), max: 1 });
  const producer = createKafka({ clientId: uniqueId('manifest-tables-test'), brokers: testEnv.kafkaBrokers }).producer();
  let mongo: Connection;

  beforeAll(async () => {
    await producer.connect();
    mongo = await mongoose.createConnection(testEnv.mongoUrl).asPromise();
  });
  afterAll(async () => {
    await producer.disconnect();
    await mongo.close();
    await Promise.all([projection.end(), apps.end()]);
  });

  const rowsOf = async (table: string, where: string, value: string) =>
    (await projection.query<Record<string, unknown>>(`SELECT * FROM ${table} WHERE ${where} = $1 ORDER BY id`, [value])).rows;

  const createVersion = async (session: ApiSession, appId: string) => {
    const response = await session.post<{ manifest: { id: string } }>('/api/v1/app_versioned_manifests', {
      developer_app_id: appId,
      environment_type: 'Sandbox',
      configured_manifest_content: { permissions: { company: {}, project: {} }, oauth: { enabled: true } },
      allow_empty: true,
    });
    expect(response.status).toBe(201);
    return response.body.manifest.id;
  };

  it('app_versions, app_manifest_streams and the version documents: duplicated and replayed events change nothing', async () => {
    const { session } = await signedUpDeveloper('manifest-tables');
    const app = await session.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Manifest table app ') });
    const appId = app.body.id;
    const first = await createVersion(session, appId);
    const promoted = await session.post<{ app_version_promotion: { manifest: { id: string } } }>('/api/v1/app_version_promotions', {
      app_version_promotion: { source_app_version_id: first, changelog: 'First release' },
    });
    expect(promoted.status).toBe(201);
    const production = promoted.body.app_version_promotion.manifest.id;
    await eventually(async () => (await rowsOf('app_versions', 'id', production)).length === 1, 30000);
    // The command's events are applied in one go by now: the session's own write has been read back.
    expect((await session.get(`/api/v1/app_versioned_manifests/${production}`)).status).toBe(200);
    const [stream] = await rowsOf('app_manifest_streams', 'id', appId);
    const versions = await rowsOf('app_versions', 'app_id', appId);
    expect(versions).toHaveLength(2);
    const documents = () => mongo.collection(MANIFEST_VERSIONS).find({ appId }).sort({ _id: 1 }).toArray();
    const before = await documents();
    expect(before).toHaveLength(2);

    expect(await publishStreamAgain(apps, producer, 'apps', `app-manifests-${appId}`)).toBeGreaterThan(1);
    const second = await createVersion(session, appId);
    const rev = Number(stream!.rev);
    const next = (await eventually(async () => {
      const [row] = await rowsOf('app_manifest_streams', 'id', appId);
      return row && Number(row.rev) > rev ? row : null;
    }, 30000))!;
    expect(next.rev).toBeGreaterThan(rev);
    const now = await rowsOf('app_versions', 'app_id', appId);
    // The two earlier versions' rows are as they were; only the new version's row was added.
    expect(now.filter((row) => row.id !== second)).toEqual(versions);
    expect(now.find((row) => row.id === second)).toMatchObject({ environment: 'sandbox', number: 2, promotable: true });
    expect((await documents()).filter((doc) => doc._id !== (second as unknown))).toEqual(before);
    expect(await mongo.collection(APP_MANIFESTS).findOne({ _id: appId as never })).toMatchObject({ _rev: Number(next.rev) });
  });

  it('keeps any JSON a manifest holds, nested arrays and `$` names included (the local store refuses them as fields)', async () => {
    const { session } = await signedUpDeveloper('manifest-shapes');
    const appId = (await session.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Manifest shapes ') })).body.id;
    const configured = {
      permissions: { company: {}, project: {} },
      oauth: { enabled: true },
      x_matrix: [[1, 2], [[3]], []],
      x_odd: { $ref: '#/x', 'a.b': [{ c: [[null]] }] },
    };
    const created = await session.post<{ manifest: { id: string } }>('/api/v1/app_versioned_manifests', {
      developer_app_id: appId,
      environment_type: 'Sandbox',
      configured_manifest_content: configured,
      allow_empty: true,
    });
    expect(created.status).toBe(201);
    const read = await eventually(async () => {
      const answer = await session.get<{ data: { configured_manifest_content: unknown; next_version_content: unknown } }>(
        `/api/v1/app_versioned_manifests/${created.body.manifest.id}`,
      );
      return answer.status === 200 ? answer.body.data : null;
    }, 30000);
    expect(read?.configured_manifest_content).toEqual(configured);
    expect(read?.next_version_content).toEqual(configured);
  });

  it('a replay into memory, as a rebuild builds, equals what the live events built', async () => {
    const { session } = await signedUpDeveloper('manifest-replay');
    const appId = (await session.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Manifest replay ') })).body.id;
    const first = await createVersion(session, appId);
    const promoted = await session.post<{ app_version_promotion: { manifest: { id: string } } }>('/api/v1/app_version_promotions', {
      app_version_promotion: { source_app_version_id: first, changelog: 'First release' },
    });
    const production = promoted.body.app_version_promotion.manifest.id;
    expect(
      (
        await session.request('PATCH', `/api/v1/app_versions/${production}`, {
          body: { app_version: { state: 'in_review', developer_notes: 'Please' } },
        })
      ).status,
    ).toBe(200);
    await createVersion(session, appId);
    // Read-your-writes: once this answers with all three versions, every event has been applied.
    await eventually(
      async () => (await session.get<{ data: unknown[] }>(`/api/v1/manifests?filters[developer_app_id]=${appId}`)).body.data.length === 3,
      30000,
    );

    const rows = new MemoryRowStore();
    const docs = new MemoryDocumentStore();
    for (const event of await storedEnvelopes(apps, 'apps', `app-manifests-${appId}`)) {
      await applyToReadTables(rows, event);
      if (isOnTopic(event, 'apps.manifest')) await applyManifestEvent(docs, event);
    }
    // The columns as PostgreSQL answers them: timestamps as dates.
    const asStored = (row: Record<string, unknown>): Record<string, unknown> => ({
      ...row,
      created_at: new Date(String(row.created_at)),
      submitted_at: row.submitted_at == null ? null : new Date(String(row.submitted_at)),
    });
    const live = await rowsOf('app_versions', 'app_id', appId);
    expect(live).toEqual(rows.all(APP_VERSIONS_TABLE).map(asStored));
    expect(await rowsOf('app_manifest_streams', 'id', appId)).toEqual(rows.all(APP_MANIFEST_STREAMS_TABLE));
    for (const row of live) {
      expect(await mongo.collection(MANIFEST_VERSIONS).findOne({ _id: row.id as never })).toEqual(
        await docs.get(MANIFEST_VERSIONS, String(row.id)),
      );
    }
    expect(await mongo.collection(APP_MANIFESTS).findOne({ _id: appId as never })).toEqual(await docs.get(APP_MANIFESTS, appId));
  });
});
