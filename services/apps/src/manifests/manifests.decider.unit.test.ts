import { ConflictError, DomainError, ForbiddenError, NotFoundError, ValidationError, specFor } from '@portal/decider';
import { APP_DELETED } from '../apps/app.decider';
import { manifestFromConfiguration } from './content';
import { isPromotable, isSubmittable, manifestsDecider, REJECT_NOTES_REQUIRED, type ManifestCommand } from './manifests.decider';
import type { ManifestEvent } from './manifest.events';

const spec = specFor(manifestsDecider);
const at = '2026-11-23T10:00:00.000Z';
const appId = '00000000-0000-4000-8000-00000000a001';
const dev = '00000000-0000-4000-8000-00000000d001';
const admin = '00000000-0000-4000-8000-00000000ad01';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const key = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

const identity = { uid: 'uid-abcdefghijklmnop', name: 'Demo' };
const fullscreen = {
  source_url: 'https://app.example.com/full',
  description: 'Full screen',
  user_configuration: { schema: { type: 'object' as const, properties: {}, required: [] } },
};
const serviceContent = manifestFromConfiguration({ fullscreen, oauth: { enabled: false } }, '3', identity);
const userLevelContent = manifestFromConfiguration({ fullscreen, oauth: { enabled: true } }, '3', identity);
const context = { edition: 'standard' as const, allowEmpty: false, appConfidential: true };

const create = (n: number, semanticVersion: string | null, content = serviceContent): ManifestCommand => ({
  type: 'CreateVersion',
  appId,
  versionId: id(n),
  appVersionKey: key(n),
  environment: 'sandbox',
  semanticVersion,
  schemaVersion: '3',
  content,
  configuredContent: null,
  origin: 'editor',
  context,
  by: dev,
  at,
});

const created = (n: number, number: number, semanticVersion: string, content = serviceContent): ManifestEvent => ({
  type: 'apps.manifest.version_created',
  data: {
    appId,
    versionId: id(n),
    appVersionKey: key(n),
    environment: 'sandbox',
    number,
    semanticVersion,
    schemaVersion: '3',
    content,
    configuredContent: null,
    createdBy: dev,
    createdAt: at,
    origin: 'editor',
  },
});

const promoted = (n: number, from: number, number: number, semanticVersion: string, content = serviceContent): ManifestEvent => ({
  type: 'apps.manifest.version_promoted',
  data: {
    appId,
    versionId: id(n),
    sourceVersionId: id(from),
    appVersionKey: key(n),
    number,
    semanticVersion,
    schemaVersion: '3',
    content,
    configuredContent: null,
    changelog: 'Notes',
    promotedBy: dev,
    createdAt: at,
  },
});

const submitted = (n: number): ManifestEvent => ({
  type: 'apps.manifest.review_submitted',
  data: { appId, versionId: id(n), developerNotes: 'Please', by: dev, at },
});
const approved = (n: number): ManifestEvent => ({
  type: 'apps.manifest.review_approved',
  data: { appId, versionId: id(n), adminNotes: 'Fine', by: admin, at },
});
const rejected = (n: number): ManifestEvent => ({
  type: 'apps.manifest.review_rejected',
  data: { appId, versionId: id(n), adminNotes: 'No', by: admin, at },
});
const withdrawn = (n: number): ManifestEvent => ({
  type: 'apps.manifest.review_withdrawn',
  data: { appId, versionId: id(n), by: dev, at },
});

const promote = (from: number, n: number, changelog: string | null = 'Notes'): ManifestCommand => ({
  type: 'PromoteVersion',
  sourceVersionId: id(from),
  versionId: id(n),
  appVersionKey: key(n),
  changelog,
  changelogRequired: true,
  appConfidential: true,
  by: dev,
  at,
});
const submit = (n: number): ManifestCommand => ({ type: 'SubmitForReview', versionId: id(n), developerNotes: 'Please', by: dev, at });
const withdraw = (n: number): ManifestCommand => ({ type: 'WithdrawReview', versionId: id(n), by: dev, at });
const approve = (n: number, byPlatformAdmin = true): ManifestCommand => ({
  type: 'ApproveVersion',
  versionId: id(n),
  adminNotes: 'Fine',
  byPlatformAdmin,
  by: admin,
  at,
});
const reject = (n: number, byPlatformAdmin = true): ManifestCommand => ({
  type: 'RejectVersion',
  versionId: id(n),
  adminNotes: 'No',
  byPlatformAdmin,
  by: admin,
  at,
});

const fails = (message: string) => (error: unknown) => error instanceof ValidationError && error.message === message;
const fieldFails = (field: string, message: string) => (error: unknown) =>
  error instanceof ValidationError && (error.details.fields?.[field] ?? []).includes(message);

// A sandbox version 0.1.0 promoted to production version 1 (id 11).
const inProduction = [created(1, 1, '0.1.0'), promoted(11, 1, 1, '0.1.0')];

describe('manifests decider: creating sandbox versions', () => {
  it('assigns 0.1.0 to the first version and bumps the minor of the newest one when blank', () => {
    spec([])
      .when(create(1, null))
      .then([created(1, 1, '0.1.0')]);
    spec([created(1, 1, '1.4.7')])
      .when(create(2, '  '))
      .then([created(2, 2, '1.5.0')]);
  });

  it('refuses a version id it has already: a repeated create, promotion or rollback (same Idempotency-Key) never makes a second version', () => {
    const known = (e: unknown) => e instanceof DomainError && e.code === 'conflict' && e.message === 'This version already exists';
    spec([created(1, 1, '0.1.0')])
      .when(create(1, null))
      .thenThrows(known);
    spec([...inProduction, created(2, 2, '0.2.0')])
      .when(promote(2, 11))
      .thenThrows(known);
    spec([...inProduction, created(2, 2, '0.2.0')])
      .when({
        type: 'RollBack',
        targetVersionId: id(11),
        versionId: id(1),
        appVersionKey: key(1),
        changelog: null,
        appConfidential: true,
        by: dev,
        at,
      })
      .thenThrows(known);
  });

  it('takes a given semantic version that is greater than the newest sandbox one', () => {
    spec([created(1, 1, '0.1.0')])
      .when(create(2, '1.12.1234'))
      .then([created(2, 2, '1.12.1234')]);
  });

  it('refuses a version that is not major.minor.patch, or not greater than the newest', () => {
    spec([]).when(create(1, '1.2')).thenThrows(fieldFails('semantic_version', 'Version must be semantic (major.minor.patch)'));
    spec([]).when(create(1, 'v1.2.3')).thenThrows(fieldFails('semantic_version', 'Version must be semantic (major.minor.patch)'));
    spec([created(1, 1, '0.2.0')])
      .when(create(2, '0.2.0'))
      .thenThrows(fieldFails('semantic_version', 'Version must be greater than the newest version (0.2.0)'));
    spec([created(1, 1, '0.2.0')])
      .when(create(2, '0.1.9'))
      .thenThrows((e) => e instanceof ValidationError && Boolean(e.details.fields?.semantic_version));
  });

  it('refuses content that does not validate, with the messages on `manifest`', () => {
    const empty = { app_manifest: identity, schema_version: '3', components: {} };
    spec([])
      .when(create(1, null, empty))
      .thenThrows((e) => e instanceof ValidationError && (e.details.fields?.manifest?.length ?? 0) > 0);
  });
});

describe('manifests decider: grant type', () => {
  it('emits grant_type_changed when user-level auth turns the grant to authorization code, and back', () => {
    const grant = (grantType: 'authorization_code' | 'client_credentials'): ManifestEvent => ({
      type: 'apps.manifest.grant_type_changed',
      data: { appId, environment: 'sandbox', grantType, pkce: false, confidential: true, at },
    });
    spec([])
      .when(create(1, null, userLevelContent))
      .then([created(1, 1, '0.1.0', userLevelContent), grant('authorization_code')]);
    spec([created(1, 1, '0.1.0', userLevelContent), grant('authorization_code')])
      .when(create(2, null, userLevelContent))
      .then([created(2, 2, '0.2.0', userLevelContent)]);
    spec([created(1, 1, '0.1.0', userLevelContent), grant('authorization_code')])
      .when(create(2, null))
      .then([created(2, 2, '0.2.0'), grant('client_credentials')]);
  });

  it('gives a public app authorization code with PKCE and no secret', () => {
    const command = { ...create(1, null, userLevelContent), context: { ...context, appConfidential: false } } as ManifestCommand;
    spec([])
      .when(command)
      .then([
        created(1, 1, '0.1.0', userLevelContent),
        {
          type: 'apps.manifest.grant_type_changed',
          data: { appId, environment: 'sandbox', grantType: 'authorization_code', pkce: true, confidential: false, at },
        },
      ]);
  });

  it('follows production separately when a user-level version is promoted', () => {
    spec([created(1, 1, '0.1.0', userLevelContent)])
      .when(promote(1, 11))
      .then([
        promoted(11, 1, 1, '0.1.0', userLevelContent),
        {
          type: 'apps.manifest.grant_type_changed',
          data: { appId, environment: 'production', grantType: 'authorization_code', pkce: false, confidential: true, at },
        },
      ]);
  });
});

describe('manifests decider: promoting', () => {
  it('promotes a promotable sandbox version to production version 1, confidential', () => {
    spec([created(1, 1, '0.1.0')])
      .when(promote(1, 11))
      .then([promoted(11, 1, 1, '0.1.0')]);
  });

  it('requires release notes from developers', () => {
    spec([created(1, 1, '0.1.0')])
      .when(promote(1, 11, '  '))
      .thenThrows(fieldFails('changelog', 'Release notes are required'));
    spec([created(1, 1, '0.1.0')])
      .when({ ...promote(1, 11, null), changelogRequired: false } as ManifestCommand)
      .then([{ ...promoted(11, 1, 1, '0.1.0'), data: { ...promoted(11, 1, 1, '0.1.0').data, changelog: null } } as ManifestEvent]);
  });

  it('refuses a version that is not newer than production, a production version, and an unknown one', () => {
    spec(inProduction)
      .when(promote(1, 12))
      .thenThrows(fieldFails('source_app_version_id', 'Cannot promote a version that is not newer than production'));
    spec(inProduction)
      .when(promote(11, 12))
      .thenThrows(fieldFails('source_app_version_id', 'Cannot promote a version that is already in production'));
    spec(inProduction)
      .when(promote(99, 12))
      .thenThrows((e) => e instanceof NotFoundError);
  });

  it('computes promotable and submittable from the newest versions', () => {
    const state = [...inProduction, created(2, 2, '0.2.0')].reduce(manifestsDecider.evolve, manifestsDecider.initialState());
    expect(state.versions.map((v) => isPromotable(state, v))).toEqual([false, false, true]);
    expect(state.versions.map((v) => isSubmittable(state, v))).toEqual([false, true, false]);
  });
});

describe('manifests decider: review', () => {
  it('submits, withdraws, approves and rejects along the state machine', () => {
    spec(inProduction)
      .when(submit(11))
      .then([submitted(11)]);
    spec([...inProduction, submitted(11)])
      .when(withdraw(11))
      .then([withdrawn(11)]);
    spec([...inProduction, submitted(11)])
      .when(approve(11))
      .then([approved(11)]);
    spec([...inProduction, submitted(11)])
      .when(reject(11))
      .then([rejected(11)]);
    spec([...inProduction, submitted(11), rejected(11)])
      .when(submit(11))
      .then([submitted(11)]);
  });

  it('refuses every illegal transition with "Cannot <action> a version that is <state>"', () => {
    spec(inProduction).when(withdraw(11)).thenThrows(fails('Cannot withdraw a version that is confidential'));
    spec(inProduction).when(approve(11)).thenThrows(fails('Cannot approve a version that is confidential'));
    spec(inProduction).when(reject(11)).thenThrows(fails('Cannot reject a version that is confidential'));
    const inReview = [...inProduction, submitted(11)];
    spec(inReview).when(submit(11)).thenThrows(fails('Cannot submit a version that is in_review'));
    const published = [...inReview, approved(11)];
    spec(published).when(submit(11)).thenThrows(fails('Cannot submit a version that is published'));
    spec(published).when(withdraw(11)).thenThrows(fails('Cannot withdraw a version that is published'));
    spec(published).when(approve(11)).thenThrows(fails('Cannot approve a version that is published'));
    spec(published).when(reject(11)).thenThrows(fails('Cannot reject a version that is published'));
    spec(inProduction).when(submit(1)).thenThrows(fails('Cannot submit a version that is a sandbox version'));
    spec(inProduction).when(withdraw(1)).thenThrows(fails('Cannot withdraw a version that is confidential'));
    const superseded = [...inProduction, created(2, 2, '0.2.0'), promoted(12, 2, 2, '0.2.0')];
    spec(superseded).when(submit(11)).thenThrows(fails('Cannot submit a version that is not the newest production version'));
  });

  it('needs notes to reject (they are mailed to the developer), not to approve', () => {
    const inReview = [...inProduction, submitted(11)];
    for (const adminNotes of [null, '', '   ']) {
      spec(inReview)
        .when({ ...reject(11), adminNotes } as ManifestCommand)
        .thenThrows(fieldFails('admin_notes', REJECT_NOTES_REQUIRED));
    }
    spec(inReview)
      .when({ ...approve(11), adminNotes: null } as ManifestCommand)
      .then([{ type: 'apps.manifest.review_approved', data: { appId, versionId: id(11), adminNotes: null, by: admin, at } }]);
  });

  it('lets only platform admins approve or reject (403 for developers, whatever the state)', () => {
    const inReview = [...inProduction, submitted(11)];
    spec(inReview)
      .when(approve(11, false))
      .thenThrows((e) => e instanceof ForbiddenError);
    spec(inReview)
      .when(reject(11, false))
      .thenThrows((e) => e instanceof ForbiddenError);
    spec(inProduction)
      .when(approve(11, false))
      .thenThrows((e) => e instanceof ForbiddenError);
  });

  it('Given a deleted app, When its version in review is approved, rejected or submitted again, Then 409 "This app has been deleted"; withdrawing still closes it', () => {
    const inReview = [...inProduction, submitted(11)];
    const deleted = (e: unknown) => e instanceof ConflictError && e.message === APP_DELETED;
    spec(inReview)
      .when({ ...approve(11), appDeleted: true } as ManifestCommand)
      .thenThrows(deleted);
    spec(inReview)
      .when({ ...reject(11), appDeleted: true } as ManifestCommand)
      .thenThrows(deleted);
    spec(inProduction)
      .when({ ...submit(11), appDeleted: true } as ManifestCommand)
      .thenThrows(deleted);
    spec(inReview)
      .when(withdraw(11))
      .then([withdrawn(11)]);
  });

  it('answers 404 for a version the app does not have', () => {
    spec(inProduction)
      .when(submit(42))
      .thenThrows((e) => e instanceof NotFoundError);
  });
});

describe('manifests decider: rolling back', () => {
  const history = [
    ...inProduction,
    submitted(11),
    approved(11),
    created(2, 2, '0.2.0', userLevelContent),
    promoted(12, 2, 2, '0.2.0', userLevelContent),
  ];
  const rollBack = (target: number): ManifestCommand => ({
    type: 'RollBack',
    targetVersionId: id(target),
    versionId: id(13),
    appVersionKey: key(13),
    changelog: null,
    appConfidential: true,
    by: dev,
    at,
  });

  it('creates a new production version with the content of an earlier approved one', () => {
    const events = manifestsDecider.decide(rollBack(11), history.reduce(manifestsDecider.evolve, manifestsDecider.initialState()));
    expect(events[0]).toEqual({
      type: 'apps.manifest.version_rolled_back',
      data: {
        appId,
        versionId: id(13),
        fromVersionId: id(11),
        appVersionKey: key(13),
        number: 3,
        semanticVersion: '0.1.0',
        schemaVersion: '3',
        content: serviceContent,
        configuredContent: null,
        changelog: 'Rolled back to version 0.1.0',
        rolledBackBy: dev,
        createdAt: at,
      },
    });
  });

  it('refuses a target that is not approved, is current, or is a sandbox version', () => {
    spec(history).when(rollBack(12)).thenThrows(fails('Cannot roll back to a version that is the current production version'));
    spec([...history, created(3, 3, '0.3.0'), promoted(14, 3, 3, '0.3.0')])
      .when(rollBack(12))
      .thenThrows(fails('Cannot roll back to a version that is unreviewed'));
    spec(history).when(rollBack(1)).thenThrows(fails('Cannot roll back to a version that is not a production version'));
    spec(history)
      .when(rollBack(99))
      .thenThrows((e) => e instanceof DomainError && e.code === 'not_found');
  });
});
