import { eventContractProblems } from '@portal/contracts';
import {
  ApiSession,
  forwardedFor,
  internalGet,
  ownCallerAddress,
  STRONG_PASSWORD,
  testEnv,
  uniqueEmail,
  waitForMails,
} from '@portal/test-kit';
import mongoose from 'mongoose';

type Me = { id: string; email: string; emailConfirmed: boolean; isAdmin: boolean; csrfToken: string };

describe('identity through the gateway', () => {
  let mongo: mongoose.Connection;

  beforeAll(async () => {
    mongo = await mongoose.createConnection(testEnv.mongoUrl).asPromise();
  });
  afterAll(async () => {
    await mongo.close();
  });

  it('refuses a weak password with the rule that failed', async () => {
    const response = await new ApiSession().signUp(uniqueEmail(), 'weakpass');
    expect(response.status).toBe(422);
    const body = response.body as unknown as { fields: Record<string, string[]> };
    expect(body.fields.password).toEqual(
      expect.arrayContaining(['Password must contain one upper case letter', 'Password must contain one special character']),
    );
  });

  it('answers every missing field with the spec wording', async () => {
    const response = await new ApiSession().post('/api/v1/sign_up', {});
    expect(response.status).toBe(422);
    expect((response.body as { fields: Record<string, string[]> }).fields).toMatchObject({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Please enter a valid email address'],
    });
  });

  it('signs up, mails a confirmation link, and shows the developer in the read model at once', async () => {
    const email = uniqueEmail('Signup');
    const session = new ApiSession();
    const signUp = await session.signUp(email, STRONG_PASSWORD);
    expect(signUp.status).toBe(201);
    expect(signUp.headers.get('x-portal-position')).toMatch(/^identity:\d+$/);
    expect(signUp.headers.get('set-cookie')).toMatch(/portal_session=.+; Path=\/; HttpOnly; SameSite=Lax/);
    expect(signUp.body.csrfToken).toEqual(expect.any(String));

    // Read-your-writes: the projection holds the developer by the time the response arrives.
    const doc = await mongo.collection('developers').findOne({ _id: signUp.body.user.id as never });
    expect(doc).toMatchObject({ email, emailConfirmed: false, _rev: 1 });

    const [mail] = await waitForMails(email);
    expect(mail?.subject).toMatch(/confirm your e-mail/i);
    const token = /token=([^\s"&]+)/.exec(mail!.text)?.[1];
    expect(token).toBeDefined();

    const confirm = await session.post('/api/v1/email_confirmations', { token: decodeURIComponent(token!) });
    expect(confirm.status).toBe(200);
    const me = await session.get<Me>('/api/v1/me');
    expect(me.status).toBe(200);
    expect(me.headers.get('x-portal-stale')).toBeNull();
    expect(me.body).toMatchObject({ email, emailConfirmed: true, isAdmin: false });
  });

  it('refuses an address that is already registered, in any case', async () => {
    const email = uniqueEmail('dup');
    expect((await new ApiSession().signUp(email, STRONG_PASSWORD)).status).toBe(201);
    const again = await new ApiSession().signUp(email.toUpperCase(), STRONG_PASSWORD);
    expect(again.status).toBe(422);
    expect((again.body as unknown as { fields: Record<string, string[]> }).fields.email).toEqual([
      'This email address is already registered',
    ]);
  });

  it('signs in with a CSRF token, protects changes with it, and signs out', async () => {
    const email = uniqueEmail();
    await new ApiSession().signUp(email, STRONG_PASSWORD);
    const session = new ApiSession();
    const signIn = await session.signIn(email, STRONG_PASSWORD);
    expect(signIn.status).toBe(200);
    expect(signIn.body.csrfToken).toEqual(expect.any(String));
    expect((await session.get<Me>('/api/v1/me')).body.email).toBe(email);

    // Refused before anything ran, and named so: a page fetches the session's token and sends it again.
    const withoutCsrf = await session.request<{ code?: string }>('DELETE', '/api/v1/session', { csrf: false });
    expect(withoutCsrf.status).toBe(403);
    expect(withoutCsrf.body.code).toBe('csrf_invalid');
    const wrongCsrf = await session.request('DELETE', '/api/v1/session', { csrf: false, headers: { 'x-csrf-token': 'nope' } });
    expect(wrongCsrf.status).toBe(403);

    expect((await session.request('DELETE', '/api/v1/session')).status).toBe(204);
    // Signed out: the session is required (a page asks the reader to sign in again), unlike a wrong password below.
    const signedOut = await session.get<{ code?: string }>('/api/v1/me');
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.code).toBe('session_required');
  });

  it('gives one generic answer for unknown accounts and wrong passwords', async () => {
    const email = uniqueEmail();
    await new ApiSession().signUp(email, STRONG_PASSWORD);
    const wrong = await new ApiSession().signIn(email, 'Wrong!pass1');
    const unknown = await new ApiSession().signIn(uniqueEmail(), 'Wrong!pass1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).not.toHaveProperty('code');
  });

  it('throttles repeated failed sign-ins per account with Retry-After', async () => {
    const email = uniqueEmail();
    await new ApiSession().signUp(email, STRONG_PASSWORD);
    for (let i = 0; i < 5; i += 1) expect((await new ApiSession().signIn(email, 'Wrong!pass1')).status).toBe(401);
    const throttled = await new ApiSession().signIn(email, STRONG_PASSWORD);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('throttles failed sign-ins per caller address, across accounts', async () => {
    const from = forwardedFor(ownCallerAddress());
    const signIn = (email: string, password: string) =>
      fetch(new URL('/api/v1/session', testEnv.gatewayUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify({ email, password }),
      });
    const email = uniqueEmail('per-ip');
    await new ApiSession().signUp(email, STRONG_PASSWORD);
    // SIGN_IN_MAX_FAILURES_PER_IP defaults to 30; each account stays under its own limit of 5.
    for (let i = 0; i < 30; i += 1) expect((await signIn(uniqueEmail('probe'), 'Wrong!pass1')).status).toBe(401);
    const throttled = await signIn(email, STRONG_PASSWORD);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await new ApiSession().signIn(email, STRONG_PASSWORD)).status).toBe(200);
  });

  it('throttles sign-up attempts per address signed up, with Retry-After', async () => {
    const email = uniqueEmail('sign-up-throttle');
    const attempt = () => new ApiSession().signUp(email, STRONG_PASSWORD);
    expect((await attempt()).status).toBe(201);
    // SIGN_UP_MAX_PER_ACCOUNT defaults to 5 an hour: probing whether an address is registered stops there.
    for (let i = 0; i < 4; i += 1) expect((await attempt()).status).toBe(422);
    const throttled = await attempt();
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(throttled.body).toMatchObject({ message: 'Too many sign-up attempts. Please wait and try again.' });
  });

  it('keeps admin routes for admins: 401 without a session, 403 for a developer', async () => {
    expect((await new ApiSession().get('/api/v1/admin/developers')).status).toBe(401);
    const developer = new ApiSession();
    await developer.signUp(uniqueEmail(), STRONG_PASSWORD);
    const refused = await developer.get('/api/v1/admin/developers');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: expect.any(String), errors: [expect.any(String)] });
  });

  it('lists developers for admins with paging headers and search', async () => {
    const email = uniqueEmail('listed');
    await new ApiSession().signUp(email, STRONG_PASSWORD, { firstName: 'Listed', lastName: 'Person' });
    const admin = new ApiSession();
    expect((await admin.signIn('admin@example.com', process.env.PORTAL_DEMO_PASSWORD ?? 'Portal-demo-1!')).status).toBe(200);
    const page = await admin.get<{ email: string; name: string }[]>(
      `/api/v1/admin/developers?filters[search]=${encodeURIComponent(email)}`,
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('total')).toBe('1');
    expect(page.headers.get('per-page')).toBe('50');
    expect(page.body).toEqual([
      expect.objectContaining({ email, name: 'Listed Person', platform_id: expect.stringMatching(/^PD\d{10}$/) }),
    ]);
    expect((await admin.get('/api/v1/admin/developers?page=0')).status).toBe(422);
  });

  it('answers malformed requests with clear errors, never a 500', async () => {
    const session = new ApiSession();
    const badJson = await session.request('POST', '/api/v1/session', { rawBody: '{bad' });
    expect(badJson.status).toBe(400);
    expect(badJson.body).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
    const unknownField = await session.post('/api/v1/session', { email: 'a@b.co', password: 'x', admin: true });
    expect(unknownField.status).toBe(422);
    expect((unknownField.body as { fields: Record<string, string[]> }).fields.admin).toBeDefined();
    const wrongType = await session.post('/api/v1/sign_up', { firstName: 42 });
    expect(wrongType.status).toBe(422);
    expect((await session.get('/api/v1/does-not-exist')).status).toBe(404);
  });

  it('emits identity events that match the published contracts', async () => {
    const session = new ApiSession();
    const signUp = await session.signUp(uniqueEmail(), STRONG_PASSWORD);
    const position = Number(signUp.headers.get('x-portal-position')!.split(':')[1]);
    const events = await internalGet<{ type: string; data: unknown; streamVersion: number }[]>(
      testEnv.identityUrl,
      `/events?after=${position - 1}&limit=1`,
    );
    expect(events).toHaveLength(1);
    expect(eventContractProblems(events[0]!)).toEqual([]);
    expect(JSON.stringify(events)).not.toContain(STRONG_PASSWORD);
  });

  it('reports every dependency in /readyz', async () => {
    const response = await fetch(new URL('/readyz', testEnv.gatewayUrl));
    const report = (await response.json()) as { ready: boolean; checks: Record<string, { up: boolean }> };
    expect(response.status).toBe(200);
    for (const name of ['postgres', 'redis', 'kafka', 'mongo', 'smtp', 'service:identity', 'service:projection']) {
      expect(report.checks[name]).toEqual({ up: true });
    }
  });
});
