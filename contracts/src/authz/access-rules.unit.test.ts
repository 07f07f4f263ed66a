import { loadOpenApiDocument } from '../loaders';
import { loadAccessRules, problemsOf, type AccessRules } from './access-rules';

const document = (paths: Record<string, Record<string, { operationId: string }>>) => ({ paths });
const every = (status: string) =>
  Object.fromEntries(
    ['anonymous', 'developer', 'other-developer', 'collaborator-developer', 'collaborator-admin', 'owner', 'employee', 'admin'].map(
      (role) => [role, status],
    ),
  );

const rules = (operations: Record<string, string>, expect = every('2xx')): AccessRules =>
  ({
    roles: loadAccessRules().roles,
    rules: { public: { summary: 'anyone', expect } },
    operations,
  }) as unknown as AccessRules;

describe('access rules (contracts/authz/access-rules.yaml)', () => {
  it('classify every operation of the OpenAPI document, and only those', () => {
    expect(problemsOf(loadAccessRules(), loadOpenApiDocument())).toEqual([]);
  });

  it('fail on an operation without a rule', () => {
    const doc = document({ '/a': { get: { operationId: 'getA' }, post: { operationId: 'postA' } } });
    expect(problemsOf(rules({ getA: 'public' }), doc)).toEqual(['postA (POST /a) has no access rule']);
  });

  it('fail on a rule for an operation the document does not have, or naming an unknown rule', () => {
    const doc = document({ '/a': { get: { operationId: 'getA' } } });
    expect(problemsOf(rules({ getA: 'nobody', gone: 'public' }), doc)).toEqual([
      'getA: unknown rule nobody',
      'access rule for unknown operation gone',
    ]);
  });

  it('fail on a rule that leaves a role out or expects an unknown status', () => {
    const doc = document({ '/a': { get: { operationId: 'getA' } } });
    const { admin: _admin, ...withoutAdmin } = every('2xx');
    expect(problemsOf(rules({ getA: 'public' }, { ...withoutAdmin, owner: '500' }), doc)).toEqual([
      'rule public: role owner expects 500 (one of 2xx, 401, 403, 404)',
      'rule public: role admin expects nothing (one of 2xx, 401, 403, 404)',
    ]);
  });
});
