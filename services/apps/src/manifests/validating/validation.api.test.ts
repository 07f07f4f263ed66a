import { ApiSession, signedInAdmin, signedUpDeveloper, uniqueId } from '@portal/test-kit';
import { BAD_MANIFESTS } from '../content/bad-manifests.fixture';
import { MESSAGES } from '../content/validation';

interface Result {
  data: { errors: string[]; error_details: { message: string; pointer: string }[] };
}

const ownerWithApp = async () => {
  const owner = await signedUpDeveloper('manifest-validation');
  const app = await owner.session.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Validation App ') });
  expect(app.status).toBe(201);
  return { session: owner.session, appId: app.body.id };
};

const validate = (session: ApiSession, appId: string, content: unknown, environment = 'sandbox', extra = '') =>
  session.post<Result>(`/api/v1/manifest_validations?developer_app_id=${appId}&environment_type=${environment}${extra}`, {
    manifest: { content },
  });

describe('POST /api/v1/manifest_validations: every message with its pointer, through the gateway', () => {
  let owner: Awaited<ReturnType<typeof ownerWithApp>>;
  beforeAll(async () => {
    owner = await ownerWithApp();
  });

  // The running stack is the standard edition; the restricted-edition case is covered by the unit table.
  const cases = BAD_MANIFESTS.filter((c) => c.context?.edition !== 'restricted');
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, badCase) => {
    const response = await validate(owner.session, owner.appId, badCase.content, 'production');
    expect(response.status).toBe(200);
    expect(response.body.data.error_details).toContainEqual({ message: badCase.message, pointer: badCase.pointer });
    expect(response.body.data.errors).toEqual(response.body.data.error_details.map((e) => e.message));
  });

  it('answers an empty list for a good manifest, and for an empty one when an empty save is allowed', async () => {
    const good = {
      schema_version: '4.1',
      components: { iframe: { instances: [{ type: 'sidepanel', source_url: 'https://example.com', views: ['projects.home'] }] } },
      permissions: { company: { directory: 'readonly' } },
    };
    expect((await validate(owner.session, owner.appId, good)).body).toEqual({ data: { errors: [], error_details: [] } });
    const empty = { schema_version: '3', components: {} };
    expect((await validate(owner.session, owner.appId, empty)).body.data.errors).toEqual([MESSAGES.wholeManifest]);
    expect((await validate(owner.session, owner.appId, empty, 'sandbox', '&allow_empty=true')).body.data.errors).toEqual([]);
  });

  it('refuses a bad environment (422), an unknown app (404), a stranger (403) and the anonymous (401); admins may validate', async () => {
    expect((await validate(owner.session, owner.appId, {}, 'staging')).status).toBe(422);
    expect((await validate(owner.session, '6f1c1f0e-0000-4000-8000-000000000000', {})).status).toBe(404);
    const stranger = await signedUpDeveloper('manifest-stranger');
    expect((await validate(stranger.session, owner.appId, {})).status).toBe(403);
    expect((await validate(new ApiSession(), owner.appId, {})).status).toBe(401);
    const admin = await signedInAdmin();
    expect((await validate(admin, owner.appId, { components: { oauth: { user_level: true } } })).body.data.errors).toEqual([]);
  });
});

describe('manifest reference data (public)', () => {
  const anonymous = new ApiSession();

  it('publishes the schema of 3 and 4.1 and 404s another version', async () => {
    for (const version of ['3', '4.1']) {
      const schema = await anonymous.get<{ $id: string }>(`/api/v1/manifest_schemas/${version}`);
      expect(schema.status).toBe(200);
      expect(schema.body.$id).toContain(`manifest-${version}.schema.json`);
    }
    expect((await anonymous.get('/api/v1/manifest_schemas/5')).status).toBe(404);
  });

  it('serves templates keyed by version, snippets per version and the tool catalogue', async () => {
    const templates = await anonymous.get<Record<string, { schema_version: string }>>('/api/v1/manifest_templates');
    expect(templates.body['3']?.schema_version).toBe('3');
    expect(templates.body['4.1']?.schema_version).toBe('4.1');
    const existing = await anonymous.get<Record<string, unknown>>('/api/v1/manifest_templates/3/snippets?has_existing_manifest=true');
    const fresh = await anonymous.get<Record<string, unknown>>('/api/v1/manifest_templates/3/snippets?has_existing_manifest=false');
    expect(Object.keys(existing.body).sort()).toEqual(['fullscreen', 'iframe', 'oauth', 'sidepanel']);
    expect(fresh.body.oauth).toHaveProperty('components');
    expect((await anonymous.get('/api/v1/manifest_templates/4.1/snippets')).status).toBe(200);
    const tools = await anonymous.get<{ data: { name: string; friendly_name: string; disabled_uals: number[] }[] }>(
      '/api/v1/manifest_tools',
    );
    expect(tools.body.data.length).toBeGreaterThanOrEqual(35);
    expect(tools.body.data).toContainEqual({ name: 'rfis', friendly_name: 'RFIs', disabled_uals: [4] });
  });
});
