import { approvalBaseline, changeLines, hasPermissionIncrease, shortValue } from './diffView';

describe('diff presentation', () => {
  const diff = {
    changes: [
      { pointer: '/post_installation_instruction/notes', op: 'changed' as const, before: 'a', after: 'b' },
      { pointer: '/components/oauth/instances/0/permissions/company/rfis', op: 'changed' as const, before: 'readonly', after: 'admin' },
      { pointer: '/components/iframe', op: 'removed' as const, before: { instances: [] } },
    ],
    permission_increases: [{ scope: 'company' as const, tool: 'rfis', from: 'readonly' as const, to: 'admin' as const }],
  };

  it('puts permission changes first, then by pointer, values as short JSON', () => {
    expect(changeLines(diff)).toEqual([
      { pointer: '/components/oauth/instances/0/permissions/company/rfis', op: 'changed', before: '"readonly"', after: '"admin"' },
      { pointer: '/components/iframe', op: 'removed', before: '{"instances":[]}', after: '' },
      { pointer: '/post_installation_instruction/notes', op: 'changed', before: '"a"', after: '"b"' },
    ]);
  });

  it('flags permission increases', () => {
    expect(hasPermissionIncrease(diff)).toBe(true);
    expect(hasPermissionIncrease({ changes: [], permission_increases: [] })).toBe(false);
    expect(hasPermissionIncrease(undefined)).toBe(false);
  });

  it('cuts long values', () => {
    expect(shortValue('x'.repeat(500))).toHaveLength(200);
  });

  it('compares an approval with the newest earlier published version', () => {
    const p = (id: string, version: number, state: string, review_status = 'unreviewed') => ({ id, version, state, review_status });
    const list = [p('a', 1, 'confidential', 'approved'), p('b', 2, 'confidential', 'rejected'), p('c', 3, 'in_review')];
    expect(approvalBaseline(list, list[2]!)?.id).toBe('a');
    expect(approvalBaseline([list[2]!], list[2]!)).toBeUndefined();
  });
});
