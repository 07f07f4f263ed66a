import { ApiSession, STRONG_PASSWORD, signedInAdmin, signedUpDeveloper } from '@portal/test-kit';

type SignedInSession = { id: string; current: boolean; device: string | null; ip: string | null; createdAt: string; lastSeenAt: string };

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Another browser of the same account, signed in with its own User-Agent. */
const signInFrom = async (email: string, userAgent: string): Promise<ApiSession> => {
  const session = new ApiSession();
  const answer = await session.request('POST', '/api/v1/session', {
    body: { email, password: STRONG_PASSWORD },
    headers: { 'user-agent': userAgent },
  });
  expect(answer.status).toBe(200);
  return session;
};

describe("the account's sessions", () => {
  it('lists where the account is signed in, this session first, without cookies or keys', async () => {
    const { session, email } = await signedUpDeveloper('sessions-list');
    await signInFrom(email, FIREFOX);
    await signInFrom(email, SAFARI_IOS);
    const listed = await session.get<SignedInSession[]>('/api/v1/me/sessions');
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('private, no-store');
    expect(listed.body).toHaveLength(3);
    expect(listed.body[0]).toMatchObject({ current: true, device: 'node' });
    expect(
      listed.body
        .slice(1)
        .map((s) => [s.device, s.current])
        .sort(),
    ).toEqual([
      ['Firefox on Linux', false],
      ['Safari on iOS', false],
    ]);
    for (const s of listed.body) {
      expect(s.id).toMatch(/^[\w-]{22}$/);
      expect(typeof s.ip).toBe('string');
      expect(Date.parse(s.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(s.createdAt));
    }
    // Another account sees only its own.
    const other = await signedUpDeveloper('sessions-other');
    expect((await other.session.get<SignedInSession[]>('/api/v1/me/sessions')).body).toHaveLength(1);
    expect((await new ApiSession().get('/api/v1/me/sessions')).status).toBe(401);
  });

  it('ends one other session, refuses this one and unknown ids, and ends all the others at once', async () => {
    const { session, email } = await signedUpDeveloper('sessions-end');
    const firefox = await signInFrom(email, FIREFOX);
    const phone = await signInFrom(email, SAFARI_IOS);
    const laptop = await signInFrom(email, FIREFOX);
    const listed = (await session.get<SignedInSession[]>('/api/v1/me/sessions')).body;
    const current = listed.find((s) => s.current)!;

    const own = await session.request('DELETE', `/api/v1/me/sessions/${current.id}`);
    expect(own).toMatchObject({ status: 409, body: { message: 'This is the session you are using. Use Sign out to end it.' } });
    expect((await session.request('DELETE', '/api/v1/me/sessions/no-such-session')).status).toBe(404);
    // Someone else's session id is not found for this account.
    const stranger = await signedUpDeveloper('sessions-stranger');
    const strangerId = (await stranger.session.get<SignedInSession[]>('/api/v1/me/sessions')).body[0]!.id;
    expect((await session.request('DELETE', `/api/v1/me/sessions/${strangerId}`)).status).toBe(404);
    expect((await stranger.session.get('/api/v1/me')).status).toBe(200);
    expect((await session.request('DELETE', `/api/v1/me/sessions/${current.id}`, { csrf: false })).status).toBe(403);

    const phoneId = (await phone.get<SignedInSession[]>('/api/v1/me/sessions')).body.find((s) => s.current)!.id;
    expect((await session.request('DELETE', `/api/v1/me/sessions/${phoneId}`)).status).toBe(204);
    expect((await phone.get('/api/v1/me')).status).toBe(401);
    expect((await firefox.get('/api/v1/me')).status).toBe(200);
    expect((await session.get<SignedInSession[]>('/api/v1/me/sessions')).body.map((s) => s.id)).not.toContain(phoneId);

    expect((await session.request('DELETE', '/api/v1/me/sessions')).status).toBe(204);
    expect((await firefox.get('/api/v1/me')).status).toBe(401);
    expect((await laptop.get('/api/v1/me')).status).toBe(401);
    expect((await session.get('/api/v1/me')).status).toBe(200);
    expect((await session.get<SignedInSession[]>('/api/v1/me/sessions')).body.map((s) => s.current)).toEqual([true]);
  });

  it('lets an admin see where a developer is signed in and sign them out everywhere, and no one else', async () => {
    const { session, email, id } = await signedUpDeveloper('sessions-admin-target');
    const firefox = await signInFrom(email, FIREFOX);
    const bystander = await signedUpDeveloper('sessions-bystander');
    expect((await bystander.session.get(`/api/v1/admin/developers/${id}/sessions`)).status).toBe(403);
    expect((await bystander.session.request('DELETE', `/api/v1/admin/developers/${id}/sessions`)).status).toBe(403);
    expect((await session.get('/api/v1/me')).status).toBe(200);

    const admin = await signedInAdmin();
    // The developer's list as their Settings page shows it, none of it the admin's own.
    const listed = await admin.get<SignedInSession[]>(`/api/v1/admin/developers/${id}/sessions`);
    expect(listed.status).toBe(200);
    expect(listed.body.map((s) => s.id).sort()).toEqual(
      (await session.get<SignedInSession[]>('/api/v1/me/sessions')).body.map((s) => s.id).sort(),
    );
    expect(listed.body.map((s) => s.device)).toContain('Firefox on Linux');
    expect(listed.body.every((s) => !s.current)).toBe(true);
    expect((await admin.get('/api/v1/admin/developers/00000000-0000-4000-8000-000000000000/sessions')).status).toBe(404);
    expect((await admin.request('DELETE', '/api/v1/admin/developers/00000000-0000-4000-8000-000000000000/sessions')).status).toBe(404);
    expect((await admin.request('DELETE', `/api/v1/admin/developers/${id}/sessions`)).status).toBe(204);
    expect((await admin.get<SignedInSession[]>(`/api/v1/admin/developers/${id}/sessions`)).body).toEqual([]);
    expect((await session.get('/api/v1/me')).status).toBe(401);
    expect((await firefox.get('/api/v1/me')).status).toBe(401);
    expect((await bystander.session.get('/api/v1/me')).status).toBe(200);
    expect((await admin.get('/api/v1/me')).status).toBe(200);
    // The developer signs in again as usual.
    expect((await new ApiSession().signIn(email, STRONG_PASSWORD)).status).toBe(200);
  });
});
