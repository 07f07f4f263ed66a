/**
 * Where clients look for the authorization server's metadata at the site root. The issuer is
 * `{PUBLIC_URL}/oauth`, and identity publishes both documents under it (`/oauth/.well-known/…`, OIDC
 * Discovery's place). RFC 8414 §3 puts the metadata of an issuer with a path at
 * `/.well-known/oauth-authorization-server/oauth`, and clients following it (MCP's, among others) also
 * try `/.well-known/openid-configuration/oauth`: those are this issuer's own addresses, so they answer
 * the document itself. The bare root addresses would describe an issuer at the root, which the portal
 * is not: they redirect, so the client sees where the issuer's documents really are.
 */

/** Served as they are: root address → identity's path for the same document. */
export const DISCOVERY_SERVED: Readonly<Record<string, string>> = {
  '/.well-known/oauth-authorization-server/oauth': '/oauth/.well-known/oauth-authorization-server',
  '/.well-known/openid-configuration/oauth': '/oauth/.well-known/openid-configuration',
};

/** Moved permanently (308: the method and any body are kept): root address → the issuer's document. */
export const DISCOVERY_REDIRECTS: Readonly<Record<string, string>> = {
  '/.well-known/openid-configuration': '/oauth/.well-known/openid-configuration',
  '/.well-known/oauth-authorization-server': '/.well-known/oauth-authorization-server/oauth',
};

/** RFC 8615's well-known URIs (`/.well-known/…`): machines ask for them, never a page of the web client. */
export const isWellKnownPath = (path: string): boolean => path === '/.well-known' || path.startsWith('/.well-known/');
