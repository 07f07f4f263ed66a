import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EdgeAnswers } from './edge-answers';

describe('EdgeAnswers', () => {
  let server: Server;
  let base: string;
  let json = '{"data":[1]}';
  let declines = false;
  const edge = new EdgeAnswers()
    .withHeaders({ 'cache-control': 'private, no-store', 'x-frame-options': 'DENY' })
    .serve('/api/v1/things', () => (declines ? undefined : json));

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (edge.handle(request, response)) return;
      response.writeHead(299, { 'content-type': 'text/plain' }).end('framework');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers GET of its exact path with the JSON, its length, the fixed headers and a request id', async () => {
    const response = await fetch(`${base}/api/v1/things`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{"data":[1]}');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-length')).toBe('12');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a well-formed caller request id and replaces a malformed one', async () => {
    expect((await fetch(`${base}/api/v1/things`, { headers: { 'x-request-id': 'caller-id-123' } })).headers.get('x-request-id')).toBe(
      'caller-id-123',
    );
    const odd = await fetch(`${base}/api/v1/things`, { headers: { 'x-request-id': 'no spaces allowed here' } });
    expect(odd.headers.get('x-request-id')).not.toBe('no spaces allowed here');
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await fetch(`${base}/api/v1/things`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe('12');
    expect(await response.text()).toBe('');
  });

  it('leaves other methods, query strings, other paths and declined requests to the framework', async () => {
    for (const [path, init] of [
      ['/api/v1/things', { method: 'POST', body: '{}' }],
      ['/api/v1/things?page=2', {}],
      ['/api/v1/things/1', {}],
    ] as const) {
      expect((await fetch(`${base}${path}`, init)).status).toBe(299);
    }
    declines = true;
    try {
      expect(await (await fetch(`${base}/api/v1/things`)).text()).toBe('framework');
    } finally {
      declines = false;
    }
  });

  it('follows a changed answer with its new length', async () => {
    json = '{"data":[1,2,3]}';
    const response = await fetch(`${base}/api/v1/things`);
    expect(await response.text()).toBe('{"data":[1,2,3]}');
    expect(response.headers.get('content-length')).toBe('16');
  });
});
