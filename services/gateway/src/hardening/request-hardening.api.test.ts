import { request as httpRequest } from 'node:http';
import { ApiSession, signedInAdmin, signedUpDeveloper, testEnv, uniqueEmail, uniqueId } from '@portal/test-kit';

/**
 * Requests as an attacker or a broken client sends them (issue 15): each gets a clear 4xx in the
 * documented error shape `{ message, errors[, fields] }`, never a 500 or 503.
 */
const gateway = testEnv.gatewayUrl;
type ErrorBody = { message: string; errors: string[]; fields?: Record<string, string[]> };

const send = async (path: string, init: RequestInit): Promise<{ status: number; body: ErrorBody; headers: Headers }> => {
  const response = await fetch(new URL(path, gateway), init);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as ErrorBody, headers: response.headers };
};

const signUpBody = (firstName: string) =>
  JSON.stringify({
    firstName,
    lastName: 'Edge',
    email: uniqueEmail('edge'),
    password: 'Str0ng!password',
    passwordConfirmation: 'Str0ng!password',
  });

const expectDocumentedShape = (body: ErrorBody) => {
  expect(typeof body.message).toBe('string');
  expect(Array.isArray(body.errors)).toBe(true);
};

describe('request hardening at the edge', () => {
  it('treats a malformed session cookie as no session (401), not a 500', async () => {
    const answer = await send('/api/v1/me', { headers: { cookie: 'portal_session=%' } });
    expect(answer.status).toBe(401);
    expectDocumentedShape(answer.body);
  });

  it.each([
    ['a NUL character', 'Ada\u0000'],
    ['an unpaired surrogate', 'Ada\ud800'],
  ])('answers a string with %s with a 422 naming the field', async (_label, firstName) => {
    // JSON.stringify escapes both, as a client library would send them.
    const answer = await send('/api/v1/sign_up', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: signUpBody(firstName),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.fields).toEqual({ firstName: ['contains a character that is not allowed (NUL or an unpaired surrogate)'] });
  });

  it('answers a NUL in a query or path parameter with a 422 naming it, not a 503 from the store behind', async () => {
    const admin = await signedInAdmin();
    const search = await admin.get<ErrorBody>('/api/v1/admin/developers?search=a%00b');
    expect(search.status).toBe(422);
    expect(search.body.fields).toEqual({ search: ['search contains a character that is not allowed (NUL or an unpaired surrogate)'] });
    for (const path of [
      '/api/v1/admin/developer_apps?filters%5Bsearch%5D=a%00b',
      '/api/v1/admin/oauth_applications?filters%5Buid%5D=a%00b',
      '/api/v1/admin/review_queue?filters%5Bsearch%5D=a%00b',
      '/api/v1/marketplace/listings?filters%5Bsearch%5D=a%00b',
      '/api/v1/admin/quota_minder_servers/Production_US01/buckets?domain=a%00b',
      '/api/v1/admin/quota_minder_servers/a%00b/buckets',
    ]) {
      const answer = await admin.get<ErrorBody>(path);
      expect({ path, status: answer.status }).toEqual({ path, status: 422 });
      expectDocumentedShape(answer.body);
    }
  });

  it('answers a NUL or an unpaired surrogate in app and announcement fields with a 422 naming the field', async () => {
    const { session } = await signedUpDeveloper('nul-app');
    const app = await session.post<ErrorBody>('/api/v1/developer_apps', { internal_name: 'App\u0000' });
    expect(app.status).toBe(422);
    expect(Object.keys(app.body.fields ?? {})).toEqual(['internal_name']);
    const admin = await signedInAdmin();
    const announcement = await admin.post<ErrorBody>('/api/v1/admin/notifications', { title: 'News\ud800', summary: 's', body: 'b' });
    expect(announcement.status).toBe(422);
    expect(Object.keys(announcement.body.fields ?? {})).toEqual(['title']);
  });

  it('answers what the router itself refuses in the documented shape: a bad URL (400), no route (404), an over-long id (404)', async () => {
    const badUrl = await send('/api/v1/developer_apps/%E0%A4%A', {});
    expect(badUrl.status).toBe(400);
    expect(badUrl.body).toEqual({ message: 'The request URL is malformed', errors: ['The request URL is malformed'] });
    const noRoute = await send('/api/v1/no_such_route', {});
    expect(noRoute.status).toBe(404);
    expectDocumentedShape(noRoute.body);
    // Past the router's 100-character parameter limit (an app uid of 101–128 characters): not a 414 in Fastify's shape.
    const { session } = await signedUpDeveloper('long-uid');
    for (const length of [101, 128]) {
      const answer = await session.get<ErrorBody>(`/api/v1/oauth_applications/${'a'.repeat(length)}`);
      expect(answer.status).toBe(404);
      expectDocumentedShape(answer.body);
    }
    const unsupported = await send('/api/v1/session', { method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<a/>' });
    expect(unsupported.status).toBe(415);
    expectDocumentedShape(unsupported.body);
  });

  it('refuses a body nested 5,000 deep with a 422 and an oversized one with a 413', async () => {
    const { session } = await signedUpDeveloper('deep');
    const deep = `{"key":"developer_app.viewed","additional_properties":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`;
    const nested = await session.request<ErrorBody>('POST', '/api/v1/analytics', { rawBody: deep });
    expect(nested.status).toBe(422);
    expect(nested.body.errors).toEqual(['is nested too deeply (at most 32 levels)']);
    const big = await session.request<ErrorBody>('POST', '/api/v1/analytics', {
      rawBody: JSON.stringify({ key: 'x', pad: 'x'.repeat(2_000_000) }),
    });
    expect(big.status).toBe(413);
    expectDocumentedShape(big.body);
  });

  it('answers malformed JSON with 400 and a form-encoded or text/plain body with 415 (session-creating endpoints take JSON only)', async () => {
    const bad = await send('/api/v1/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(bad.status).toBe(400);
    expectDocumentedShape(bad.body);
    const form = await send('/api/v1/session', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=developer%40example.com&password=x',
    });
    expect(form.status).toBe(415);
    const signUp = await send('/api/v1/sign_up', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a',
    });
    expect(signUp.status).toBe(415);
    // text/plain, the other type a cross-site form sends without a preflight, is refused the same way (it was a 422).
    const plain = await send('/api/v1/session', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"email":"a"}' });
    expect(plain.status).toBe(415);
    expectDocumentedShape(plain.body);
  });

  it('answers a multipart upload without a boundary with a 400', async () => {
    const { session } = await signedUpDeveloper('multipart');
    const created = await session.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Edge app ') });
    expect(created.status).toBe(201);
    const answer = await session.request<ErrorBody>('PATCH', `/api/v1/developer_apps/${created.body.id}`, {
      headers: { 'content-type': 'multipart/form-data' },
      rawBody: 'developer_app[internal_name]=x',
    });
    expect(answer.status).toBe(400);
    expectDocumentedShape(answer.body);
  });

  it('refuses TRACE with 405 and an Allow header', async () => {
    // fetch refuses to send TRACE at all; a raw client does not.
    const answer = await new Promise<{ status: number; allow: string; body: ErrorBody }>((resolve, reject) => {
      const call = httpRequest(new URL('/api/v1/me', gateway), { method: 'TRACE' }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, allow: String(response.headers.allow ?? ''), body: JSON.parse(text) as ErrorBody }),
        );
      });
      call.on('error', reject);
      call.end();
    });
    expect(answer.status).toBe(405);
    expect(answer.allow).toContain('GET');
    expectDocumentedShape(answer.body);
  });

  it('marks API answers private and not to be stored', async () => {
    const { session } = await signedUpDeveloper('cache');
    const me = await session.get('/api/v1/me');
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    const anonymous = await new ApiSession().get('/api/v1/manifest_tools');
    expect(anonymous.headers.get('cache-control')).toContain('no-store');
  });

  it('refuses sign-in, sign-up and cookie-authenticated changes another site sends (403), and serves its own pages', async () => {
    const crossSite = { 'content-type': 'application/json', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const signIn = await send('/api/v1/session', {
      method: 'POST',
      headers: crossSite,
      body: JSON.stringify({ email: 'developer@example.com', password: 'x' }),
    });
    expect(signIn.status).toBe(403);
    expect(signIn.body.message).toBe('Cross-site requests are not accepted');
    const signUp = await send('/api/v1/sign_up', { method: 'POST', headers: crossSite, body: signUpBody('Eve') });
    expect(signUp.status).toBe(403);
    const sameOrigin = await send('/api/v1/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(gateway).origin, 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
    });
    expect(sameOrigin.status).toBe(401);
  });

  it('refuses JSON null for a boolean preference with a 422', async () => {
    const { session } = await signedUpDeveloper('prefs');
    const answer = await session.request<ErrorBody>('PATCH', '/api/v1/me/notification_preferences', { body: { critical_emails: null } });
    expect(answer.status).toBe(422);
    expect(answer.body.fields).toHaveProperty('critical_emails');
  });

  it('answers headers over the limit with 431 in the documented shape', async () => {
    const answer = await send('/api/v1/me', { headers: { 'x-big': 'a'.repeat(20_000) } });
    expect(answer.status).toBe(431);
    expect(answer.body).toEqual({ message: 'The request headers are too large', errors: ['The request headers are too large'] });
  });

  it('refuses a __proto__ key in a JSON body with a 422 naming it (well-formed JSON, a reserved name)', async () => {
    const answer = await send('/api/v1/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(gateway).origin, 'sec-fetch-site': 'same-origin' },
      body: '{"email":"nobody@example.com","password":"x","__proto__":{"admin":true}}',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.fields).toEqual(Object.fromEntries([['__proto__', ['is a reserved name, not a field']]]));
  });

  it('answers a URL over the limit with 414, not 431 (the request line is not a header)', async () => {
    const owners = Array.from({ length: 400 }, () => `filters[owner_id][]=${'%C3%A9'.repeat(10)}`).join('&');
    const answer = await send(`/api/v1/admin/developer_apps?${owners}`, {});
    expect(answer.status).toBe(414);
    expect(answer.body).toEqual({ message: 'The request URL is too long', errors: ['The request URL is too long'] });
  });

  it('serves pages with a CSP that runs no inline script and forbids framing, nosniff everywhere, and no HSTS over plain http', async () => {
    const page = await fetch(new URL('/', gateway));
    const csp = page.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
    expect(scriptSrc).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('blob:'); // the logo preview of a picked file
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    // The local stack is http: HSTS is for production (https), see security-headers.unit.test.ts.
    expect(page.headers.get('strict-transport-security')).toBeNull();
    const api = await fetch(new URL('/api/v1/session', gateway));
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers who is signed in with 200 either way (GET /api/v1/session)', async () => {
    const signedOut = await new ApiSession().get<{ me: unknown }>('/api/v1/session');
    expect(signedOut.status).toBe(200);
    expect(signedOut.body).toEqual({ me: null });
    const { session, email } = await signedUpDeveloper('session');
    const signedIn = await session.get<{ me: { email: string; csrfToken: string } }>('/api/v1/session');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.me).toMatchObject({ email, csrfToken: expect.any(String) });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
  });
});
