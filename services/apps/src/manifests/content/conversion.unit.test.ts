import {
  configurationFromManifest,
  manifestFromConfiguration,
  manifestSchema,
  manifestSnippets,
  manifestTemplates,
  permissionsOf,
  tools,
  userLevelAuth,
  validateManifest,
  type ConfiguredManifestContent,
} from './index';

const app = { uid: 'app-uid-1', name: 'Field Reports' };
const configured: ConfiguredManifestContent = {
  sidepanel: {
    source_url: 'https://example.com/side',
    views: ['projects.rfis.detail'],
    description: 'Side panel',
    user_configuration: {
      schema: { type: 'object', properties: { region: { type: 'string', name: 'Region', description: 'Where' } }, required: ['region'] },
    },
  },
  fullscreen: { source_url: 'https://example.com/full', description: 'Full screen' },
  permissions: { company: { directory: 'readonly' }, project: { rfis: 'standard' } },
  oauth: { enabled: true },
  post_installation_instruction: { notes: 'Read me', page: { label: 'Setup', url: 'https://example.com/setup' } },
};
const context = { environment: 'sandbox', edition: 'standard', allowEmpty: false } as const;

describe('manifestFromConfiguration', () => {
  it('writes schema 3 with permissions inside the oauth instance and the app identity', () => {
    const content = manifestFromConfiguration(configured, '3', app);
    expect(content.app_manifest).toEqual(app);
    expect(content.schema_version).toBe('3');
    expect(content.permissions).toBeUndefined();
    expect(content.components).toMatchObject({
      oauth: { instances: [{ grant_type: 'client_credentials', permissions: configured.permissions }], user_level: true },
      iframe: { instances: [{ type: 'sidepanel', views: ['projects.rfis.detail'] }, { type: 'fullscreen' }] },
    });
    expect(validateManifest(content, context)).toEqual([]);
  });

  it('writes schema 4.1 with permissions at the top level', () => {
    const content = manifestFromConfiguration(configured, '4.1', app);
    expect(content.permissions).toEqual(configured.permissions);
    expect(content.components).toMatchObject({ oauth: { instances: [{ grant_type: 'client_credentials' }] } });
    expect(JSON.stringify(content.components)).not.toContain('"permissions"');
    expect(validateManifest(content, context)).toEqual([]);
  });

  it('drops empty post-installation fields and leaves the oauth instances empty without permissions', () => {
    const content = manifestFromConfiguration(
      { fullscreen: { source_url: 'https://example.com' }, post_installation_instruction: { notes: '', page: { label: 'x', url: '' } } },
      '3',
      app,
    );
    expect(content.post_installation_instruction).toEqual({ page: { label: 'x' } });
    expect(content.components).toMatchObject({ oauth: { instances: [], user_level: false } });
  });
});

describe('configurationFromManifest', () => {
  it.each(['3', '4.1'] as const)('round-trips the builder content through schema %s', (version) => {
    const back = configurationFromManifest(manifestFromConfiguration(configured, version, app));
    expect(back.sidepanel).toMatchObject({ source_url: 'https://example.com/side', views: ['projects.rfis.detail'] });
    expect(back.sidepanel?.user_configuration).toEqual(configured.sidepanel?.user_configuration);
    expect(back.fullscreen).toMatchObject({ source_url: 'https://example.com/full' });
    expect(back.fullscreen?.views).toBeUndefined();
    expect(back.permissions).toEqual(configured.permissions);
    expect(back.oauth).toEqual({ enabled: true });
    expect(back.post_installation_instruction).toEqual(configured.post_installation_instruction);
  });
});

describe('permissionsOf and userLevelAuth', () => {
  it('merges schema 3 instances and reads the 4.1 top level', () => {
    const v3 = {
      schema_version: '3',
      components: {
        oauth: {
          instances: [
            { grant_type: 'client_credentials', permissions: { company: { directory: 'readonly' } } },
            { grant_type: 'client_credentials', permissions: { project: { rfis: 'admin' } } },
          ],
        },
      },
    };
    expect(permissionsOf(v3)).toEqual({ company: { directory: 'readonly' }, project: { rfis: 'admin' } });
    expect(permissionsOf({ schema_version: '4.1', permissions: { company: { budget: 'standard' } } })).toEqual({
      company: { budget: 'standard' },
      project: {},
    });
    expect(permissionsOf({})).toEqual({ company: {}, project: {} });
    expect(userLevelAuth(v3)).toBe(false);
    expect(userLevelAuth({ components: { oauth: { user_level: true } } })).toBe(true);
  });
});

describe('catalogue, templates and snippets', () => {
  it('has about 35 tools with friendly names and level ids 1-4', () => {
    const catalogue = tools();
    expect(catalogue.length).toBeGreaterThanOrEqual(35);
    expect(new Set(catalogue.map((t) => t.name)).size).toBe(catalogue.length);
    for (const tool of catalogue) {
      expect(tool.friendly_name).not.toBe('');
      for (const id of tool.disabled_uals) expect([1, 2, 3, 4]).toContain(id);
    }
    expect(catalogue.find((t) => t.name === 'rfis')).toEqual({ name: 'rfis', friendly_name: 'RFIs', disabled_uals: [4] });
  });

  it('publishes a schema, a template and snippets per version', () => {
    const templates = manifestTemplates();
    for (const version of ['3', '4.1'] as const) {
      expect(manifestSchema(version).$id).toContain(`manifest-${version}`);
      expect(templates[version].schema_version).toBe(version);
      expect(validateManifest(templates[version], { ...context, allowEmpty: true })).toEqual([]);
      for (const existing of [true, false])
        expect(Object.keys(manifestSnippets(version, existing)).sort()).toEqual(['fullscreen', 'iframe', 'oauth', 'sidepanel']);
    }
    expect(manifestSnippets('3', false)).not.toEqual(manifestSnippets('3', true));
  });
});
