/** RFC 6901: `~` and `/` escaped in each reference token. */
const token = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

export interface ManifestChange {
  pointer: string;
  op: 'added' | 'removed' | 'changed';
  before?: unknown;
  after?: unknown;
}

export type PermissionLevel = 'none' | 'readonly' | 'standard' | 'admin';
export type Permissions = Record<'company' | 'project', Record<string, string>>;

export interface PermissionIncrease {
  scope: 'company' | 'project';
  tool: string;
  from: PermissionLevel;
  to: PermissionLevel;
}

const LEVELS: readonly PermissionLevel[] = ['none', 'readonly', 'standard', 'admin'];

const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] => typeof value === 'object' && value !== null;

/**
 * The leaf-level changes from `before` to `after` as JSON pointers: objects compare key by key,
 * arrays index by index; anything else (or a change of kind) is one `changed` at that pointer.
 */
export const diffJson = (before: unknown, after: unknown, pointer = ''): ManifestChange[] => {
  if (before === undefined && after === undefined) return [];
  if (before === undefined) return [{ pointer, op: 'added', after }];
  if (after === undefined) return [{ pointer, op: 'removed', before }];
  const bothArrays = Array.isArray(before) && Array.isArray(after);
  const bothObjects = isContainer(before) && isContainer(after) && !Array.isArray(before) && !Array.isArray(after);
  if (bothArrays || bothObjects) {
    const b = before as Record<string, unknown>;
    const a = after as Record<string, unknown>;
    const keys = bothArrays
      ? Array.from({ length: Math.max((before as unknown[]).length, (after as unknown[]).length) }, (_, i) => String(i))
      : [...new Set([...Object.keys(b), ...Object.keys(a)])].sort();
    return keys.flatMap((key) => diffJson(b[key], a[key], `${pointer}/${token(key)}`));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ pointer, op: 'changed', before, after }];
};

const levelOf = (value: unknown): PermissionLevel => (LEVELS.includes(value as PermissionLevel) ? (value as PermissionLevel) : 'none');

/** A tool added (above none) or its level raised, per scope; order none < readonly < standard < admin. */
export const permissionIncreases = (before: Permissions, after: Permissions): PermissionIncrease[] =>
  (['company', 'project'] as const).flatMap((scope) =>
    Object.keys(after[scope] ?? {})
      .sort()
      .flatMap((tool) => {
        const from = levelOf(before[scope]?.[tool]);
        const to = levelOf(after[scope][tool]);
        return LEVELS.indexOf(to) > LEVELS.indexOf(from) ? [{ scope, tool, from, to }] : [];
      }),
  );
