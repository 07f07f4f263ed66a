import { SNIPPET_SCHEMA_VERSIONS, snippetsPath } from './snippets';

describe('manifest editor snippets (spec 2 §7)', () => {
  it('Given schema 3, Then has_existing_manifest is sent; Given 4.1, Then it is not', () => {
    expect(snippetsPath('3', true)).toBe('/api/v1/manifest_templates/3/snippets?has_existing_manifest=true');
    expect(snippetsPath('3', false)).toBe('/api/v1/manifest_templates/3/snippets?has_existing_manifest=false');
    expect(snippetsPath('4.1', true)).toBe('/api/v1/manifest_templates/4.1/snippets');
  });

  it('fetches both schemas', () => {
    expect(SNIPPET_SCHEMA_VERSIONS).toEqual(['3', '4.1']);
  });
});
