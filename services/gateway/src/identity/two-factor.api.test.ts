import {
  ApiSession,
  STRONG_PASSWORD,
  authenticatorCode,
  forwardedFor,
  ownCallerAddress,
  signedInAdmin,
  signedUpDeveloper,
  mailsTo,
  waitForMailsMatching,
} from '@portal/test-kit';

type Setup = { secret: string; otpauthUri: string; expiresAt: string };
type Codes = { recoveryCodes: string[] };
type Challenge = { twoFactorRequired: true; challenge: string; expiresAt: string };
type Status = { enabled: boolean; enabledAt: string | null; recoveryCodesLeft: number };
type Failure = { message: string; fields?: Record<string, string[]> };

const WRONG_CODE = 'The code is incorrect or has expired';

// Wrong codes count per caller address too: this file's come from an address of its own, so other suites' sign-ins
// keep their loopback budget.
const OWN_ADDRESS = forwardedFor(ownCallerAddress());
const caller = () => new ApiSession(undefined, { 'x-forwarded-for': OWN_ADDRESS });

/** A developer with two-step verification on: the key, the ten codes, and when the first code was read. */
const withTwoFactor = async (prefix: string) => {
  const dev = await signedUpDeveloper(prefix);
  const setup = await dev.session.post<Setup>('/api/v1/me/two_factor/setup');
  expect(setup.status).toBe(200);
  const t0 = Date.now();
  const enabled = await dev.session.post<Codes>('/api/v1/me/two_factor', {
    code: authenticatorCode(setup.body.secret, 0, t0),
    currentPassword: STRONG_PASSWORD,
  });
  expect(enabled.status).toBe(200);
  return { ...dev, secret: setup.body.secret, codes: enabled.body.recoveryCodes, t0 };
};

const passwordStep = async (email: string, session = caller()) => {
  const answer = await session.post<Challenge>('/api/v1/session', { email, password: STRONG_PASSWORD });
  expect(answer.status).toBe(202);
  return { session, challenge: answer.body.challenge };
};

describe('two-step verification', () => {
  it('turns on with a code from the app and the password, answering ten recovery codes once', async () => {
    const dev = await signedUpDeveloper('2fa-on');
    const setup = await dev.session.post<Setup>('/api/v1/me/two_factor/setup');
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUri).toContain(
      `otpauth://totp/Developer%20Portal%3A${encodeURIComponent(dev.email)}?secret=${setup.body.secret}`,
    );

    const wrong = await dev.session.post<Failure>('/api/v1/me/two_factor', { code: '000000', currentPassword: 'not-it' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.fields).toEqual({ code: [WRONG_CODE], currentPassword: ['Current password is incorrect'] });
    const blank = await dev.session.post<Failure>('/api/v1/me/two_factor', { code: ' ', currentPassword: '' });
    expect(blank.body.fields).toEqual({
      code: ['Enter the code from your authenticator app'],
      currentPassword: ['Current password is required'],
    });

    const on = await dev.session.post<Codes>('/api/v1/me/two_factor', {
      code: authenticatorCode(setup.body.secret),
      currentPassword: STRONG_PASSWORD,
    });
    expect(on.status).toBe(200);
    expect(on.body.recoveryCodes).toHaveLength(10);
    expect(new Set(on.body.recoveryCodes).size).toBe(10);
    expect((await dev.session.get<Status>('/api/v1/me/two_factor')).body).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect((await dev.session.get<{ twoFactorEnabled: boolean }>('/api/v1/me')).body.twoFactorEnabled).toBe(true);
    expect((await dev.session.post<Failure>('/api/v1/me/two_factor/setup')).status).toBe(409);
    const again = await dev.session.post<Failure>('/api/v1/me/two_factor', { code: '123456', currentPassword: STRONG_PASSWORD });
    expect(again).toMatchObject({ status: 409, body: { message: 'Two-step verification is already on' } });
    const [turnedOn] = await waitForMailsMatching(
      dev.email,
      (m) => m.subject === 'Two-step verification is on for your developer portal account',
    );
    expect(turnedOn).toBeDefined();
    expect((await mailsTo(dev.email)).map((m) => m.text).join('\n')).not.toContain(setup.body.secret);
  });

  it('signs in only after the code: no session at the password step, each code once', async () => {
    const dev = await withTwoFactor('2fa-sign-in');
    const { session, challenge } = await passwordStep(dev.email);
    expect((await session.get('/api/v1/me')).status).toBe(401);

    const wrong = await session.post<Failure>('/api/v1/session/two_factor', { challenge, code: '12345' });
    expect(wrong).toMatchObject({ status: 422, body: { fields: { code: [WRONG_CODE] } } });
    const code = authenticatorCode(dev.secret, 1, dev.t0);
    const done = await session.post<{ user: { id: string } }>('/api/v1/session/two_factor', {
      challenge,
      code: ` ${code.slice(0, 3)} ${code.slice(3)} `,
    });
    expect(done.status).toBe(200);
    expect(done.body.user.id).toBe(dev.id);
    expect((await session.get('/api/v1/me')).status).toBe(200);
    // The challenge is spent, and the code cannot sign in anyone else's browser again.
    expect((await session.post('/api/v1/session/two_factor', { challenge, code })).status).toBe(401);
    const replay = await passwordStep(dev.email);
    expect((await replay.session.post('/api/v1/session/two_factor', { challenge: replay.challenge, code })).status).toBe(422);
  });

  it('takes each recovery code once, tells the address, and regenerating replaces them all', async () => {
    const dev = await withTwoFactor('2fa-recovery');
    const first = await passwordStep(dev.email);
    const used = dev.codes[0]!.toUpperCase().replace('-', ' ');
    expect((await first.session.post('/api/v1/session/two_factor', { challenge: first.challenge, code: used })).status).toBe(200);
    expect((await first.session.get<Status>('/api/v1/me/two_factor')).body.recoveryCodesLeft).toBe(9);
    const again = await passwordStep(dev.email);
    expect((await again.session.post('/api/v1/session/two_factor', { challenge: again.challenge, code: dev.codes[0] })).status).toBe(422);
    const [recoveryNotice] = await waitForMailsMatching(dev.email, (m) => m.subject.startsWith('A recovery code was used'));
    expect(recoveryNotice?.text).toContain('9 of 10 codes are left');

    expect((await first.session.post<Failure>('/api/v1/me/two_factor/recovery_codes', { currentPassword: 'nope' })).status).toBe(422);
    const fresh = await first.session.post<Codes>('/api/v1/me/two_factor/recovery_codes', { currentPassword: STRONG_PASSWORD });
    expect(fresh.status).toBe(200);
    expect((await first.session.get<Status>('/api/v1/me/two_factor')).body.recoveryCodesLeft).toBe(10);
    const old = await passwordStep(dev.email);
    expect((await old.session.post('/api/v1/session/two_factor', { challenge: old.challenge, code: dev.codes[1] })).status).toBe(422);
    expect(
      (await old.session.post('/api/v1/session/two_factor', { challenge: old.challenge, code: fresh.body.recoveryCodes[1] })).status,
    ).toBe(200);
  });

  it('ends a challenge after five wrong codes, and the wrong codes count towards the sign-in throttle', async () => {
    const dev = await withTwoFactor('2fa-guess');
    const { session, challenge } = await passwordStep(dev.email);
    const answers: number[] = [];
    for (let i = 0; i < 5; i += 1)
      answers.push((await session.post('/api/v1/session/two_factor', { challenge, code: `00000${i}` })).status);
    expect(answers).toEqual([422, 422, 422, 422, 401]);
    const ended = await session.post<Failure>('/api/v1/session/two_factor', { challenge, code: authenticatorCode(dev.secret, 1, dev.t0) });
    expect(ended).toMatchObject({ status: 401, body: { message: 'Your sign-in timed out or had too many wrong codes. Sign in again.' } });
    expect((await caller().post('/api/v1/session', { email: dev.email, password: STRONG_PASSWORD })).status).toBe(429);
  });

  it('turns off with the password; then the password alone signs in', async () => {
    const dev = await withTwoFactor('2fa-off');
    const refused = await dev.session.post<Failure>('/api/v1/me/two_factor/disable', { currentPassword: 'wrong' });
    expect(refused).toMatchObject({ status: 422, body: { fields: { currentPassword: ['Current password is incorrect'] } } });
    expect((await dev.session.post('/api/v1/me/two_factor/disable', { currentPassword: STRONG_PASSWORD })).status).toBe(204);
    expect((await dev.session.get<Status>('/api/v1/me/two_factor')).body).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
    expect((await dev.session.get<{ twoFactorEnabled: boolean }>('/api/v1/me')).body.twoFactorEnabled).toBe(false);
    expect((await new ApiSession().signIn(dev.email, STRONG_PASSWORD)).status).toBe(200);
    expect((await dev.session.post('/api/v1/me/two_factor/disable', { currentPassword: STRONG_PASSWORD })).status).toBe(204);
  });

  it('lets an admin turn it off for a locked-out developer, and nobody else', async () => {
    const dev = await withTwoFactor('2fa-admin');
    const other = await signedUpDeveloper('2fa-not-admin');
    expect((await other.session.request('DELETE', `/api/v1/admin/developers/${dev.id}/two_factor`)).status).toBe(403);
    const admin = await signedInAdmin();
    expect((await admin.get<{ two_factor_enabled: boolean }>(`/api/v1/admin/developers/${dev.id}`)).body.two_factor_enabled).toBe(true);
    expect((await admin.request('DELETE', `/api/v1/admin/developers/${dev.id}/two_factor`)).status).toBe(204);
    expect((await admin.get<{ two_factor_enabled: boolean }>(`/api/v1/admin/developers/${dev.id}`)).body.two_factor_enabled).toBe(false);
    expect((await admin.request('DELETE', `/api/v1/admin/developers/${dev.id}/two_factor`)).status).toBe(204);
    expect((await admin.request('DELETE', '/api/v1/admin/developers/00000000-0000-4000-8000-000000000000/two_factor')).status).toBe(404);
    expect((await new ApiSession().signIn(dev.email, STRONG_PASSWORD)).status).toBe(200);
    const [offNotice] = await waitForMailsMatching(dev.email, (m) => m.subject.includes('is off'));
    expect(offNotice?.text).toContain('A platform administrator turned two-step verification off');
  });
});
