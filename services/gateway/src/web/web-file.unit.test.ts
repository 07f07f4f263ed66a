import { IMMUTABLE, REVALIDATE, cacheControlOf, contentTypeOf, isBrowserVisitToApiRoot, isMissingStaticFile, webFileOf } from './web-file';

describe('webFileOf', () => {
  it('maps a URL path onto the build directory', () => {
    expect(webFileOf('/srv/web', '/assets/index-abc.js')).toEqual({
      absolute: '/srv/web/assets/index-abc.js',
      relative: 'assets/index-abc.js',
    });
  });

  it('refuses paths that escape the build directory, encoded or not', () => {
    expect(webFileOf('/srv/web', '/../secret')).toBeNull();
    expect(webFileOf('/srv/web', '/assets/%2e%2e/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
    expect(webFileOf('/srv/web', '/assets/..%2f..%2fweb2/x')).toBeNull();
    expect(webFileOf('/srv/web', '/assets/../index.html')).toEqual({ absolute: '/srv/web/index.html', relative: 'index.html' });
    expect(webFileOf('/srv/web', '/%00')).toBeNull();
    expect(webFileOf('/srv/web', '/%E0%A4%A')).toBeNull();
  });

  it('names the root itself with an empty relative path', () => {
    expect(webFileOf('/srv/web', '/')).toEqual({ absolute: '/srv/web', relative: '' });
  });
});

describe('cache headers and types', () => {
  it('caches hashed assets for a year and revalidates everything else', () => {
    expect(cacheControlOf('assets/index-abc.js')).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf('index.html')).toBe(REVALIDATE);
    expect(REVALIDATE).toBe('no-cache');
  });

  it('types files by extension', () => {
    expect(contentTypeOf('assets/a.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('assets/a.CSS')).toBe('text/css; charset=utf-8');
    expect(contentTypeOf('index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('blob.bin')).toBe('application/octet-stream');
  });
});

describe('a browser opening the API root', () => {
  it('is a page visit only for the roots, asked as a navigation or for HTML', () => {
    expect(isBrowserVisitToApiRoot('/api/v1', { 'sec-fetch-mode': 'navigate' })).toBe(true);
    expect(isBrowserVisitToApiRoot('/api', { accept: 'text/html,application/xhtml+xml;q=0.9' })).toBe(true);
    expect(isBrowserVisitToApiRoot('/api/v1/', { accept: 'text/html' })).toBe(true);
    expect(isBrowserVisitToApiRoot('/api/v1', { accept: 'application/json' })).toBe(false);
    expect(isBrowserVisitToApiRoot('/api/v1', {})).toBe(false);
    expect(isBrowserVisitToApiRoot('/api/v1/nothing', { 'sec-fetch-mode': 'navigate' })).toBe(false);
  });
});

describe('a typed file the build lacks', () => {
  it('is a 404 (robots.txt, favicon.ico, a stale chunk), while a client route or an .html path gets the client', () => {
    for (const missing of ['favicon.ico', 'robots.txt', 'sitemap.xml', 'assets/index-abc123.js', 'apple-touch-icon.png']) {
      expect(isMissingStaticFile(missing)).toBe(true);
    }
    for (const route of ['developer_apps/abc', 'reference/projects', 'settings', 'old-page.html', 'changelog/v1.2']) {
      expect(isMissingStaticFile(route)).toBe(false);
    }
  });
});
