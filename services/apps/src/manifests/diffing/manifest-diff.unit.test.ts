import { diffJson, permissionIncreases } from './manifest-diff';

describe('manifest diff', () => {
  it('names added, removed and changed leaves by JSON pointer (escaping ~ and /)', () => {
    const before = { a: 1, b: { c: 'x', 'd/e': true }, list: [1, 2], gone: 'yes' };
    const after = { a: 2, b: { c: 'x', 'd/e': false, 'f~g': 1 }, list: [1, 2, 3] };
    expect(diffJson(before, after)).toEqual([
      { pointer: '/a', op: 'changed', before: 1, after: 2 },
      { pointer: '/b/d~1e', op: 'changed', before: true, after: false },
      { pointer: '/b/f~0g', op: 'added', after: 1 },
      { pointer: '/gone', op: 'removed', before: 'yes' },
      { pointer: '/list/2', op: 'added', after: 3 },
    ]);
  });

  it('has no changes between equal documents, and one whole change when the kind differs', () => {
    expect(diffJson({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
    expect(diffJson({ a: [1] }, { a: { 0: 1 } })).toEqual([{ pointer: '/a', op: 'changed', before: [1], after: { 0: 1 } }]);
  });

  it('flags a tool added or raised, not one lowered or unchanged', () => {
    const before = { company: { rfis: 'readonly', budget: 'admin', docs: 'standard' }, project: {} };
    const after = { company: { rfis: 'standard', budget: 'readonly', docs: 'standard' }, project: { photos: 'admin', drawings: 'none' } };
    expect(permissionIncreases(before, after)).toEqual([
      { scope: 'company', tool: 'rfis', from: 'readonly', to: 'standard' },
      { scope: 'project', tool: 'photos', from: 'none', to: 'admin' },
    ]);
  });
});
