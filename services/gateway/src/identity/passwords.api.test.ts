import { ApiSession, STRONG_PASSWORD, mailsTo, uniqueEmail, waitForMailsMatching } from '@portal/test-kit';

const NEW_PASSWORD = 'Fresh-Passw0rd!';
const INVALID_LINK = 'This password reset link is invalid or has expired. Please ask for a new one.';

type Me = { id: string; emailConfirmed: boolean };

/** The token of the newest reset mail to the address (mails go through a queue). */
const resetToken = async (email: string, count = 1): Promise<string> => {
  const mails = await waitForMailsMatching(email, (m) => /reset your developer portal password/i.test(m.subject), count);
  expect(mails).toHaveLength(count);
  const match = /reset_password\?token=([^\s"&]+)/.exec(mails.at(-1)!.text);
  return decodeURIComponent(match![1]!);
};

const requestReset = (email: string) => new ApiSession().post('/api/v1/password_resets', { email });

describe('forgotten and changed passwords', () => {
  it('answers a reset request the same for registered and unknown addresses, and mails only the registered one', async () => {
    const email = uniqueEmail('reset-known');
    await new ApiSession().signUp(email, STRONG_PASSWORD);
    const unknown = uniqueEmail('reset-unknown');
    const [known, other] = [await requestReset(email), await requestReset(unknown)];
    expect([known.status, other.status]).toEqual([202, 202]);
    expect(known.body).toEqual(other.body);
    const header = (r: typeof known) => [...r.headers.keys()].filter((k) => !['date', 'x-request-id'].includes(k)).sort();
    expect(header(known)).toEqual(header(other));
    await resetToken(email);
    expect(await mailsTo(unknown)).toEqual([]);
  });

  it('resets with the link: sessions end, the old password stops working, the link works once, the address is confirmed', async () => {
    const email = uniqueEmail('reset');
    const before = new ApiSession();
    expect((await before.signUp(email, STRONG_PASSWORD)).status).toBe(201);
    expect((await before.get<Me>('/api/v1/me')).body.emailConfirmed).toBe(false);
    expect((await requestReset(email)).status).toBe(202);
    const token = await resetToken(email);
    expect(await new ApiSession().post('/api/v1/password_resets/check', { token })).toMatchObject({ status: 200, body: { valid: true } });

    const weak = await new ApiSession().post('/api/v1/password_resets/complete', { token, password: 'short', passwordConfirmation: 'x' });
    expect(weak.status).toBe(422);
    expect((weak.body as { fields: Record<string, string[]> }).fields).toMatchObject({
      password: expect.arrayContaining(['Password must be at least 8 characters']),
      passwordConfirmation: ['Passwords must match'],
    });

    const done = await new ApiSession().post('/api/v1/password_resets/complete', {
      token,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(done.status).toBe(204);
    expect((await before.get('/api/v1/me')).status).toBe(401);
    expect((await new ApiSession().signIn(email, STRONG_PASSWORD)).status).toBe(401);
    const after = new ApiSession();
    expect((await after.signIn(email, NEW_PASSWORD)).status).toBe(200);
    expect((await after.get<Me>('/api/v1/me')).body.emailConfirmed).toBe(true);

    // Sent again with the password it set (its answer lost): done, and the session opened since stays.
    const repeated = await new ApiSession().post('/api/v1/password_resets/complete', {
      token,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(repeated.status).toBe(204);
    expect((await after.get('/api/v1/me')).status).toBe(200);
    const again = await new ApiSession().post('/api/v1/password_resets/complete', {
      token,
      password: 'Another-Passw0rd!',
      passwordConfirmation: 'Another-Passw0rd!',
    });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ message: INVALID_LINK, fields: { token: [INVALID_LINK] } });
    expect((await new ApiSession().post('/api/v1/password_resets/check', {})).status).toBe(422);
    const used = await new ApiSession().post('/api/v1/password_resets/check', { token });
    expect(used).toMatchObject({ status: 200, body: { valid: false, message: INVALID_LINK } });

    const notices = await waitForMailsMatching(email, (m) => /password was changed/i.test(m.subject));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('with a password reset link');
  });

  it('lets one of three concurrent uses of a link win', async () => {
    const email = uniqueEmail('reset-race');
    await new ApiSession().signUp(email, STRONG_PASSWORD);
    await requestReset(email);
    const token = await resetToken(email);
    const use = (password: string) =>
      new ApiSession().post('/api/v1/password_resets/complete', { token, password, passwordConfirmation: password });
    const answers = await Promise.all([use('First-Passw0rd!'), use('Second-Passw0rd!'), use('Third-Passw0rd!')]);
    expect(answers.map((a) => a.status).sort()).toEqual([204, 422, 422]);
    const winner = ['First-Passw0rd!', 'Second-Passw0rd!', 'Third-Passw0rd!'][answers.findIndex((a) => a.status === 204)]!;
    expect((await new ApiSession().signIn(email, winner)).status).toBe(200);
  });

  it('refuses a forged or tampered token with the link message', async () => {
    const email = uniqueEmail('reset-forged');
    await new ApiSession().signUp(email, STRONG_PASSWORD);
    await requestReset(email);
    const token = await resetToken(email);
    const [payload, signature] = token.split('.');
    for (const bad of ['x.y', `${payload}.${signature!.slice(0, -2)}AA`, `${payload}x.${signature}`]) {
      const refused = await new ApiSession().post('/api/v1/password_resets/complete', {
        token: bad,
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
      });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ fields: { token: [INVALID_LINK] } });
      expect((await new ApiSession().post('/api/v1/password_resets/check', { token: bad })).body).toEqual({
        valid: false,
        message: INVALID_LINK,
      });
    }
  });

  it('an older link stops working once the password changed by any way', async () => {
    const email = uniqueEmail('reset-stale');
    const session = new ApiSession();
    await session.signUp(email, STRONG_PASSWORD);
    await requestReset(email);
    const token = await resetToken(email);
    const changed = await session.request('PUT', '/api/v1/me/password', {
      body: { currentPassword: STRONG_PASSWORD, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    });
    expect(changed.status).toBe(204);
    const stale = await new ApiSession().post('/api/v1/password_resets/complete', {
      token,
      password: 'Another-Passw0rd!',
      passwordConfirmation: 'Another-Passw0rd!',
    });
    expect(stale.status).toBe(422);
  });

  it('changes the password while signed in: this session stays, the others end', async () => {
    const email = uniqueEmail('change');
    const here = new ApiSession();
    await here.signUp(email, STRONG_PASSWORD);
    const elsewhere = new ApiSession();
    expect((await elsewhere.signIn(email, STRONG_PASSWORD)).status).toBe(200);

    const wrong = await here.request('PUT', '/api/v1/me/password', {
      body: { currentPassword: 'Wrong-Passw0rd!', password: STRONG_PASSWORD, passwordConfirmation: STRONG_PASSWORD },
    });
    expect(wrong.status).toBe(422);
    expect((wrong.body as { fields: Record<string, string[]> }).fields).toEqual({ currentPassword: ['Current password is incorrect'] });
    const same = await here.request('PUT', '/api/v1/me/password', {
      body: { currentPassword: STRONG_PASSWORD, password: STRONG_PASSWORD, passwordConfirmation: STRONG_PASSWORD },
    });
    expect((same.body as { fields: Record<string, string[]> }).fields).toEqual({
      password: ['New password must be different from the current password'],
    });
    const missing = await here.request('PUT', '/api/v1/me/password', { body: {} });
    expect((missing.body as { fields: Record<string, string[]> }).fields).toMatchObject({
      currentPassword: ['Current password is required'],
      password: ['Password is required'],
    });

    const changed = await here.request('PUT', '/api/v1/me/password', {
      body: { currentPassword: STRONG_PASSWORD, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    });
    expect(changed.status).toBe(204);
    expect((await here.get('/api/v1/me')).status).toBe(200);
    expect((await elsewhere.get('/api/v1/me')).status).toBe(401);
    expect((await new ApiSession().signIn(email, NEW_PASSWORD)).status).toBe(200);
    const notices = await waitForMailsMatching(email, (m) => /password was changed/i.test(m.subject));
    expect(notices[0]?.text).toContain('on the Settings page');
  });

  it('needs a session and a CSRF token to change a password', async () => {
    const body = { currentPassword: STRONG_PASSWORD, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
    expect((await new ApiSession().request('PUT', '/api/v1/me/password', { body })).status).toBe(401);
    const session = new ApiSession();
    await session.signUp(uniqueEmail('change-csrf'), STRONG_PASSWORD);
    expect((await session.request('PUT', '/api/v1/me/password', { body, csrf: false })).status).toBe(403);
  });

  it('throttles reset requests per address, registered or not, with Retry-After', async () => {
    const email = uniqueEmail('reset-throttle');
    // PASSWORD_RESET_MAX_PER_ACCOUNT defaults to 5 an hour.
    for (let i = 0; i < 5; i += 1) expect((await requestReset(email)).status).toBe(202);
    const throttled = await requestReset(email.toUpperCase());
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(throttled.body).toMatchObject({ message: 'Too many password reset requests. Please wait and try again.' });
  });

  it('throttles password changes per account', async () => {
    const session = new ApiSession();
    await session.signUp(uniqueEmail('change-throttle'), STRONG_PASSWORD);
    const body = { currentPassword: 'Wrong-Passw0rd!', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
    // PASSWORD_CHANGE_MAX_PER_ACCOUNT defaults to 10 in 15 minutes.
    for (let i = 0; i < 10; i += 1) expect((await session.request('PUT', '/api/v1/me/password', { body })).status).toBe(422);
    const throttled = await session.request('PUT', '/api/v1/me/password', { body });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
