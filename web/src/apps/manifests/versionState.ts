// Pure rules of the Versions tab and the header badge (spec §2 "Versions tab", §4 "Manifest version display states").

/** The version fields these rules read (an AppVersionSummary satisfies it). */
export interface VersionLike {
  version: number;
  semantic_version: string | null;
  state?: 'confidential' | 'in_review' | 'published';
}

const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;

function semverParts(value: string | null | undefined): [number, number, number] | null {
  const match = value ? SEMVER.exec(value.trim()) : null;
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/**
 * Orders two versions: by semantic version when both have one, otherwise by number (the server's
 * `promotable` rule compares the same way).
 */
export function compareVersions(a: VersionLike, b: VersionLike): number {
  const left = semverParts(a.semantic_version);
  const right = semverParts(b.semantic_version);
  if (left && right) {
    const [major, minor, patch] = left.map((part, i) => part - (right[i] ?? 0));
    return major || minor || patch || 0;
  }
  return a.version - b.version;
}

export type BadgeKey = 'draft' | 'readyForTesting' | 'promoted' | 'approved' | 'underReview' | 'unknown';

export interface Badge {
  key: BadgeKey;
  /** "Ready for testing" comes with a Promote button. */
  promote: boolean;
}

/** The header badge from the newest sandbox and newest production version (spec §4). */
export function versionBadge(sandbox: VersionLike | null | undefined, production: VersionLike | null | undefined): Badge {
  if (!sandbox) return { key: 'draft', promote: false };
  if (!production) return { key: 'readyForTesting', promote: true };
  const order = compareVersions(sandbox, production);
  if (order > 0) return { key: 'readyForTesting', promote: true };
  if (order < 0) return { key: 'unknown', promote: false };
  if (production.state === 'confidential') return { key: 'promoted', promote: false };
  if (production.state === 'published') return { key: 'approved', promote: false };
  if (production.state === 'in_review') return { key: 'underReview', promote: false };
  return { key: 'unknown', promote: false };
}

/** The header action: "Create version" in Draft, "Save version" otherwise. */
export const headerActionKey = (badge: Badge): 'create' | 'save' => (badge.key === 'draft' ? 'create' : 'save');

/** A version's label: its semantic version, else its number. */
export const versionLabel = (v: VersionLike): string => v.semantic_version ?? String(v.version);

/** The lowest version followed by '+', or '?' when there is none. */
export function versionDisplay(versions: readonly VersionLike[]): string {
  if (versions.length === 0) return '?';
  const lowest = versions.reduce((low, v) => (compareVersions(v, low) < 0 ? v : low));
  return `${versionLabel(lowest)}+`;
}

/** The rows a table shows: newest first; only the newest unless old versions are shown. */
export function visibleVersions<T extends VersionLike>(versions: readonly T[], showOld: boolean): T[] {
  const sorted = [...versions].sort((a, b) => compareVersions(b, a));
  return showOld ? sorted : sorted.slice(0, 1);
}

/** Rollback targets: earlier production versions that were approved (published once), never the newest. */
export function rollbackTargets<T extends VersionLike & { id: string; review_status?: string }>(production: readonly T[]): T[] {
  const sorted = [...production].sort((a, b) => compareVersions(b, a));
  return sorted.slice(1).filter((v) => v.review_status === 'approved' || v.state === 'published');
}

/** Which review buttons a row shows (spec §4 "Review actions"). */
export type ReviewAction = 'submit' | 'withdraw' | 'approve' | 'reject';
export function reviewActions(
  version: { environment_type: string; state: string; submittable: boolean },
  isAdmin: boolean,
): ReviewAction[] {
  if (version.environment_type !== 'ProductionEnvironment') return [];
  if (version.state === 'in_review') return isAdmin ? ['approve', 'reject'] : ['withdraw'];
  if (version.state === 'confidential' && version.submittable) return ['submit'];
  return [];
}
