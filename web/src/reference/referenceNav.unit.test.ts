import { findDoc, groupIdOf, joinUrl, normaliseDocPath } from './referenceNav';

describe('reference navigation', () => {
  it('normalises the splat', () => {
    expect(normaliseDocPath('/rest/docs/rest-api-overview/')).toBe('rest/docs/rest-api-overview');
    expect(normaliseDocPath(undefined)).toBe('');
  });

  it('finds known documents only', () => {
    expect(findDoc('rest/docs/rest-api-overview')?.title).toBe('Rest API overview');
    expect(findDoc('rest/docs/unknown')).toBeUndefined();
  });

  it('joins URLs', () => {
    expect(joinUrl('https://api.example.com/', '/api/v1')).toBe('https://api.example.com/api/v1');
    expect(joinUrl('https://api.example.com', 'api/v1')).toBe('https://api.example.com/api/v1');
  });

  it('names the resource group of a group page', () => {
    expect(groupIdOf('rest/docs/projects')).toBe('projects');
    expect(groupIdOf('/rest/docs/service-sync/')).toBe('service-sync');
    expect(groupIdOf('rest/docs/a/b')).toBeNull();
    expect(groupIdOf(undefined)).toBeNull();
  });
});
