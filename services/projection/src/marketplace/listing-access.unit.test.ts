import { accessFromConfiguration, accessFromManifest, requestedAccess, toolAccess, toolName } from './listing-access';

const permissions = {
  company: { directory: 'readonly', budget: 'admin', admin: 'none' },
  project: { daily_log: 'standard', drawings: 'none' },
};

/** The summary of `permissions` above, by friendly name (none left out). */
const summary = {
  company: [
    { tool: 'budget', name: 'Budget', level: 'admin' },
    { tool: 'directory', name: 'Directory', level: 'readonly' },
  ],
  project: [{ tool: 'daily_log', name: 'Daily Log', level: 'standard' }],
};

describe('what a listing app can access, from its release version', () => {
  it("reads the Configuration Builder's view the same for every schema version", () => {
    const configured = {
      fullscreen: { source_url: 'https://app.example.com/full' },
      sidepanel: { source_url: 'https://app.example.com/side', views: ['projects.detail'] },
      permissions,
      oauth: { enabled: true },
    };
    expect(accessFromConfiguration(configured)).toEqual({ ...summary, components: ['fullscreen', 'sidepanel'], oauth: true });
    expect(requestedAccess({ schema_version: '4.1' }, configured)).toEqual(requestedAccess({ schema_version: '3' }, configured));
  });

  it('reads a schema 3 manifest: permissions inside the oauth instances (merged, later ones win)', () => {
    const content = {
      schema_version: '3',
      components: {
        oauth: {
          user_level: false,
          instances: [
            { grant_type: 'client_credentials', permissions: { company: { budget: 'readonly', directory: 'readonly' }, project: {} } },
            {
              grant_type: 'client_credentials',
              permissions: { company: { budget: 'admin', admin: 'none' }, project: permissions.project },
            },
          ],
        },
        iframe: { instances: [{ type: 'sidepanel', source_url: 'https://app.example.com/side' }] },
      },
      // Top-level permissions mean nothing below 4.1.
      permissions: { company: { emails: 'admin' } },
    };
    expect(accessFromManifest(content)).toEqual({ ...summary, components: ['sidepanel'], oauth: false });
    // No schema version is schema 3 (the default).
    expect(accessFromManifest({ ...content, schema_version: undefined })).toEqual(accessFromManifest(content));
  });

  it('reads a schema 4.1 manifest: permissions at the top level, not in the instances', () => {
    const content = {
      schema_version: '4.1',
      permissions,
      components: {
        oauth: { user_level: true, instances: [{ grant_type: 'client_credentials', permissions: { company: { emails: 'admin' } } }] },
        iframe: { instances: [{ type: 'fullscreen' }, { type: 'fullscreen' }] },
      },
    };
    expect(accessFromManifest(content)).toEqual({ ...summary, components: ['fullscreen'], oauth: true });
  });

  it('uses the configured content when the version has one, else the manifest', () => {
    const content = { schema_version: '4.1', permissions: { company: { budget: 'standard' } } };
    expect(requestedAccess(content, null).company).toEqual([{ tool: 'budget', name: 'Budget', level: 'standard' }]);
    expect(requestedAccess(content, { permissions: { company: {} } }).company).toEqual([]);
  });

  it('names levels in words (ids too), leaves out none and anything it cannot name, and sorts by name', () => {
    expect(toolAccess({ budget: 4, directory: '2', daily_log: 3, drawings: 1, emails: 'none', crews: 'write', bidding: null })).toEqual([
      { tool: 'budget', name: 'Budget', level: 'admin' },
      { tool: 'daily_log', name: 'Daily Log', level: 'standard' },
      { tool: 'directory', name: 'Directory', level: 'readonly' },
    ]);
  });

  it('shows a tool the catalogue does not know by its id', () => {
    expect(toolName('budget')).toBe('Budget');
    expect(toolName('crane_telemetry')).toBe('crane_telemetry');
    expect(toolAccess({ crane_telemetry: 'readonly', budget: 'readonly' })).toEqual([
      { tool: 'budget', name: 'Budget', level: 'readonly' },
      { tool: 'crane_telemetry', name: 'crane_telemetry', level: 'readonly' },
    ]);
  });

  it('says nothing asked of an app that asks for nothing, and copes with malformed content', () => {
    const nothing = { company: [], project: [], components: [], oauth: false };
    expect(requestedAccess({ schema_version: '3', components: { oauth: { instances: [] }, iframe: { instances: [] } } }, null)).toEqual(
      nothing,
    );
    expect(requestedAccess({ permissions: 'all', components: { oauth: { instances: 'x' }, iframe: null } }, null)).toEqual(nothing);
    expect(requestedAccess(null, null)).toEqual(nothing);
    expect(requestedAccess(null, { permissions: { company: ['budget'] }, fullscreen: null, oauth: { enabled: 'yes' } })).toEqual(nothing);
  });
});
