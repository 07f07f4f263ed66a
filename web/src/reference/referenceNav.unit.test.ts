import { loadPlatformDocs } from '@portal/contracts/src/platform-docs';
import { REST_API_PATH, findDoc, groupIdOf, joinUrl, normaliseDocPath, restApiBase } from './referenceNav';

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

  it('gives the overview the base URL the resource groups document', () => {
    expect(restApiBase('https://api.platform.example/')).toBe('https://api.platform.example/rest/v1.0');
    // Every group's own server is under the same path, so the overview's examples call what the groups describe.
    const urls = loadPlatformDocs().groups.flatMap((group) => ((group.document.servers ?? []) as { url: string }[]).map((s) => s.url));
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(new URL(url).pathname).toBe(REST_API_PATH);
  });
});
