import { loadPlatformDocs } from '@portal/contracts/src/platform-docs';
import { PLATFORM_SERVERS } from './platformAccess';
import { platformApiPath } from '@portal/contracts/src/platform-servers';
import { SERVER_VARIABLE, findDoc, groupIdOf, joinUrl, normaliseDocPath, restApiBase } from './referenceNav';

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

  it('gives the overview the base URL the resource groups document, the server (environment) first', () => {
    expect(restApiBase('https://api.platform.example/')).toBe('https://api.platform.example/platform/{server}/rest/v1.0');
    expect(restApiBase('https://api.platform.example', 'Integrator_Sandbox')).toBe(
      'https://api.platform.example/platform/Integrator_Sandbox/rest/v1.0',
    );
    // Every group's own server is under the same path with the same servers, so the overview's examples call what the groups describe.
    type Server = { url: string; variables?: { server?: { enum?: string[] } } };
    const servers = loadPlatformDocs().groups.flatMap((group) => (group.document.servers ?? []) as Server[]);
    expect(servers.length).toBeGreaterThan(0);
    for (const server of servers) {
      expect(decodeURI(new URL(server.url).pathname)).toBe(platformApiPath(SERVER_VARIABLE));
      expect(server.variables?.server?.enum).toEqual(PLATFORM_SERVERS.map((s) => s.id));
    }
  });
});
