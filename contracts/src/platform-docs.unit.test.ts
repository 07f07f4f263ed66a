import { CHANGELOG_TYPES, loadPlatformDocs, parseChangelogEntry, parseGroup } from './platform-docs';

describe('contracts/platform documents', () => {
  const docs = loadPlatformDocs();

  it('has resource groups, public and internal, each an OpenAPI 3.1 document with operations', () => {
    expect(docs.groups.length).toBeGreaterThanOrEqual(5);
    expect(docs.groups.some((g) => g.visibility === 'internal')).toBe(true);
    for (const group of docs.groups) {
      expect(group.document.openapi).toBe('3.1.0');
      expect(Object.keys(group.document.paths as object).length).toBeGreaterThan(0);
    }
  });

  it('has a changelog of every type over more than a year, newest first, with internal entries and branches', () => {
    expect(docs.changelog.length).toBeGreaterThanOrEqual(40);
    expect(new Set(docs.changelog.map((e) => e.type))).toEqual(new Set(CHANGELOG_TYPES));
    const dates = docs.changelog.map((e) => e.datestamp);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(docs.changelog.some((e) => e.visibility === 'internal')).toBe(true);
    expect(docs.changelog.some((e) => e.breaking)).toBe(true);
    expect(docs.branches[0]?.entries.length).toBeGreaterThan(0);
  });

  it('refuses an entry with an unknown type, a bad date or no summary', () => {
    const good = { id: 'x', summary: 's', description: 'd', type: 'new', breaking: false, datestamp: '2026-01-02', versions: ['v1.0'] };
    expect(parseChangelogEntry(good, 'test').visibility).toBe('public');
    expect(() => parseChangelogEntry({ ...good, type: 'improved' }, 'test')).toThrow(/type must be one of/);
    expect(() => parseChangelogEntry({ ...good, datestamp: '2026-13-45' }, 'test')).toThrow(/datestamp/);
    expect(() => parseChangelogEntry({ ...good, summary: '' }, 'test')).toThrow(/summary is required/);
    expect(() => parseChangelogEntry({ ...good, 'x-doc': { visibility: 'secret' } }, 'test')).toThrow(/visibility/);
  });

  it("refuses a resource group whose server is not the platform API's path", () => {
    const group = (servers: unknown) => ({ openapi: '3.1.0', info: { title: 'T', description: 'D' }, paths: {}, servers });
    expect(parseGroup('g.yaml', group([{ url: 'https://api.example/platform/{server}/rest/v1.0' }])).id).toBe('g');
    expect(() => parseGroup('g.yaml', group([{ url: 'https://api.example/rest/v1.0' }]))).toThrow(
      /must end with \/platform\/\{server\}\/rest\/v1\.0/,
    );
    expect(() => parseGroup('g.yaml', group(undefined))).toThrow(/servers must name the platform API/);
  });
});
