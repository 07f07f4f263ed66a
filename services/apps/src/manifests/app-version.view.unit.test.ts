import { appVersionView, authCodeLocked, nextVersionContent } from './app-version.view';
import { manifestFromConfiguration } from './content';
import { manifestsDecider } from './manifests.decider';
import type { ManifestEvent } from './manifest.events';

const at = '2026-11-23T10:00:00.000Z';
const appId = 'app-1';
const fullscreen = {
  source_url: 'https://app.example.com/full',
  description: 'Full screen',
  user_configuration: { schema: { type: 'object' as const, properties: {}, required: [] } },
};
const configured = (userLevel: boolean) => ({ fullscreen, oauth: { enabled: userLevel } });
const content = (userLevel: boolean) => manifestFromConfiguration(configured(userLevel), '3', { uid: 'uid-1', name: 'Demo' });

const created = (id: string, number: number, userLevel: boolean, withConfiguration: boolean): ManifestEvent => ({
  type: 'apps.manifest.version_created',
  data: {
    appId,
    versionId: id,
    appVersionKey: `key-${id}`,
    environment: 'sandbox',
    number,
    semanticVersion: `0.${number}.0`,
    schemaVersion: '3',
    content: content(userLevel),
    configuredContent: withConfiguration ? configured(userLevel) : null,
    createdBy: 'dev',
    createdAt: at,
    origin: withConfiguration ? 'builder' : 'editor',
  },
});
const promoted: ManifestEvent = {
  type: 'apps.manifest.version_promoted',
  data: {
    appId,
    versionId: 'p1',
    sourceVersionId: 's1',
    appVersionKey: 'key-p1',
    number: 1,
    semanticVersion: '0.1.0',
    schemaVersion: '3',
    content: content(true),
    configuredContent: configured(true),
    changelog: 'First',
    promotedBy: 'dev',
    createdAt: at,
  },
};
const stateOf = (events: ManifestEvent[]) => events.reduce(manifestsDecider.evolve, manifestsDecider.initialState());

describe('AppVersion view', () => {
  it('locks auth code only once a user-level production version is published', () => {
    const submitted: ManifestEvent = {
      type: 'apps.manifest.review_submitted',
      data: { appId, versionId: 'p1', developerNotes: null, by: 'dev', at },
    };
    const approved: ManifestEvent = {
      type: 'apps.manifest.review_approved',
      data: { appId, versionId: 'p1', adminNotes: null, by: 'admin', at },
    };
    expect(authCodeLocked(stateOf([created('s1', 1, true, true), promoted, submitted]))).toBe(false);
    expect(authCodeLocked(stateOf([created('s1', 1, true, true), promoted, submitted, approved]))).toBe(true);
  });

  it('resets the draft from the newest sandbox version (its manifest when it was edited by hand)', () => {
    expect(nextVersionContent(stateOf([]))).toBeNull();
    expect(nextVersionContent(stateOf([created('s1', 1, true, true)]))).toEqual(configured(true));
    expect(nextVersionContent(stateOf([created('s1', 1, true, true), created('s2', 2, false, false)]))).toMatchObject({
      fullscreen: { source_url: fullscreen.source_url },
      oauth: { enabled: false },
    });
  });

  it('shows a version with its environment, flags and grant', () => {
    const state = stateOf([created('s1', 1, true, true), promoted, created('s2', 2, false, true)]);
    const view = appVersionView(state, state.versions[1]!, 7);
    expect(view).toMatchObject({
      id: 'p1',
      developer_app_id: appId,
      app_version_id: 'key-p1',
      environment_type: 'ProductionEnvironment',
      version: 1,
      semantic_version: '0.1.0',
      state: 'confidential',
      review_status: 'unreviewed',
      submittable: true,
      promotable: false,
      published_to_marketplace: false,
      changelog: 'First',
      auth_code_capable: true,
      grant_type: 'authorization_code',
      next_version_content: configured(false),
      etag: 'W/"7"',
    });
    expect(appVersionView(state, state.versions[2]!)).toMatchObject({ promotable: true, grant_type: 'client_credentials' });
  });
});
