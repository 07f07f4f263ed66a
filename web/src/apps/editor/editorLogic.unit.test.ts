import { ApiError } from '../../api/apiError';
import { suggestVersion } from '../configurations/builder';
import { canCreate, firstErrorMessage, insertSnippet, parseManifest, versionFieldValid } from './editorLogic';

describe('manifest editor rules', () => {
  it('parses only JSON objects', () => {
    expect(parseManifest('{"a":1}')).toEqual({ ok: true, content: { a: 1 } });
    expect(parseManifest('{"a":')).toEqual({ ok: false, at: { offset: 5, line: 1, column: 6, reason: 'Unexpected end of JSON' } });
    expect(parseManifest('[1]')).toEqual({ ok: false, at: null });
  });

  it('inserts snippets where they belong', () => {
    const base = { components: { iframe: { instances: [{ type: 'sidepanel' }] } } };
    expect(insertSnippet(base, 'fullscreen', { type: 'fullscreen' }).components).toEqual({
      iframe: { instances: [{ type: 'sidepanel' }, { type: 'fullscreen' }] },
    });
    expect(insertSnippet({}, 'oauth', { grant_type: 'client_credentials' }).components).toEqual({
      oauth: { instances: [{ grant_type: 'client_credentials' }] },
    });
    expect(insertSnippet(base, 'iframe', { instances: [] })).toEqual(base);
    expect(insertSnippet({}, 'iframe', { instances: [] }).components).toEqual({ iframe: { instances: [] } });
  });

  it('keeps Create disabled while validating, on errors, before validation passed, or with a bad version', () => {
    expect(canCreate('idle', 0, '', false)).toBe(false);
    expect(canCreate('validating', 0, '', false)).toBe(false);
    expect(canCreate('failed', 2, '', false)).toBe(false);
    expect(canCreate('passed', 0, '1.2', false)).toBe(false);
    expect(canCreate('passed', 0, '1.2.0', true)).toBe(false);
    expect(canCreate('passed', 0, '', false)).toBe(true);
    expect(canCreate('passed', 0, '1.2.0', false)).toBe(true);
  });

  it('accepts a blank or semantic version', () => {
    expect(versionFieldValid('')).toBe(true);
    expect(versionFieldValid(' 0.1.0 ')).toBe(true);
    expect(versionFieldValid('v1')).toBe(false);
  });

  it('suggests the minor bump of the current version (default 0.1.0)', () => {
    expect(suggestVersion(null)).toBe('0.1.0');
    expect(suggestVersion('1.4.2')).toBe('1.5.0');
  });

  it('shows the first detail of a failed save, else the default', () => {
    const error = new ApiError(422, 'Validation failed', [], { semantic_version: ['Version must be semantic (major.minor.patch)'] });
    expect(firstErrorMessage(error, 'default')).toBe('Version must be semantic (major.minor.patch)');
    expect(firstErrorMessage(new ApiError(422, 'x', ['first', 'second']), 'default')).toBe('first');
    expect(firstErrorMessage(new Error('boom'), 'default')).toBe('default');
  });
});
