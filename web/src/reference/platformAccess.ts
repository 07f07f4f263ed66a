import { PUBLIC_PLATFORM_SERVERS, type PlatformServer, type PlatformServerId } from '@portal/contracts/src/platform-servers';
import { joinUrl, restApiBase } from './referenceNav';

/** The audience of platform API tokens (RFC 8707 resource) the platform's gateway accepts; other tokens are opaque. */
export const PLATFORM_API_RESOURCE = 'urn:platform:api';

/** The company a platform API call acts for; required by every company-scoped operation. */
export const COMPANY_HEADER = 'Platform-Company-Id';

/** A server as the reference's servers table shows it: its id and, under "Environment", its description. */
const serverRow = (server: PlatformServer<PlatformServerId>) => ({ id: server.id, environment: server.description });

/**
 * The servers (environments) integrators are told about, the `{server}` segment of every call: the contract's
 * catalogue (`contracts/src/platform-servers.ts`) without the QA host's Staging, in the spec's order (the first is
 * Swagger UI's default).
 */
export const PLATFORM_SERVERS = [serverRow(PUBLIC_PLATFORM_SERVERS[0]), ...PUBLIC_PLATFORM_SERVERS.slice(1).map(serverRow)] as const;

/** The server the quick start calls: the sandbox every new app gets first. */
export const QUICK_START_SERVER: PlatformServerId = 'Integrator_Sandbox';

/** Where the portal's authorization server publishes itself (its issuer is `{portal}/oauth`). */
export const oauthEndpoints = (portalOrigin: string) => ({
  issuer: joinUrl(portalOrigin, '/oauth'),
  token: joinUrl(portalOrigin, '/oauth/token'),
  authorize: joinUrl(portalOrigin, '/oauth/authorize'),
  /** OpenID Connect Discovery's address for the issuer. */
  discovery: joinUrl(portalOrigin, '/oauth/.well-known/openid-configuration'),
  /** RFC 8414 §3's address for an issuer with a path. */
  metadata: joinUrl(portalOrigin, '/.well-known/oauth-authorization-server/oauth'),
});

/**
 * The quick start's two commands, copy-paste ready: a client-credentials token for the platform API from
 * this portal's token endpoint, then a call through the platform base URL with it and the company header.
 */
export function quickStartCommands(portalOrigin: string, developerApiUrl: string): { token: string; call: string } {
  return {
    token: `TOKEN=$(curl -s -u "$CLIENT_ID:$CLIENT_SECRET" \\
  -d grant_type=client_credentials \\
  -d resource=${PLATFORM_API_RESOURCE} \\
  ${oauthEndpoints(portalOrigin).token} | jq -r .access_token)`,
    call: `curl ${restApiBase(developerApiUrl, QUICK_START_SERVER)}/projects \\
  -H "Authorization: Bearer $TOKEN" \\
  -H "${COMPANY_HEADER}: $COMPANY_ID" \\
  -H "Accept: application/json"`,
  };
}
