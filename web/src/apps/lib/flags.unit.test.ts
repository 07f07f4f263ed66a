import {
  NO_FLAGS,
  sandboxCardState,
  sandboxRequestAction,
  showFakeSandboxButton,
  grantLabelKey,
  showSandboxStrip,
  usesRedirectUris,
  tabFromParam,
  uiFlags,
  visibleTabs,
  type PermissionsPayload,
} from './flags';

const base: PermissionsPayload = {
  role: 'developer',
  view_production_client_id: true,
  view_sandbox_credentials: true,
  edit_settings: false,
  reset_secrets: false,
  update_collaborators: false,
  destroy: false,
  transfer_ownership: false,
  generate_sandbox: false,
  generate_fake_sandbox: false,
  view_activity: false,
  is_employee: false,
  is_fedramp: false,
};

describe('uiFlags', () => {
  it('maps the permissions payload', () => {
    expect(uiFlags(undefined)).toBe(NO_FLAGS);
    const owner = uiFlags({ ...base, role: 'owner', edit_settings: true, destroy: true, reset_secrets: true });
    expect(owner).toMatchObject({ canEdit: true, canDestroy: true, canResetSecret: true, isOwner: true });
    expect(uiFlags(base)).toMatchObject({ canEdit: false, canDestroy: false, canViewSandbox: true, isOwner: false });
  });

  it('hides sandbox credentials in the restricted edition', () => {
    expect(uiFlags({ ...base, is_fedramp: true })).toMatchObject({ isFedramp: true, canViewSandbox: false });
  });
});

describe('sandbox states', () => {
  const sandbox = (status: 'pending' | 'live' | 'failed', busy = false) => ({ status, live: status === 'live', busy });

  it('derives the card state', () => {
    expect(sandboxCardState(sandbox('live'), { isFedramp: true })).toBe('hidden');
    expect(sandboxCardState(null, { isFedramp: false })).toBe('none');
    expect(sandboxCardState(sandbox('pending'), { isFedramp: false })).toBe('pending');
    expect(sandboxCardState(sandbox('failed'), { isFedramp: false })).toBe('failed');
    expect(sandboxCardState(sandbox('live'), { isFedramp: false })).toBe('live');
  });

  it('shows the sandbox status strip above the (usable) tabs only while not live', () => {
    expect(showSandboxStrip('pending')).toBe(true);
    expect(showSandboxStrip('failed')).toBe(true);
    expect(showSandboxStrip('none')).toBe(true);
    expect(showSandboxStrip('live')).toBe(false);
    expect(showSandboxStrip('hidden')).toBe(false);
  });

  it("names the manifest's grant and shows redirect URIs only where authorization code uses them", () => {
    expect(grantLabelKey('client_credentials')).toBe('apps.grantClientCredentials');
    expect(grantLabelKey('authorization_code')).toBe('apps.grantAuthorizationCode');
    expect(grantLabelKey('authorization_code_pkce')).toBe('apps.grantPublic');
    expect(grantLabelKey(undefined)).toBe('apps.grantClientCredentials');
    expect(grantLabelKey('toString')).toBe('apps.grantClientCredentials');
    expect(usesRedirectUris(['client_credentials'])).toBe(false);
    expect(usesRedirectUris(['authorization_code', 'refresh_token'])).toBe(true);
    expect(usesRedirectUris(['client_credentials', 'authorization_code', 'refresh_token'])).toBe(true);
    expect(usesRedirectUris(undefined)).toBe(true);
  });

  it('lets the owner request a sandbox and tells others to ask', () => {
    expect(sandboxRequestAction('none', { canGenerateSandbox: true })).toBe('request');
    expect(sandboxRequestAction('failed', { canGenerateSandbox: false })).toBe('askOwner');
    expect(sandboxRequestAction('pending', { canGenerateSandbox: true })).toBeNull();
    expect(showFakeSandboxButton('pending', { canGenerateFakeSandbox: true })).toBe(true);
    expect(showFakeSandboxButton('live', { canGenerateFakeSandbox: true })).toBe(false);
    expect(showFakeSandboxButton('none', { canGenerateFakeSandbox: false })).toBe(false);
  });
});

describe('tabs', () => {
  it('keeps the spec order and shows metrics only when flagged or with data', () => {
    expect(visibleTabs({ apiUsageEnabled: false, hasMetrics: false, canViewActivity: false })).toEqual([
      'configurations',
      'versions',
      'settings',
      'oauthCredentials',
      'collaborators',
      'marketplaceListing',
    ]);
    expect(visibleTabs({ apiUsageEnabled: true, hasMetrics: false, canViewActivity: true }).slice(-2)).toEqual(['metrics', 'activity']);
    expect(visibleTabs({ apiUsageEnabled: false, hasMetrics: true, canViewActivity: false })).toContain('metrics');
  });

  it('falls back to configurations', () => {
    const tabs = visibleTabs({ apiUsageEnabled: false, hasMetrics: false, canViewActivity: false });
    expect(tabFromParam('settings', tabs)).toBe('settings');
    expect(tabFromParam('metrics', tabs)).toBe('configurations');
    expect(tabFromParam(null, tabs)).toBe('configurations');
  });
});
