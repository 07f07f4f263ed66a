import { documentFor, operationCount, ReferenceCatalog } from './reference-catalog';

describe('ReferenceCatalog answers', () => {
  const catalog = new ReferenceCatalog();
  const anyone = { privileged: false };
  const staff = { privileged: true };

  it('lists the groups each kind of reader may see, with the operations left in their documents', () => {
    for (const reader of [anyone, staff]) {
      const listed = (JSON.parse(catalog.groupListJson(reader)) as { data: { id: string; operations: number }[] }).data;
      expect(listed.map((g) => g.id)).toEqual(catalog.groups(reader).map((g) => g.id));
      for (const group of catalog.groups(reader)) {
        expect(listed.find((g) => g.id === group.id)?.operations).toBe(operationCount(documentFor(group, reader)));
      }
    }
    expect(catalog.groups(staff).length).toBeGreaterThan(catalog.groups(anyone).length);
  });

  it('serves the documents as the reader may see them, and nothing for a group hidden from them', () => {
    const hidden = catalog.groups(staff).find((g) => g.visibility === 'internal')!;
    expect(catalog.documentJson(hidden.id, anyone)).toBeUndefined();
    expect(JSON.parse(catalog.documentJson(hidden.id, staff)!)).toEqual(hidden.document);
    for (const group of catalog.groups(anyone)) {
      expect(JSON.parse(catalog.documentJson(group.id, anyone)!)).toEqual(documentFor(group, anyone));
    }
    expect(catalog.documentJson('no-such-group', staff)).toBeUndefined();
  });

  it('serializes once per kind of reader, not per request', () => {
    const stringify = jest.spyOn(JSON, 'stringify');
    const fresh = new ReferenceCatalog();
    fresh.groupListJson(anyone);
    const calls = stringify.mock.calls.length;
    fresh.groupListJson(anyone);
    fresh.documentJson(fresh.groups(anyone)[0]!.id, anyone);
    expect(stringify.mock.calls.length).toBe(calls);
    stringify.mockRestore();
  });
});
