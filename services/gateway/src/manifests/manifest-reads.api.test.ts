import type { components } from '@portal/contracts';
import { ApiSession, configuredManifest, signedInAdmin, signedUpDeveloper, uniqueId } from '@portal/test-kit';

type AppVersion = components['schemas']['AppVersion'];
type AppVersionSummary = components['schemas']['AppVersionSummary'];

const builderContent = (description: string) => configuredManifest({ description, userLevel: true });

const list = (session: ApiSession, appId: string, extra = '') =>
  session.get<{ data: AppVersionSummary[] }>(`/api/v1/manifests?filters[developer_app_id]=${appId}${extra}`);

const one = (session: ApiSession, id: string) => session.get<{ data: AppVersion }>(`/api/v1/app_versioned_manifests/${id}`);

/** What a read shows of a write's answer: the same version, the ETag aside. */
const asRead = ({ etag: _etag, ...version }: AppVersion) => version;

describe('manifest version reads through the gateway (projection)', () => {
  it("shows the app's versions to its members right after each write, newest first, as the writes answered them", async () => {
    const { session } = await signedUpDeveloper('manifest-reads');
    const app = (await session.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Reads App ') })).body;
    const create = async (description: string) => {
      const response = await session.post<{ manifest: AppVersion }>('/api/v1/app_versioned_manifests', {
        developer_app_id: app.id,
        environment_type: 'Sandbox',
        configured_manifest_content: builderContent(description),
      });
      expect(response.status).toBe(201);
      return response.body.manifest;
    };

    const first = await create('First');
    // Read-your-writes: the projection has the version as soon as the write answered.
    expect((await one(session, first.id)).body.data).toMatchObject(asRead(first));

    const promoted = await session.post<{ app_version_promotion: { manifest: AppVersion } }>('/api/v1/app_version_promotions', {
      app_version_promotion: { source_app_version_id: first.id, changelog: 'First release' },
    });
    expect(promoted.status).toBe(201);
    const production = promoted.body.app_version_promotion.manifest;
    const second = await create('Second');

    const read = await one(session, production.id);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ ...asRead(production), next_version_content: second.configured_manifest_content });
    expect(read.headers.get('etag')).toBe(read.body.data.etag);
    expect((await one(session, first.id)).body.data).toMatchObject({ promotable: false, auth_code_capable: true });

    const all = await list(session, app.id);
    expect(all.status).toBe(200);
    expect(all.headers.get('total')).toBe('3');
    expect(all.headers.get('per-page')).toBe('100');
    expect(all.body.data.map((v) => v.id)).toEqual([second.id, production.id, first.id]);
    expect(all.body.data[1]).toMatchObject({ environment_type: 'ProductionEnvironment', submittable: true, changelog: 'First release' });
    expect(all.body.data[0]).not.toHaveProperty('content');

    const sandboxes = await list(session, app.id, '&filters[versionable_type]=Sandbox&per_page=1&page=2');
    expect(sandboxes.headers.get('total')).toBe('2');
    expect(sandboxes.body.data.map((v) => [v.id, v.promotable])).toEqual([[first.id, false]]);
    expect((await list(session, app.id, '&filters[versionable_type]=ProductionEnvironment')).body.data.map((v) => v.id)).toEqual([
      production.id,
    ]);

    // Submitting shows at once on the list, and the version stops being submittable.
    const submitted = await session.request<AppVersion>('PATCH', `/api/v1/app_versions/${production.id}`, {
      body: { app_version: { state: 'in_review', developer_notes: 'Please review' } },
    });
    expect(submitted.status).toBe(200);
    expect((await list(session, app.id, '&filters[versionable_type]=ProductionEnvironment')).body.data[0]).toMatchObject({
      state: 'in_review',
      submittable: false,
      developer_notes: 'Please review',
    });

    // Platform admins see any app's versions; anyone without a role on the app gets 404, existence not leaked.
    const admin = await signedInAdmin();
    expect((await list(admin, app.id)).body.data).toHaveLength(3);
    expect((await one(admin, second.id)).status).toBe(200);
    const stranger = (await signedUpDeveloper('manifest-stranger')).session;
    expect((await list(stranger, app.id)).status).toBe(404);
    expect((await one(stranger, second.id)).status).toBe(404);
    expect((await one(stranger, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('needs the app filter and a known environment type', async () => {
    const { session } = await signedUpDeveloper('manifest-reads-filters');
    expect([400, 422]).toContain((await session.get('/api/v1/manifests')).status);
    expect([400, 422]).toContain((await list(session, 'x', '&filters[versionable_type]=Staging')).status);
  });
});
