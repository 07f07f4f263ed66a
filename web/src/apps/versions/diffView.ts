import type { ManifestDiff } from '../manifests/manifestsApi';

// How a diff between two versions reads: one line per change, permission increases flagged.

export interface ChangeLine {
  pointer: string;
  op: 'added' | 'removed' | 'changed';
  before: string;
  after: string;
}

const MAX_VALUE_CHARS = 200;

/** A JSON value as one short line (long values are cut with an ellipsis). */
export function shortValue(value: unknown): string {
  if (value === undefined) return '';
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS - 1)}…` : text;
}

/** The changes ordered by pointer, permission paths first (they matter most to a reviewer). */
export function changeLines(diff: ManifestDiff): ChangeLine[] {
  const isPermission = (pointer: string) => /\/permissions(\/|$)/.test(pointer);
  return [...diff.changes]
    .sort((a, b) => Number(isPermission(b.pointer)) - Number(isPermission(a.pointer)) || a.pointer.localeCompare(b.pointer))
    .map((c) => ({ pointer: c.pointer || '/', op: c.op, before: shortValue(c.before), after: shortValue(c.after) }));
}

/** A diff flags a permission increase when any tool's level went up. */
export const hasPermissionIncrease = (diff: ManifestDiff | undefined): boolean => (diff?.permission_increases.length ?? 0) > 0;

/** The newest earlier production version that was published: what an approval is compared with. */
export function approvalBaseline<T extends { id: string; version: number; state: string; review_status: string }>(
  production: readonly T[],
  candidate: T,
): T | undefined {
  return [...production]
    .filter((v) => v.id !== candidate.id && v.version < candidate.version && (v.state === 'published' || v.review_status === 'approved'))
    .sort((a, b) => b.version - a.version)[0];
}
