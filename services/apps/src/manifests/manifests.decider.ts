import { ConflictError, ForbiddenError, NotFoundError, ValidationError, type Decider, type FieldErrors } from '@portal/decider';
import { APP_DELETED } from '../apps/app.decider';
import { userLevelAuth, validateManifest } from './content/manifest-content.rules';
import type { Environment, ManifestContent, ManifestEvent, ReviewState, ReviewStatus, SchemaVersion } from './manifest.events';
import { compareSemver, grantFor, parseSemver, resolveSemanticVersion, sameGrant, type Grant } from './manifest-versions.rules';

export type VersionOrigin = 'builder' | 'editor' | 'admin' | 'promotion' | 'rollback';

export interface ManifestVersion {
  id: string;
  appId: string;
  appVersionKey: string;
  environment: Environment;
  number: number;
  semanticVersion: string | null;
  schemaVersion: SchemaVersion;
  content: ManifestContent;
  configuredContent: ManifestContent | null;
  createdBy: string;
  createdAt: string;
  origin: VersionOrigin;
  /** The sandbox version it was promoted from, or the production version it rolled back to. */
  sourceVersionId: string | null;
  changelog: string | null;
  state: ReviewState;
  reviewStatus: ReviewStatus;
  developerNotes: string | null;
  adminNotes: string | null;
  submittedBy: string | null;
  updatedAt: string;
}

export interface AppManifests {
  appId: string;
  /** Oldest first, both environments. */
  versions: ManifestVersion[];
  /** The grant that follows from each environment's newest version (an app without one has client credentials). */
  grants: Record<Environment, Grant>;
}

interface Stamp {
  by: string;
  at: string;
}

export interface ManifestContext {
  edition: 'standard' | 'restricted';
  allowEmpty: boolean;
  /** Public (non-confidential) apps get authorization code with PKCE. */
  appConfidential: boolean;
}

export type ManifestCommand =
  | ({
      type: 'CreateVersion';
      appId: string;
      versionId: string;
      appVersionKey: string;
      environment: Environment;
      semanticVersion: string | null | undefined;
      schemaVersion: SchemaVersion;
      content: ManifestContent;
      configuredContent: ManifestContent | null;
      origin: 'builder' | 'editor' | 'admin';
      context: ManifestContext;
    } & Stamp)
  | ({
      type: 'PromoteVersion';
      sourceVersionId: string;
      versionId: string;
      appVersionKey: string;
      changelog: string | null;
      changelogRequired: boolean;
      appConfidential: boolean;
    } & Stamp)
  | ({
      type: 'RollBack';
      targetVersionId: string;
      versionId: string;
      appVersionKey: string;
      changelog: string | null;
      appConfidential: boolean;
    } & Stamp)
  | ({ type: 'SubmitForReview'; versionId: string; developerNotes: string | null } & Stamp & AppStanding)
  | ({ type: 'WithdrawReview'; versionId: string } & Stamp)
  | ({
      type: 'ApproveVersion' | 'RejectVersion';
      versionId: string;
      adminNotes: string | null;
      byPlatformAdmin: boolean;
    } & Stamp &
      AppStanding);

/** Whether the app (another stream) is deleted: a deleted app's version is neither submitted nor decided on. */
interface AppStanding {
  appDeleted?: boolean;
}

export const NO_SUCH_VERSION = 'No such manifest version';
export const CHANGELOG_REQUIRED = 'Release notes are required';

const DEFAULT_GRANT: Grant = { grantType: 'client_credentials', pkce: false, confidential: true };

export const initialState = (): AppManifests => ({
  appId: '',
  versions: [],
  grants: { sandbox: DEFAULT_GRANT, production: DEFAULT_GRANT },
});

export const versionsIn = (state: AppManifests, environment: Environment): ManifestVersion[] =>
  state.versions.filter((v) => v.environment === environment);

export const newestIn = (state: AppManifests, environment: Environment): ManifestVersion | null =>
  versionsIn(state, environment).at(-1) ?? null;

export const findVersion = (state: AppManifests, versionId: string): ManifestVersion | null =>
  state.versions.find((v) => v.id === versionId) ?? null;

/** The sandbox number a production version descends from (promotions, through rollbacks), if any. */
const sandboxNumberOf = (state: AppManifests, version: ManifestVersion, depth = 0): number | null => {
  if (version.environment === 'sandbox') return version.number;
  const source = version.sourceVersionId ? findVersion(state, version.sourceVersionId) : null;
  return source && depth < 1000 ? sandboxNumberOf(state, source, depth + 1) : null;
};

/** A sandbox version whose semantic version (its number when either has none) is greater than the newest production one. */
export const isPromotable = (state: AppManifests, version: ManifestVersion): boolean => {
  if (version.environment !== 'sandbox') return false;
  const production = newestIn(state, 'production');
  if (!production) return true;
  const mine = version.semanticVersion ? parseSemver(version.semanticVersion) : null;
  const theirs = production.semanticVersion ? parseSemver(production.semanticVersion) : null;
  if (mine && theirs) return compareSemver(mine, theirs) > 0;
  return version.number > (sandboxNumberOf(state, production) ?? 0);
};

/** The newest production version while it is confidential. */
export const isSubmittable = (state: AppManifests, version: ManifestVersion): boolean =>
  version.environment === 'production' && version.state === 'confidential' && newestIn(state, 'production')?.id === version.id;

export const REJECT_NOTES_REQUIRED = 'Tell the developer what to change: notes are required to reject a version';

const cannot = (action: string, what: string): ValidationError =>
  new ValidationError({ state: [`Cannot ${action} a version that is ${what}`] }, `Cannot ${action} a version that is ${what}`);

const grantChange = (
  state: AppManifests,
  environment: Environment,
  content: ManifestContent,
  appConfidential: boolean,
  at: string,
): ManifestEvent[] => {
  const grant = grantFor(userLevelAuth(content), appConfidential);
  if (sameGrant(state.grants[environment], grant)) return [];
  return [{ type: 'apps.manifest.grant_type_changed', data: { appId: state.appId, environment, ...grant, at } }];
};

const nextNumber = (state: AppManifests, environment: Environment): number => (newestIn(state, environment)?.number ?? 0) + 1;

const existing = (state: AppManifests, versionId: string): ManifestVersion => {
  const version = findVersion(state, versionId);
  if (!version) throw new NotFoundError(NO_SUCH_VERSION);
  return version;
};

/** A version id from an Idempotency-Key comes again when a create, promotion or rollback is repeated: never a second version. */
const refuseKnownVersion = (state: AppManifests, versionId: string): void => {
  if (findVersion(state, versionId)) throw new ConflictError('This version already exists');
};

const createVersion = (command: Extract<ManifestCommand, { type: 'CreateVersion' }>, state: AppManifests): ManifestEvent[] => {
  refuseKnownVersion(state, command.versionId);
  const fields: FieldErrors = {};
  const semantic = resolveSemanticVersion(command.semanticVersion, newestIn(state, command.environment)?.semanticVersion ?? null);
  if (semantic.problem) fields.semantic_version = [semantic.problem];
  const problems = validateManifest(command.content, {
    environment: command.environment,
    edition: command.context.edition,
    allowEmpty: command.context.allowEmpty,
  });
  if (problems.length > 0) fields.manifest = problems.map((p) => p.message);
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  const appState = { ...state, appId: command.appId };
  return [
    {
      type: 'apps.manifest.version_created',
      data: {
        appId: command.appId,
        versionId: command.versionId,
        appVersionKey: command.appVersionKey,
        environment: command.environment,
        number: nextNumber(state, command.environment),
        semanticVersion: semantic.version,
        schemaVersion: command.schemaVersion,
        content: command.content,
        configuredContent: command.configuredContent,
        createdBy: command.by,
        createdAt: command.at,
        origin: command.origin,
      },
    },
    ...grantChange(appState, command.environment, command.content, command.context.appConfidential, command.at),
  ];
};

export const decide = (command: ManifestCommand, state: AppManifests): ManifestEvent[] => {
  if (command.type === 'CreateVersion') return createVersion(command, state);
  const { appId } = state;
  switch (command.type) {
    case 'PromoteVersion': {
      refuseKnownVersion(state, command.versionId);
      const source = existing(state, command.sourceVersionId);
      const fields: FieldErrors = {};
      if (!isPromotable(state, source)) {
        fields.source_app_version_id = [
          source.environment === 'sandbox'
            ? 'Cannot promote a version that is not newer than production'
            : 'Cannot promote a version that is already in production',
        ];
      }
      const changelog = command.changelog?.trim() ? command.changelog.trim() : null;
      if (command.changelogRequired && changelog === null) fields.changelog = [CHANGELOG_REQUIRED];
      if (Object.keys(fields).length > 0) throw new ValidationError(fields);
      return [
        {
          type: 'apps.manifest.version_promoted',
          data: {
            appId,
            versionId: command.versionId,
            sourceVersionId: source.id,
            appVersionKey: command.appVersionKey,
            number: nextNumber(state, 'production'),
            semanticVersion: source.semanticVersion,
            schemaVersion: source.schemaVersion,
            content: source.content,
            configuredContent: source.configuredContent,
            changelog,
            promotedBy: command.by,
            createdAt: command.at,
          },
        },
        ...grantChange(state, 'production', source.content, command.appConfidential, command.at),
      ];
    }
    case 'RollBack': {
      refuseKnownVersion(state, command.versionId);
      const target = existing(state, command.targetVersionId);
      if (target.environment !== 'production') throw cannot('roll back to', 'not a production version');
      if (newestIn(state, 'production')?.id === target.id) throw cannot('roll back to', 'the current production version');
      if (target.reviewStatus !== 'approved') throw cannot('roll back to', target.reviewStatus);
      const changelog = command.changelog?.trim() ? command.changelog.trim() : null;
      return [
        {
          type: 'apps.manifest.version_rolled_back',
          data: {
            appId,
            versionId: command.versionId,
            fromVersionId: target.id,
            appVersionKey: command.appVersionKey,
            number: nextNumber(state, 'production'),
            semanticVersion: target.semanticVersion,
            schemaVersion: target.schemaVersion,
            content: target.content,
            configuredContent: target.configuredContent,
            changelog: changelog ?? `Rolled back to version ${target.semanticVersion ?? String(target.number)}`,
            rolledBackBy: command.by,
            createdAt: command.at,
          },
        },
        ...grantChange(state, 'production', target.content, command.appConfidential, command.at),
      ];
    }
    case 'SubmitForReview': {
      if (command.appDeleted) throw new ConflictError(APP_DELETED);
      const version = existing(state, command.versionId);
      if (version.environment === 'sandbox') throw cannot('submit', 'a sandbox version');
      if (version.state !== 'confidential') throw cannot('submit', version.state);
      if (!isSubmittable(state, version)) throw cannot('submit', 'not the newest production version');
      const notes = command.developerNotes?.trim() ? command.developerNotes : null;
      return [
        {
          type: 'apps.manifest.review_submitted',
          data: { appId, versionId: version.id, developerNotes: notes, by: command.by, at: command.at },
        },
      ];
    }
    case 'WithdrawReview': {
      const version = existing(state, command.versionId);
      if (version.state !== 'in_review') throw cannot('withdraw', version.state);
      return [{ type: 'apps.manifest.review_withdrawn', data: { appId, versionId: version.id, by: command.by, at: command.at } }];
    }
    case 'ApproveVersion':
    case 'RejectVersion': {
      const approve = command.type === 'ApproveVersion';
      if (!command.byPlatformAdmin) throw new ForbiddenError('Only platform admins may approve or reject a version');
      if (command.appDeleted) throw new ConflictError(APP_DELETED);
      const version = existing(state, command.versionId);
      if (version.state !== 'in_review') throw cannot(approve ? 'approve' : 'reject', version.state);
      const notes = command.adminNotes?.trim() ? command.adminNotes : null;
      // A rejection is mailed to the developer: it says what to change (as a listing's rejection must).
      if (!approve && notes === null) throw new ValidationError({ admin_notes: [REJECT_NOTES_REQUIRED] }, REJECT_NOTES_REQUIRED);
      const data = { appId, versionId: version.id, adminNotes: notes, by: command.by, at: command.at };
      return [approve ? { type: 'apps.manifest.review_approved', data } : { type: 'apps.manifest.review_rejected', data }];
    }
  }
};

const updateVersion = (state: AppManifests, versionId: string, change: Partial<ManifestVersion>): AppManifests => ({
  ...state,
  versions: state.versions.map((v) => (v.id === versionId ? { ...v, ...change } : v)),
});

/** A new version as its creating event describes it: confidential and unreviewed. */
const newVersion = (
  d: { appId: string; versionId: string; appVersionKey: string; number: number; semanticVersion: string | null; createdAt: string },
  rest: Pick<
    ManifestVersion,
    'environment' | 'schemaVersion' | 'content' | 'configuredContent' | 'createdBy' | 'origin' | 'sourceVersionId' | 'changelog'
  >,
): ManifestVersion => ({
  id: d.versionId,
  appId: d.appId,
  appVersionKey: d.appVersionKey,
  number: d.number,
  semanticVersion: d.semanticVersion,
  createdAt: d.createdAt,
  ...rest,
  state: 'confidential',
  reviewStatus: 'unreviewed',
  developerNotes: null,
  adminNotes: null,
  submittedBy: null,
  updatedAt: d.createdAt,
});

const added = (state: AppManifests, version: ManifestVersion): AppManifests => ({
  ...state,
  appId: version.appId,
  versions: [...state.versions, version],
});

export const evolve = (state: AppManifests, event: ManifestEvent): AppManifests => {
  switch (event.type) {
    case 'apps.manifest.version_created': {
      const d = event.data;
      const { environment, schemaVersion, content, configuredContent, createdBy, origin } = d;
      return added(
        state,
        newVersion(d, {
          environment,
          schemaVersion,
          content,
          configuredContent,
          createdBy,
          origin,
          sourceVersionId: null,
          changelog: null,
        }),
      );
    }
    case 'apps.manifest.version_promoted':
    case 'apps.manifest.version_rolled_back': {
      const d = event.data;
      const { schemaVersion, content, configuredContent, changelog } = d;
      const lineage =
        event.type === 'apps.manifest.version_promoted'
          ? { createdBy: event.data.promotedBy, origin: 'promotion' as const, sourceVersionId: event.data.sourceVersionId }
          : { createdBy: event.data.rolledBackBy, origin: 'rollback' as const, sourceVersionId: event.data.fromVersionId };
      return added(state, newVersion(d, { environment: 'production', schemaVersion, content, configuredContent, changelog, ...lineage }));
    }
    case 'apps.manifest.review_submitted': {
      const d = event.data;
      return updateVersion(state, d.versionId, {
        state: 'in_review',
        developerNotes: d.developerNotes,
        submittedBy: d.by,
        updatedAt: d.at,
      });
    }
    case 'apps.manifest.review_withdrawn':
      return updateVersion(state, event.data.versionId, { state: 'confidential', updatedAt: event.data.at });
    case 'apps.manifest.review_approved': {
      const d = event.data;
      return updateVersion(state, d.versionId, { state: 'published', reviewStatus: 'approved', adminNotes: d.adminNotes, updatedAt: d.at });
    }
    case 'apps.manifest.review_rejected': {
      const d = event.data;
      return updateVersion(state, d.versionId, {
        state: 'confidential',
        reviewStatus: 'rejected',
        adminNotes: d.adminNotes,
        updatedAt: d.at,
      });
    }
    case 'apps.manifest.grant_type_changed': {
      const { environment, grantType, pkce, confidential } = event.data;
      return { ...state, grants: { ...state.grants, [environment]: { grantType, pkce, confidential } } };
    }
  }
};

export const manifestsDecider: Decider<AppManifests, ManifestCommand, ManifestEvent> = { initialState, decide, evolve };
