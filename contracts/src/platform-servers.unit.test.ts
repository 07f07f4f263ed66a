import { loadPlatformDocs } from './platform-docs';
import {
  isSandboxServer,
  PLATFORM_PATH_PREFIX,
  platformApiPath,
  REST_API_PATH,
  PLATFORM_SERVERS,
  PUBLIC_PLATFORM_SERVERS,
  QA_HOST_SERVERS,
  SANDBOX_PLATFORM_SERVERS,
  serverById,
  serverIds,
} from './platform-servers';

// Spec 1 §7, in its order; Staging exists on the provider's QA host only.
const SPEC_SERVERS = [
  'Production_US01',
  'Production_US02',
  'Production_UK01',
  'Monthly_Sandbox_US01',
  'Monthly_Sandbox_US02',
  'Integrator_Sandbox',
];

describe('the platform server catalogue', () => {
  it("lists the spec's six servers in its order, then the QA host's Staging", () => {
    expect(serverIds(PUBLIC_PLATFORM_SERVERS)).toEqual(SPEC_SERVERS);
    expect(serverIds(QA_HOST_SERVERS)).toEqual(['Staging']);
    expect(serverIds(PLATFORM_SERVERS)).toEqual([...SPEC_SERVERS, 'Staging']);
    expect(new Set(serverIds(PLATFORM_SERVERS)).size).toBe(PLATFORM_SERVERS.length);
  });

  it('says which are sandboxes, production or staging', () => {
    expect(serverIds(SANDBOX_PLATFORM_SERVERS)).toEqual(['Monthly_Sandbox_US01', 'Monthly_Sandbox_US02', 'Integrator_Sandbox']);
    for (const server of PLATFORM_SERVERS) {
      expect(server.sandbox).toBe(server.environment === 'sandbox');
      expect(server.qaHostOnly).toBe(server.environment === 'staging');
    }
    expect(PLATFORM_SERVERS.filter((s) => s.environment === 'production').map((s) => s.id)).toEqual([
      'Production_US01',
      'Production_US02',
      'Production_UK01',
    ]);
    expect(serverById('Production_UK01')?.region).toBe('UK');
  });

  it('gives every server a path-safe id, a label and a description', () => {
    for (const server of PLATFORM_SERVERS) {
      expect(server.id).toMatch(/^[A-Za-z0-9_]+$/);
      expect(server.label).toBe(server.id.replace(/_/g, ' '));
      expect(server.description.length).toBeGreaterThan(0);
    }
  });

  it('finds a server by id and tells a sandbox, case-sensitively as in a path', () => {
    expect(serverById('Integrator_Sandbox')).toMatchObject({ label: 'Integrator Sandbox', environment: 'sandbox', sandbox: true });
    expect(serverById('integrator_sandbox')).toBeUndefined();
    expect(serverById('Nowhere')).toBeUndefined();
    expect(isSandboxServer('Monthly_Sandbox_US01')).toBe(true);
    expect(isSandboxServer('Integrator_Sandbox')).toBe(true);
    expect(isSandboxServer('Production_US01')).toBe(false);
    expect(isSandboxServer('Staging')).toBe(false);
    expect(isSandboxServer('Nowhere')).toBe(false);
    expect(isSandboxServer('')).toBe(false);
  });

  it('writes the platform API path one way: server segment first, then the Rest API version', () => {
    expect(platformApiPath('Integrator_Sandbox')).toBe('/platform/Integrator_Sandbox/rest/v1.0');
    expect(platformApiPath('{server}')).toBe(`${PLATFORM_PATH_PREFIX}{server}${REST_API_PATH}`);
    // Every resource group's document names the same path as its server (loadPlatformDocs refuses another).
    const urls = loadPlatformDocs().groups.flatMap((group) => ((group.document.servers ?? []) as { url: string }[]).map((s) => s.url));
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(decodeURI(new URL(url).pathname)).toBe(platformApiPath('{server}'));
  });

  it("matches every resource group's `server` variable in contracts/platform (its default the first server)", () => {
    type Server = { variables?: { server?: { default?: string; enum?: string[] } } };
    const variables = loadPlatformDocs().groups.flatMap((group) =>
      ((group.document.servers ?? []) as Server[]).map((s) => s.variables?.server),
    );
    expect(variables.length).toBeGreaterThan(0);
    for (const variable of variables) {
      expect(variable?.enum).toEqual(serverIds(PUBLIC_PLATFORM_SERVERS));
      expect(variable?.default).toBe(PUBLIC_PLATFORM_SERVERS[0].id);
    }
  });
});
