import { COMPONENT_URL_NOT_HTTPS, viewProblem } from '@portal/contracts/src/rules/manifest-components';
import {
  MESSAGES,
  availableTypes,
  componentErrors,
  configuredFromDraft,
  configuredFromManifest,
  draftErrors,
  draftFromConfigured,
  draftSource,
  emptyComponent,
  emptyDraft,
  hasDraftErrors,
  isAuthCodeLocked,
  parameterError,
  postInstallationErrors,
  putComponent,
  setServiceAccount,
  setUserLevel,
  suggestVersion,
  type ComponentDraft,
  type Draft,
} from './builder';

const sidepanel: ComponentDraft = {
  type: 'sidepanel',
  source_url: 'https://example.com/panel',
  views: ['projects.rfis.detail'],
  description: 'RFI helper',
  parameters: [
    { key: 'api_key', name: 'API key', description: 'Your key', required: true },
    { key: 'region', name: 'Region', description: 'Where', required: false },
  ],
};

const withSidepanel = (): Draft => ({ ...emptyDraft(), components: [sidepanel] });

describe('draft ⇄ configured_manifest_content', () => {
  it('writes a sidepanel with its two parameters as a user_configuration schema', () => {
    const configured = configuredFromDraft(withSidepanel());
    expect(configured).toEqual({
      sidepanel: {
        source_url: 'https://example.com/panel',
        views: ['projects.rfis.detail'],
        description: 'RFI helper',
        user_configuration: {
          schema: {
            type: 'object',
            properties: {
              api_key: { type: 'string', name: 'API key', description: 'Your key' },
              region: { type: 'string', name: 'Region', description: 'Where' },
            },
            required: ['api_key'],
          },
        },
      },
      permissions: { company: {}, project: {} },
      oauth: { enabled: false },
    });
  });

  it('reads back what it wrote (round trip), permissions and post-installation included', () => {
    const draft: Draft = {
      ...withSidepanel(),
      userLevel: true,
      serviceAccount: true,
      permissions: { company: { rfis: 'readonly' }, project: { budget: 'admin' } },
      post: { notes: 'Read me', label: 'Setup', url: 'https://example.com/setup' },
    };
    expect(draftFromConfigured(configuredFromDraft(draft))).toEqual(draft);
  });

  it('drops permissions when service-account permissions are off and empty post-installation fields', () => {
    const draft: Draft = {
      ...emptyDraft(),
      permissions: { company: { rfis: 'admin' }, project: {} },
      post: { notes: 'n', label: '', url: '' },
    };
    const configured = configuredFromDraft(draft);
    expect(configured.permissions).toEqual({ company: {}, project: {} });
    expect(configured.post_installation_instruction).toEqual({ notes: 'n' });
  });

  it('reads a manifest template (schema 3 permissions in the oauth instance, 4.1 at the top level)', () => {
    const three = {
      schema_version: '3',
      components: {
        oauth: {
          instances: [{ grant_type: 'client_credentials', permissions: { company: { rfis: 'readonly' }, project: {} } }],
          user_level: true,
        },
        iframe: { instances: [] },
      },
    };
    expect(configuredFromManifest(three)).toEqual({
      permissions: { company: { rfis: 'readonly' }, project: {} },
      oauth: { enabled: true },
    });
    const four = {
      schema_version: '4.1',
      permissions: { company: {}, project: { budget: 'admin' } },
      components: { oauth: { instances: [], user_level: false } },
    };
    expect(configuredFromManifest(four).permissions).toEqual({ company: {}, project: { budget: 'admin' } });
  });

  it('resets from next_version_content, else from the newest template', () => {
    expect(draftSource({ oauth: { enabled: true } }, undefined).userLevel).toBe(true);
    const templates = { '3': { components: { oauth: { user_level: false } } }, '4.1': { components: { oauth: { user_level: true } } } };
    expect(draftSource(null, templates).userLevel).toBe(true);
    expect(draftSource(undefined, undefined)).toEqual(emptyDraft());
  });
});

describe('§5 rules', () => {
  it.each([
    [{ ...emptyComponent(), type: undefined }, 'type', MESSAGES.required],
    [{ ...emptyComponent('fullscreen') }, 'source_url', MESSAGES.required],
    [{ ...emptyComponent('fullscreen'), source_url: 'not a url' }, 'source_url', MESSAGES.url],
    [{ ...emptyComponent('sidepanel'), source_url: 'https://x.example' }, 'views', MESSAGES.view],
    [{ ...emptyComponent('fullscreen'), source_url: 'http://insecure.example.com/panel' }, 'source_url', COMPONENT_URL_NOT_HTTPS],
    [{ ...emptyComponent('fullscreen'), source_url: 'javascript:alert(1)' }, 'source_url', MESSAGES.url],
    [
      { ...emptyComponent('sidepanel'), source_url: 'https://x.example', views: ['projects.home', 'not a view!!'] },
      'views',
      viewProblem('not a view!!'),
    ],
  ])('component form %# gives %s: %s', (component, field, message) => {
    expect(componentErrors(component as Partial<ComponentDraft>)).toMatchObject({ [field]: message });
  });

  it('Given an http://localhost URL and view paths, When the component form is checked, Then it passes (as the server)', () => {
    expect(
      componentErrors({
        ...emptyComponent('sidepanel'),
        source_url: 'http://localhost:5173/panel',
        views: [' projects.rfis.detail ', 'company/home'],
      }),
    ).toEqual({});
  });

  it('a fullscreen needs no view', () => {
    expect(componentErrors({ ...emptyComponent('fullscreen'), source_url: 'https://x.example' })).toEqual({});
  });

  it('parameters need key, name and description', () => {
    expect(parameterError({ key: 'k', name: '', description: 'd', required: false })).toBe(MESSAGES.parameter);
    expect(parameterError({ key: 'k', name: 'n', description: 'd', required: true })).toBeNull();
    expect(
      parameterError({ key: 'k', name: 'n', description: 'd', required: true }, [
        sidepanel.parameters[0]!,
        { key: 'k', name: 'x', description: 'y', required: false },
      ]),
    ).toMatch(/already used/);
  });

  it('post-installation fields are all present or all absent', () => {
    expect(postInstallationErrors({ notes: '', label: '', url: '' })).toEqual({});
    expect(postInstallationErrors({ notes: 'n', label: '', url: '' })).toEqual({
      block: MESSAGES.postInstallation,
      label: MESSAGES.required,
      url: MESSAGES.required,
    });
    expect(postInstallationErrors({ notes: 'n', label: 'l', url: 'nope' })).toEqual({ url: MESSAGES.url });
  });

  it('an empty draft needs the allow-empty flag', () => {
    expect(draftErrors(emptyDraft(), false).manifest).toBe(MESSAGES.empty);
    expect(hasDraftErrors(draftErrors(emptyDraft(), true))).toBe(false);
    expect(hasDraftErrors(draftErrors(withSidepanel(), false))).toBe(false);
  });

  it('missing post-installation fields raise the banner', () => {
    const errors = draftErrors({ ...withSidepanel(), post: { notes: '', label: 'Setup', url: '' } }, false);
    expect(errors.banner).toBe(MESSAGES.missingFields);
  });
});

describe('component edits', () => {
  it('changing a type removes the old entry and a fullscreen drops its views', () => {
    const draft = putComponent(withSidepanel(), { ...sidepanel, type: 'fullscreen' }, 0);
    expect(draft.components).toEqual([{ ...sidepanel, type: 'fullscreen', views: [] }]);
  });

  it('a new component of a type already present replaces it', () => {
    const draft = putComponent(withSidepanel(), { ...sidepanel, source_url: 'https://other.example' }, null);
    expect(draft.components.map((c) => c.source_url)).toEqual(['https://other.example']);
  });

  it('offers only the missing types, and no sidepanel in FedRAMP mode', () => {
    expect(availableTypes(withSidepanel(), false)).toEqual(['fullscreen']);
    expect(availableTypes(withSidepanel(), false, 'sidepanel')).toEqual(['sidepanel', 'fullscreen']);
    expect(availableTypes(emptyDraft(), true)).toEqual(['fullscreen']);
  });
});

describe('user-level authorization rules', () => {
  it('is locked by the current version or without the explicit-OAuth flag', () => {
    expect(isAuthCodeLocked({ authCodeLocked: true, explicitOAuth: true })).toBe(true);
    expect(isAuthCodeLocked({ authCodeLocked: false, explicitOAuth: false })).toBe(true);
    expect(isAuthCodeLocked({ authCodeLocked: false, explicitOAuth: true })).toBe(false);
  });

  it('unchecking user-level while service-account permissions are on asks for confirmation', () => {
    const draft = { ...emptyDraft(), userLevel: true, serviceAccount: true };
    expect(setUserLevel(draft, false, false)).toEqual({ draft: { ...draft, userLevel: false }, confirm: true });
    expect(setUserLevel({ ...draft, serviceAccount: false }, false, false).confirm).toBe(false);
  });

  it('a locked option does not change', () => {
    const draft = { ...emptyDraft(), userLevel: true };
    expect(setUserLevel(draft, false, true)).toEqual({ draft, confirm: false });
  });

  it('enabling service-account permissions turns user-level on unless locked', () => {
    expect(setServiceAccount(emptyDraft(), true, false)).toMatchObject({ serviceAccount: true, userLevel: true });
    expect(setServiceAccount(emptyDraft(), true, true)).toMatchObject({ serviceAccount: true, userLevel: false });
  });

  it('disabling service-account permissions clears them', () => {
    const draft = { ...emptyDraft(), serviceAccount: true, permissions: { company: { rfis: 'admin' as const }, project: {} } };
    expect(setServiceAccount(draft, false, false).permissions).toEqual({ company: {}, project: {} });
  });
});

describe('suggested version', () => {
  it.each([
    [null, '0.1.0'],
    ['0.1.0', '0.2.0'],
    ['1.12.1234', '1.13.0'],
    ['garbage', '0.1.0'],
  ])('%s → %s', (current, next) => expect(suggestVersion(current)).toBe(next));
});
