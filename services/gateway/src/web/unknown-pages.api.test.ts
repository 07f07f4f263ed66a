import { testEnv } from '@portal/test-kit';

// A new integrator's QA pass (2026-12-03): every unknown address answered 200, so not-found pages could be indexed.
const page = (path: string) => fetch(new URL(path, testEnv.gatewayUrl), { headers: { accept: 'text/html' } });

describe('page addresses the web client has no route for', () => {
  it('answer 404 with the web client, so it still shows its not-found page', async () => {
    for (const path of ['/does-not-exist', '/apps/123', '/settings.html', '/wp-login.php']) {
      const response = await page(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('keep deep links to real routes at 200, whatever the id (only the client knows which exist)', async () => {
    for (const path of [
      '/',
      '/reference/rest/docs/rest-api-overview',
      '/reference/changelog?page=2',
      '/developer_apps/00000000-0000-4000-8000-000000000000',
      '/marketplace/nope',
      '/admin/quota_minder',
      '/sign_in',
    ]) {
      const response = await page(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      await response.arrayBuffer();
    }
  });

  it('keep the typed-file rule: a missing robots-style file is a plain 404, an existing one is served', async () => {
    expect((await page('/favicon-missing.ico')).status).toBe(404);
    expect((await page('/robots.txt')).status).toBe(200);
  });
});
