import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkPublicEvents, incompatibilities } from '../scripts/public-events-compat.cjs';

const PUBLIC_EVENTS = join(__dirname, '..', 'public-events');
const SUBMITTED = 'com.platform.portal.manifest_review.submitted.v1.schema.json';

type Schema = {
  properties: {
    data: { required: string[]; properties: Record<string, Record<string, unknown>>; additionalProperties?: boolean };
  } & Record<string, unknown>;
} & Record<string, unknown>;

const published = (): Schema => JSON.parse(readFileSync(join(PUBLIC_EVENTS, 'lock', SUBMITTED), 'utf8')) as Schema;

/** The published schema with one change made by `edit`. */
const changed = (edit: (schema: Schema) => void): Schema => {
  const schema = published();
  edit(schema);
  return schema;
};

describe('public event schemas: backward compatibility with their locked copies', () => {
  it('every published schema is compatible with its lock', () => {
    const schemasIn = (dir: string) =>
      Object.fromEntries(
        readdirSync(dir)
          .filter((f) => f.endsWith('.schema.json'))
          .map((f) => [f, JSON.parse(readFileSync(join(dir, f), 'utf8')) as unknown]),
      );
    expect(checkPublicEvents(schemasIn(join(PUBLIC_EVENTS, 'lock')), schemasIn(PUBLIC_EVENTS))).toEqual({ problems: [], unlocked: [] });
  });

  it('accepts additive changes: a new optional property, a widened type, a new enum value', () => {
    const schema = changed((s) => {
      s.properties.data.properties.reviewer_name = { type: 'string' };
      s.properties.data.properties.semantic_version!.type = ['string', 'null', 'integer'];
      (s.properties.data.properties.state!.enum as string[]).push('archived');
    });
    expect(incompatibilities(published(), schema)).toEqual([]);
  });

  it.each<[string, (s: Schema) => void, RegExp]>([
    ['removing a property', (s) => delete s.properties.data.properties.app_version_key, /app_version_key: removed or renamed/],
    [
      'renaming a property',
      (s) => {
        s.properties.data.properties.actor = s.properties.data.properties.actor_id!;
        delete s.properties.data.properties.actor_id;
      },
      /actor_id: removed or renamed/,
    ],
    ['narrowing a type', (s) => (s.properties.data.properties.semantic_version!.type = 'string'), /type narrowed \(no longer null\)/],
    ['adding a required property', (s) => s.properties.data.required.push('notes'), /property notes became required/],
    [
      'removing an enum value',
      (s) => (s.properties.data.properties.state!.enum = ['confidential', 'published']),
      /enum value "in_review" removed/,
    ],
    ['changing the type constant', (s) => (s.properties.type = { const: 'com.platform.portal.manifest_review.sent.v1' }), /const changed/],
    ['forbidding additional properties', (s) => (s.properties.data.additionalProperties = false), /additional properties forbidden/],
  ])('rejects %s', (_name, edit, problem) => {
    expect(incompatibilities(published(), changed(edit)).join('\n')).toMatch(problem);
  });

  it('fails `npm run check` (the check script) for an incompatible change, and passes a new versioned type', () => {
    const dir = mkdtempSync(join(tmpdir(), 'public-events-'));
    try {
      cpSync(PUBLIC_EVENTS, dir, { recursive: true });
      const script = join(__dirname, '..', 'scripts', 'check-public-events.mjs');
      const run = () =>
        execFileSync('node', [script], { env: { ...process.env, PUBLIC_EVENTS_DIR: dir }, encoding: 'utf8', stdio: 'pipe' });
      const v2 = changed((s) => delete s.properties.data.properties.app_version_key);
      writeFileSync(join(dir, 'com.platform.portal.manifest_review.submitted.v2.schema.json'), JSON.stringify(v2));
      expect(run()).toMatch(/1 new schema\(s\) not locked yet; published schemas are compatible/);
      writeFileSync(join(dir, SUBMITTED), JSON.stringify(v2));
      expect(run).toThrow(/app_version_key: removed or renamed/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
