import type { EventTypeOnTopic } from '@portal/contracts';
import type { PortalEvent } from '../core/typed-event';

export type ManifestEvent = PortalEvent<EventTypeOnTopic<'apps.manifest'>>;
export type ManifestContent = Record<string, unknown>;
export type Environment = 'sandbox' | 'production';

/** What the read models keep of one version besides its content: enough to derive every flag. */
export interface VersionFacts {
  id: string;
  appVersionKey: string;
  environment: Environment;
  number: number;
  semanticVersion: string | null;
  schemaVersion: '3' | '4.1';
  /** The sandbox version it was promoted from, or the production version it rolled back to. */
  sourceVersionId: string | null;
  changelog: string | null;
  state: 'confidential' | 'in_review' | 'published';
  reviewStatus: 'unreviewed' | 'approved' | 'rejected';
  developerNotes: string | null;
  adminNotes: string | null;
  userLevel: boolean;
  createdAt: string;
  /** When it was last submitted for review; null when it is not in review (heads folded before it was kept lack it). */
  submittedAt?: string | null;
}

/** One app's versions (both environments, oldest first), folded from its `app-manifests-<appId>` stream. */
export interface ManifestsHead {
  appId: string;
  versions: VersionFacts[];
}

export const emptyHead = (appId: string): ManifestsHead => ({ appId, versions: [] });

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `components.oauth.user_level: true`: user-level authorization (authorization code). */
export const userLevelAuth = (content: ManifestContent): boolean => {
  const components = isObject(content.components) ? content.components : {};
  return isObject(components.oauth) && components.oauth.user_level === true;
};

const SEMANTIC = /^(\d{1,9})\.(\d{1,9})\.(\d{1,9})$/;

/** A semantic version as a string that sorts like it (each part zero-padded), null when it has none. */
export const semverKey = (version: string | null): string | null => {
  const match = version === null ? null : SEMANTIC.exec(version);
  return match
    ? match
        .slice(1, 4)
        .map((part) => part.padStart(9, '0'))
        .join('.')
    : null;
};

const find = (head: ManifestsHead, id: string): VersionFacts | null => head.versions.find((v) => v.id === id) ?? null;

export const newestIn = (head: ManifestsHead, environment: Environment): VersionFacts | null =>
  head.versions.filter((v) => v.environment === environment).at(-1) ?? null;

/** The sandbox number a production version descends from (promotions, through rollbacks), if any. */
const sandboxNumberOf = (head: ManifestsHead, version: VersionFacts, depth = 0): number | null => {
  if (version.environment === 'sandbox') return version.number;
  const source = version.sourceVersionId ? find(head, version.sourceVersionId) : null;
  return source && depth < 1000 ? sandboxNumberOf(head, source, depth + 1) : null;
};

/** A sandbox version whose semantic version (its number when either has none) is greater than the newest production one. */
export const isPromotable = (head: ManifestsHead, version: VersionFacts): boolean => {
  if (version.environment !== 'sandbox') return false;
  const production = newestIn(head, 'production');
  if (!production) return true;
  const mine = semverKey(version.semanticVersion);
  const theirs = semverKey(production.semanticVersion);
  if (mine && theirs) return mine > theirs;
  return version.number > (sandboxNumberOf(head, production) ?? 0);
};

/** The newest production version while it is confidential. */
export const isSubmittable = (head: ManifestsHead, version: VersionFacts): boolean =>
  version.environment === 'production' && version.state === 'confidential' && newestIn(head, 'production')?.id === version.id;

/** The production version is published with user-level auth: turning it off would break installations. */
export const authCodeLocked = (head: ManifestsHead): boolean =>
  head.versions.filter((v) => v.environment === 'production' && v.state === 'published').at(-1)?.userLevel ?? false;

const created = (
  d: { versionId: string; appVersionKey: string; number: number; semanticVersion: string | null; schemaVersion: '3' | '4.1' },
  rest: { environment: Environment; content: ManifestContent; sourceVersionId: string | null; changelog: string | null; createdAt: string },
): VersionFacts => ({
  id: d.versionId,
  appVersionKey: d.appVersionKey,
  environment: rest.environment,
  number: d.number,
  semanticVersion: d.semanticVersion,
  schemaVersion: d.schemaVersion,
  sourceVersionId: rest.sourceVersionId,
  changelog: rest.changelog,
  state: 'confidential',
  reviewStatus: 'unreviewed',
  developerNotes: null,
  adminNotes: null,
  userLevel: userLevelAuth(rest.content),
  createdAt: rest.createdAt,
});

const update = (head: ManifestsHead, id: string, change: Partial<VersionFacts>): ManifestsHead => ({
  ...head,
  versions: head.versions.map((v) => (v.id === id ? { ...v, ...change } : v)),
});

/** The version an event creates, if it creates one. */
export const createdVersion = (event: ManifestEvent): VersionFacts | null => {
  switch (event.type) {
    case 'apps.manifest.version_created': {
      const d = event.data;
      return created(d, { environment: d.environment, content: d.content, sourceVersionId: null, changelog: null, createdAt: d.createdAt });
    }
    case 'apps.manifest.version_promoted': {
      const d = event.data;
      const rest = { environment: 'production' as const, content: d.content, changelog: d.changelog, createdAt: d.createdAt };
      return created(d, { ...rest, sourceVersionId: d.sourceVersionId });
    }
    case 'apps.manifest.version_rolled_back': {
      const d = event.data;
      const rest = { environment: 'production' as const, content: d.content, changelog: d.changelog, createdAt: d.createdAt };
      return created(d, { ...rest, sourceVersionId: d.fromVersionId });
    }
    default:
      return null;
  }
};

/** The review fields an event changes on its version, if it is a review event. */
export const reviewChange = (event: ManifestEvent): { versionId: string; change: Partial<VersionFacts> } | null => {
  switch (event.type) {
    case 'apps.manifest.review_submitted':
      return {
        versionId: event.data.versionId,
        change: { state: 'in_review', developerNotes: event.data.developerNotes, submittedAt: event.data.at },
      };
    case 'apps.manifest.review_withdrawn':
      return { versionId: event.data.versionId, change: { state: 'confidential', submittedAt: null } };
    case 'apps.manifest.review_approved':
      return {
        versionId: event.data.versionId,
        change: { state: 'published', reviewStatus: 'approved', adminNotes: event.data.adminNotes, submittedAt: null },
      };
    case 'apps.manifest.review_rejected':
      return {
        versionId: event.data.versionId,
        change: { state: 'confidential', reviewStatus: 'rejected', adminNotes: event.data.adminNotes, submittedAt: null },
      };
    default:
      return null;
  }
};

/** The head after one event (grant changes touch no version: a version's grant follows from its content). */
export const evolveHead = (head: ManifestsHead, event: ManifestEvent): ManifestsHead => {
  const version = createdVersion(event);
  if (version) return { ...head, versions: [...head.versions, version] };
  const review = reviewChange(event);
  return review ? update(head, review.versionId, review.change) : head;
};

/** The flags a version shows that depend on the app's other versions. */
export const derivedFlags = (head: ManifestsHead, version: VersionFacts) => ({
  promotable: isPromotable(head, version),
  submittable: isSubmittable(head, version),
  auth_code_locked: authCodeLocked(head),
});

export const environmentType = (environment: Environment): 'Sandbox' | 'ProductionEnvironment' =>
  environment === 'sandbox' ? 'Sandbox' : 'ProductionEnvironment';

export const grantTypeOf = (userLevel: boolean): 'authorization_code' | 'client_credentials' =>
  userLevel ? 'authorization_code' : 'client_credentials';
