/** The page policy: scripts only from the portal's own files (no inline script, no eval), never framed. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  // blob: for the previews of files picked in an upload field (URL.createObjectURL).
  "img-src 'self' data: blob: https:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** A year, subdomains included: once a browser has seen the portal over https it never tries http again. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The headers every gateway answer carries. HSTS only when the portal is served over https (production,
 * or an https PUBLIC_URL): over plain http it would be ignored, and on localhost it would pin every port.
 */
export function securityHeadersFor(contentType: string, https: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'x-frame-options': 'DENY',
    ...(contentType.startsWith('text/html') ? { 'content-security-policy': CONTENT_SECURITY_POLICY } : {}),
    ...(https ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}
