import {
  forwardedFor,
  ownCallerAddress,
  ApiSession,
  STRONG_PASSWORD,
  SoftwareSecurityKey,
  authenticatorCode,
  signedInAdmin,
  signedUpDeveloper,
  testEnv,
  waitForMailsMatching,
} from '@portal/test-kit';

type Key = { id: string; name: string; createdAt: string; lastUsedAt: string | null };
type Options = {
  challenge: string;
  rp?: { id: string };
  rpId?: string;
  excludeCredentials?: { id: string }[];
  allowCredentials?: { id: string }[];
};
type Challenge = { twoFactorRequired: true; challenge: string; expiresAt: string; securityKeys: boolean };
type Failure = { message: string; fields?: Record<string, string[]> };
type SecurityEvent = { action: string; byAdministrator: boolean; details: Record<string, unknown> };

const NOT_RECOGNISED = 'The security key was not recognised. Try again or enter a code.';
// Wrong answers count per caller address: this file's come from an address of its own.
const OWN_ADDRESS = forwardedFor(ownCallerAddress());
const caller = () => new ApiSession(undefined, { 'x-forwarded-for': OWN_ADDRESS });

const withTwoFactor = async (prefix: string) => {
  const dev = await signedUpDeveloper(prefix);
  const setup = await dev.session.post<{ secret: string }>('/api/v1/me/two_factor/setup');
  const on = await dev.session.post('/api/v1/me/two_factor', {
    code: authenticatorCode(setup.body.secret),
    currentPassword: STRONG_PASSWORD,
  });
  expect(on.status).toBe(200);
  return dev;
};

/** Asks for creation options, lets the key answer them, and sends the answer with a name and the password. */
const addKey = async (session: ApiSession, key: SoftwareSecurityKey, name: string, currentPassword = STRONG_PASSWORD) => {
  const options = await session.post<Options>('/api/v1/me/security_key_registrations');
  expect(options.status).toBe(200);
  return session.post<Key & Failure>('/api/v1/me/security_keys', { name, currentPassword, credential: key.register(options.body) });
};

const passwordStep = async (email: string) => {
  const session = caller();
  const answer = await session.post<Challenge>('/api/v1/session', { email, password: STRONG_PASSWORD });
  expect(answer.status).toBe(202);
  return { session, ...answer.body };
};

const keyOptions = (session: ApiSession, challenge: string) =>
  session.post<Options & Failure>('/api/v1/session/security_key_challenges', { challenge });

describe('security keys', () => {
  it('are added once two-step verification is on, with a name and the password, every problem at once', async () => {
    const plain = await signedUpDeveloper('keys-off');
    const refused = await plain.session.post<Failure>('/api/v1/me/security_key_registrations');
    expect(refused).toMatchObject({ status: 409, body: { message: 'Turn on two-step verification before adding a security key' } });

    const dev = await withTwoFactor('keys-add');
    const key = new SoftwareSecurityKey(testEnv.publicUrl);
    const options = await dev.session.post<Options>('/api/v1/me/security_key_registrations');
    expect(options.body.rp?.id).toBe(new URL(testEnv.publicUrl).hostname);

    const wrong = await addKey(dev.session, key, '  ', 'not-the-password');
    expect(wrong.status).toBe(422);
    expect(wrong.body.fields).toEqual({ name: ['Give the key a name'], currentPassword: ['Current password is incorrect'] });
    const noCredential = await dev.session.post<Failure>('/api/v1/me/security_keys', { name: 'YubiKey', currentPassword: STRONG_PASSWORD });
    expect(noCredential.body.fields).toEqual({ credential: ['Use your security key when the browser asks'] });
    // An answer for options already spent (each is checked once).
    const stale = await dev.session.post<Failure>('/api/v1/me/security_keys', {
      name: 'YubiKey',
      currentPassword: STRONG_PASSWORD,
      credential: key.register(options.body),
    });
    expect(stale.body.fields).toEqual({ credential: ['The security key prompt expired. Try again.'] });

    const added = await addKey(dev.session, key, ' YubiKey 5 ');
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'YubiKey 5', lastUsedAt: null });
    const listed = await dev.session.get<Key[]>('/api/v1/me/security_keys');
    expect(listed.body).toEqual([added.body]);
    // The same key again: the options exclude it, and a browser that sent it anyway is told.
    const next = await dev.session.post<Options>('/api/v1/me/security_key_registrations');
    expect(next.body.excludeCredentials?.map((c) => c.id)).toEqual([key.id]);
    const twice = await dev.session.post<Failure>('/api/v1/me/security_keys', {
      name: 'Again',
      currentPassword: STRONG_PASSWORD,
      credential: key.register(next.body),
    });
    expect(twice.body.fields).toEqual({ credential: ['This security key is already added'] });
    const sameName = await addKey(dev.session, new SoftwareSecurityKey(testEnv.publicUrl), 'yubikey 5');
    expect(sameName.body.fields).toEqual({ name: ['You already have a security key with this name'] });

    const [mail] = await waitForMailsMatching(dev.email, (m) => m.subject === 'A security key was added to your developer portal account');
    expect(mail?.text).toContain('“YubiKey 5”');
    const log = await dev.session.get<SecurityEvent[]>('/api/v1/me/security_events');
    expect(log.body[0]).toMatchObject({ action: 'security_key_added', byAdministrator: false, details: { keyName: 'YubiKey 5' } });
  });

  it('stand in for the code at sign-in, each signature once and only for the portal', async () => {
    const dev = await withTwoFactor('keys-sign-in');
    const key = new SoftwareSecurityKey(testEnv.publicUrl);
    expect((await addKey(dev.session, key, 'Desk key')).status).toBe(201);

    const step = await passwordStep(dev.email);
    expect(step.securityKeys).toBe(true);
    const options = await keyOptions(step.session, step.challenge);
    expect(options.status).toBe(200);
    expect(options.body.allowCredentials?.map((c) => c.id)).toEqual([key.id]);

    // Signed on a page of another site: refused, counted, and the options are spent.
    const phished = await step.session.post<Failure>('/api/v1/session/two_factor', {
      challenge: step.challenge,
      securityKey: key.authenticate(options.body, { origin: 'https://portal.example.net' }),
    });
    expect(phished).toMatchObject({ status: 422, body: { fields: { securityKey: [NOT_RECOGNISED] } } });
    const replayed = await step.session.post<Failure>('/api/v1/session/two_factor', {
      challenge: step.challenge,
      securityKey: key.authenticate(options.body),
    });
    expect(replayed.body.fields).toEqual({ securityKey: [NOT_RECOGNISED] });
    const stranger = new SoftwareSecurityKey(testEnv.publicUrl);
    const fresh = await keyOptions(step.session, step.challenge);
    const unknown = await step.session.post<Failure>('/api/v1/session/two_factor', {
      challenge: step.challenge,
      securityKey: stranger.authenticate(fresh.body),
    });
    expect(unknown.body.fields).toEqual({ securityKey: [NOT_RECOGNISED] });

    const again = await keyOptions(step.session, step.challenge);
    const signedIn = await step.session.post<{ user: { email: string } }>('/api/v1/session/two_factor', {
      challenge: step.challenge,
      securityKey: key.authenticate(again.body),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.email).toBe(dev.email);
    expect((await step.session.get('/api/v1/me')).status).toBe(200);
    const [used] = (await dev.session.get<Key[]>('/api/v1/me/security_keys')).body;
    expect(Date.parse(used!.lastUsedAt!)).toBeGreaterThan(Date.now() - 60_000);
    // The challenge is spent: its options are no longer given.
    expect((await keyOptions(step.session, step.challenge)).status).toBe(401);
  });

  it('are removed one by one, or all with two-step verification, and then no longer offered', async () => {
    const dev = await withTwoFactor('keys-remove');
    const first = await addKey(dev.session, new SoftwareSecurityKey(testEnv.publicUrl), 'First');
    const second = await addKey(dev.session, new SoftwareSecurityKey(testEnv.publicUrl), 'Second');
    expect((await dev.session.request('DELETE', `/api/v1/me/security_keys/${first.body.id}`)).status).toBe(204);
    expect((await dev.session.request('DELETE', `/api/v1/me/security_keys/${first.body.id}`)).status).toBe(404);
    expect((await dev.session.get<Key[]>('/api/v1/me/security_keys')).body.map((k) => k.name)).toEqual(['Second']);
    // An admin about to turn two-step verification off sees which keys the developer still has.
    const admin = await signedInAdmin();
    const keysSeenByAdmin = async () =>
      (await admin.get<{ security_keys: { id: string; name: string }[] }>(`/api/v1/admin/developers/${dev.id}`)).body.security_keys;
    expect(await keysSeenByAdmin()).toEqual([{ id: second.body.id, name: 'Second' }]);
    const other = await withTwoFactor('keys-other');
    expect((await other.session.request('DELETE', `/api/v1/me/security_keys/${second.body.id}`)).status).toBe(404);

    const off = await dev.session.post('/api/v1/me/two_factor/disable', { currentPassword: STRONG_PASSWORD });
    expect(off.status).toBe(204);
    expect((await dev.session.get<Key[]>('/api/v1/me/security_keys')).body).toEqual([]);
    expect(await keysSeenByAdmin()).toEqual([]);
    const log = await dev.session.get<SecurityEvent[]>('/api/v1/me/security_events');
    // The key left with two-step verification is removed in the same moment: the log shows both, in either order.
    expect(
      log.body
        .slice(0, 3)
        .map((e) => `${e.action} ${String(e.details.keyName ?? '')}`.trim())
        .sort(),
    ).toEqual(['security_key_removed First', 'security_key_removed Second', 'two_factor_disabled']);

    const on = await withTwoFactor('keys-none');
    const step = await passwordStep(on.email);
    expect(step.securityKeys).toBe(false);
    expect((await keyOptions(step.session, step.challenge)).body).toMatchObject({ message: 'This account has no security key' });
  });
});
