import { joinUrl, restApiBase } from './referenceNav';

/** The audience of platform API tokens (RFC 8707 resource) the platform's gateway accepts; other tokens are opaque. */
export const PLATFORM_API_RESOURCE = 'urn:platform:api';

/** The company a platform API call acts for; required by every company-scoped operation. */
export const COMPANY_HEADER = 'Platform-Company-Id';

/**
 * The platform's servers (environments), the `{server}` segment of every call (the quota proxy's QUOTA_SERVERS;
 * `Staging` exists on the provider's QA host only and is not documented to integrators).
 */
export const PLATFORM_SERVERS = [
  { id: 'Production_US01', environment: 'Production, United States' },
  { id: 'Production_US02', environment: 'Production, United States (second region)' },
  { id: 'Production_UK01', environment: 'Production, United Kingdom' },
  { id: 'Monthly_Sandbox_US01', environment: 'Monthly sandbox, United States' },
  { id: 'Monthly_Sandbox_US02', environment: 'Monthly sandbox, United States (second region)' },
  { id: 'Integrator_Sandbox', environment: 'Integrator sandbox: where a new integration is built and tested' },
] as const;

/** The server the quick start calls: the sandbox every new app gets first. */
export const QUICK_START_SERVER = 'Integrator_Sandbox';

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
