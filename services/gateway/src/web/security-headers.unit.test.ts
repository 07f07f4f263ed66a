import { CONTENT_SECURITY_POLICY, securityHeadersFor } from './security-headers';

describe('securityHeadersFor', () => {
  it('gives pages a CSP without inline script or eval, never framed, and nosniff on every answer', () => {
    const page = securityHeadersFor('text/html; charset=utf-8', false);
    const directives = Object.fromEntries(page['content-security-policy']!.split('; ').map((d) => [d.split(' ')[0], d]));
    expect(directives['script-src']).toBe("script-src 'self'");
    expect(directives['frame-ancestors']).toBe("frame-ancestors 'none'");
    expect(directives['img-src']).toContain('blob:');
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval/);
    expect(page).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' });
    expect(securityHeadersFor('application/json', false)).toEqual({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'x-frame-options': 'DENY',
    });
  });

  it('adds HSTS when the portal is served over https (production), and only then', () => {
    expect(securityHeadersFor('text/html', true)['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(securityHeadersFor('application/json', true)['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(securityHeadersFor('text/html', false)).not.toHaveProperty('strict-transport-security');
  });
});
