import { request as httpRequest } from 'node:http';
import { signedUpDeveloper, testEnv } from '@portal/test-kit';

/**
 * What Schemathesis found on requests no route takes as sent (issue 15, "Fuzzing"): a method a path does
 * not have is 405 with `Allow`, and a path parameter past Fastify's default length reaches the route
 * instead of a framework 414. Each answer is in the documented error shape.
 */
const gateway = testEnv.gatewayUrl;
type Answer = { status: number; allow: string; body: { message: string; errors: string[] } };

// fetch refuses some methods (QUERY, TRACE); a raw client sends anything.
const send = (method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const call = httpRequest(new URL(path, gateway), { method, headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          allow: String(response.headers.allow ?? ''),
          body: JSON.parse(text) as Answer['body'],
        }),
      );
    });
    call.on('error', reject);
    call.end();
  });

const expectDocumentedShape = (body: Answer['body']) => {
  expect(typeof body.message).toBe('string');
  expect(Array.isArray(body.errors)).toBe(true);
};

describe('requests no route takes', () => {
  it('answers a method the path does not have with 405 and the methods it does have', async () => {
    const answer = await send('PUT', '/api/v1/me');
    expect(answer.status).toBe(405);
    expect(answer.allow.split(', ').sort()).toEqual(['GET', 'HEAD', 'PATCH']);
    expectDocumentedShape(answer.body);
  });

  it('matches paths with parameters when it names the allowed methods', async () => {
    const answer = await send('PUT', '/api/v1/developer_apps/7a8b4c3e-0000-4000-8000-000000000000');
    expect(answer.status).toBe(405);
    expect(answer.allow).toContain('PATCH');
    expect(answer.allow).not.toContain('PUT');
  });

  it('answers GET on a POST-only API path with 405, although the web client takes every other GET', async () => {
    const answer = await send('GET', '/api/v1/analytics');
    expect(answer.status).toBe(405);
    expect(answer.allow).toBe('POST');
    expect((await send('GET', '/api/v1/no_such_resource')).status).toBe(404);
  });

  it.each(['QUERY', 'PROPFIND'])('refuses %s, which no route uses, with 405 on every path', async (method) => {
    const answer = await send(method, '/api/v1/categories', { 'content-type': 'application/json' });
    expect(answer.status).toBe(405);
    expect(answer.allow).toContain('GET');
    expectDocumentedShape(answer.body);
  });

  it('still answers 404 for a path that does not exist at all', async () => {
    const answer = await send('PUT', '/api/v1/no_such_resource');
    expect(answer.status).toBe(404);
  });

  it('lets an id longer than 100 characters reach the route (its 404/422), not a framework 414', async () => {
    const { session } = await signedUpDeveloper('long-id');
    const response = await session.get<{ message: string; errors: string[] }>(`/api/v1/developer_apps/${'a'.repeat(150)}`);
    expect([404, 422]).toContain(response.status);
    expectDocumentedShape(response.body);
  });
});
