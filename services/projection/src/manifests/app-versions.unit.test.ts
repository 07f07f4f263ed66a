import type { EventEnvelope } from '@portal/eventsourcing';
import { eventFactory } from '../core/event-envelopes.testing';
import { MemoryDocumentStore } from '../core/documents/document-store';
import { applyToReadTables } from '../core/pg/read-table-reactions';
import { MemoryRowStore } from '../core/pg/row-store';
import { isOnTopic } from '../core/typed-event';
import { APP_VERSIONS_TABLE } from './app-versions.tables';
import { MANIFEST_VERSIONS, APP_MANIFESTS, readContent } from './manifest.documents';
import { applyManifestEvent } from './manifests.projection';

const at = '2026-11-22T10:00:00.000Z';
const later = '2026-11-23T10:00:00.000Z';
const APP = 'a1';
const STREAM = `app-manifests-${APP}`;

const userLevel = { components: { oauth: { instances: [], user_level: true } }, schema_version: '3' };
const serviceOnly = { components: { oauth: { instances: [{ grant_type: 'client_credentials' }] } }, schema_version: '3' };

const manifestEvents = () => {
  const event = eventFactory(at);
  const sandbox = (versionId: string, number: number, semanticVersion: string | null, content: Record<string, unknown> = userLevel) =>
    event('apps.manifest.version_created', STREAM, {
      appId: APP,
      versionId,
      appVersionKey: `key-${versionId}`,
      environment: 'sandbox',
      number,
      semanticVersion,
      schemaVersion: '3',
      content,
      configuredContent: { oauth: { enabled: true }, marker: versionId },
      createdBy: 'd1',
      createdAt: number === 1 ? at : later,
      origin: 'builder',
    });
  const promoted = (versionId: string, sourceVersionId: string, number: number, semanticVersion: string | null) =>
    event('apps.manifest.version_promoted', STREAM, {
      appId: APP,
      versionId,
      sourceVersionId,
      appVersionKey: `key-${versionId}`,
      number,
      semanticVersion,
      schemaVersion: '3',
      content: userLevel,
      configuredContent: null,
      changelog: 'First release',
      promotedBy: 'd1',
      createdAt: later,
    });
  const review = (type: 'submitted' | 'approved' | 'rejected' | 'withdrawn', versionId: string) => {
    if (type === 'submitted')
      return event('apps.manifest.review_submitted', STREAM, { appId: APP, versionId, developerNotes: 'please', by: 'd1', at: later });
    if (type === 'withdrawn') return event('apps.manifest.review_withdrawn', STREAM, { appId: APP, versionId, by: 'd1', at: later });
    return event(`apps.manifest.review_${type}`, STREAM, { appId: APP, versionId, adminNotes: `${type} notes`, by: 'admin', at: later });
  };
  return { event, sandbox, promoted, review };
};

const given = async (...events: EventEnvelope[]) => {
  const rows = new MemoryRowStore();
  const docs = new MemoryDocumentStore();
  for (const e of events) {
    await applyToReadTables(rows, e);
    if (isOnTopic(e, 'apps.manifest')) await applyManifestEvent(docs, e);
  }
  const row = (id: string) => rows.all(APP_VERSIONS_TABLE).find((r) => r.id === id);
  return { rows, docs, row };
};

describe('manifest versions read models, given apps.manifest events', () => {
  it('lists a new sandbox version as promotable, with its sortable semantic version and grant', async () => {
    const { sandbox } = manifestEvents();
    const { row, docs } = await given(sandbox('s1', 1, '0.1.0'));
    expect(row('s1')).toMatchObject({
      rev: 1,
      app_id: APP,
      environment: 'sandbox',
      number: 1,
      semantic_version: '0.1.0',
      semver_key: '000000000.000000001.000000000',
      app_version_key: 'key-s1',
      state: 'confidential',
      review_status: 'unreviewed',
      promotable: true,
      submittable: false,
      published_to_marketplace: false,
      auth_code_capable: true,
      grant_type: 'authorization_code',
      created_at: at,
    });
    const version = await docs.get(MANIFEST_VERSIONS, 's1');
    expect(version).toMatchObject({ _rev: 1 });
    // Kept as text: the read side hands it back whole, whatever JSON shape the developer wrote.
    expect(typeof version?.configuredContent).toBe('string');
    expect(readContent(version?.content)).toEqual(userLevel);
    expect(readContent(version?.configuredContent)).toMatchObject({ marker: 's1' });
    const head = await docs.get(APP_MANIFESTS, APP);
    expect(head).toMatchObject({ _rev: 1, versionRevs: { s1: 1 } });
    expect(readContent(head?.nextVersionContent)).toMatchObject({ marker: 's1' });
  });

  it('recomputes the other versions: a promotion makes the source not promotable and the new production version submittable', async () => {
    const { sandbox, promoted } = manifestEvents();
    const { row } = await given(sandbox('s1', 1, '0.1.0'), sandbox('s2', 2, '0.2.0', serviceOnly), promoted('p1', 's1', 1, '0.1.0'));
    expect(row('s1')).toMatchObject({ promotable: false, rev: 3 });
    expect(row('s2')).toMatchObject({ promotable: true, rev: 2, grant_type: 'client_credentials', auth_code_capable: false });
    expect(row('p1')).toMatchObject({ environment: 'production', submittable: true, changelog: 'First release', rev: 3 });
  });

  it('follows the review: submitted, rejected, submitted again, approved locks authorization code on every row', async () => {
    const { sandbox, promoted, review } = manifestEvents();
    const base = [sandbox('s1', 1, '0.1.0'), promoted('p1', 's1', 1, '0.1.0')];
    const inReview = await given(...base, review('submitted', 'p1'));
    expect(inReview.row('p1')).toMatchObject({ state: 'in_review', submittable: false, developer_notes: 'please' });
    const again = manifestEvents();
    const { row, docs } = await given(
      again.sandbox('s1', 1, '0.1.0'),
      again.promoted('p1', 's1', 1, '0.1.0'),
      ...(['submitted', 'rejected', 'submitted', 'approved'] as const).map((type) => again.review(type, 'p1')),
    );
    expect(row('p1')).toMatchObject({
      state: 'published',
      review_status: 'approved',
      published_to_marketplace: true,
      admin_notes: 'approved notes',
      auth_code_locked: true,
    });
    expect(row('s1')).toMatchObject({ auth_code_locked: true, rev: 6 });
    expect(await docs.get(MANIFEST_VERSIONS, 'p1')).toMatchObject({
      _rev: 5,
      state: 'published',
      reviewStatus: 'approved',
      updatedAt: later,
    });
  });

  it('counts numbers when there are no semantic versions: a sandbox version after the promoted one is promotable', async () => {
    const { sandbox, promoted } = manifestEvents();
    const { row } = await given(sandbox('s1', 1, null), sandbox('s2', 2, null), promoted('p1', 's2', 1, null), sandbox('s3', 3, null));
    expect([row('s1')?.promotable, row('s2')?.promotable, row('s3')?.promotable]).toEqual([false, false, true]);
    expect(row('s3')?.semver_key).toBeNull();
  });

  it('a grant change advances the stream but changes no version row', async () => {
    const { sandbox, event } = manifestEvents();
    const created = sandbox('s1', 1, '0.1.0');
    const grant = event('apps.manifest.grant_type_changed', STREAM, {
      appId: APP,
      environment: 'sandbox',
      grantType: 'authorization_code',
      pkce: false,
      confidential: true,
      at,
    });
    const { rows, row } = await given(created, grant);
    expect(row('s1')?.rev).toBe(1);
    expect(rows.all({ name: 'app_manifest_streams', columns: [] })[0]).toMatchObject({ id: APP, rev: 2 });
  });

  it('leaves rows and documents as they were for replayed and duplicated events, and throws on a gap', async () => {
    const { sandbox, promoted, review } = manifestEvents();
    const events = [sandbox('s1', 1, '0.1.0'), promoted('p1', 's1', 1, '0.1.0'), review('submitted', 'p1')];
    const once = await given(...events);
    const twice = await given(events[0]!, events[0]!, events[1]!, events[0]!, events[1]!, events[2]!, ...events);
    expect(twice.rows.all(APP_VERSIONS_TABLE)).toEqual(once.rows.all(APP_VERSIONS_TABLE));
    expect(await twice.docs.get(MANIFEST_VERSIONS, 'p1')).toEqual(await once.docs.get(MANIFEST_VERSIONS, 'p1'));
    expect(await twice.docs.get(APP_MANIFESTS, APP)).toEqual(await once.docs.get(APP_MANIFESTS, APP));
    await expect(given(events[0]!, events[2]!)).rejects.toThrow(/revision/);
  });
});
