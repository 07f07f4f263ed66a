import {
  ApiSession,
  STRONG_PASSWORD,
  authenticatorCode,
  eventually,
  forwardedFor,
  ownCallerAddress,
  signedInAdmin,
  signedUpDeveloper,
} from '@portal/test-kit';

interface SecurityEvent {
  id: string;
  action: string;
  occurredAt: string;
  byAdministrator: boolean;
  details: Record<string, unknown>;
}

const NEW_PASSWORD = 'Security-log-Passw0rd!';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const log = (session: ApiSession, path = '/api/v1/me/security_events') => session.get<SecurityEvent[]>(path);
const actions = (events: SecurityEvent[]) => events.map((e) => e.action);

describe('the security log', () => {
  it("shows the account's own security events newest first, each change at once, paged like every list", async () => {
    const dev = await signedUpDeveloper('security-log');
    // The sign-up browser is recorded apart from the sign-up command: it arrives a moment later.
    const start = await eventually(async () => {
      const answer = await log(dev.session);
      return answer.body.some((e) => e.action === 'new_device_sign_in') && answer;
    });
    expect(start.status).toBe(200);
    expect(start.headers.get('cache-control')).toBe('private, no-store');
    expect(actions(start.body).sort()).toEqual(['account_created', 'new_device_sign_in']);
    expect(start.body.find((e) => e.action === 'new_device_sign_in')?.details).toMatchObject({ firstDevice: true });

    const changed = await dev.session.request('PUT', '/api/v1/me/password', {
      body: { currentPassword: STRONG_PASSWORD, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    });
    expect(changed.status).toBe(204);
    // This session's own change is in its next read (read-your-writes), first.
    const afterChange = await log(dev.session);
    expect(afterChange.body[0]).toMatchObject({ action: 'password_changed', byAdministrator: false, details: { via: 'settings' } });
    expect(Date.parse(afterChange.body[0]!.occurredAt)).toBeGreaterThan(Date.now() - 60_000);

    const ip = ownCallerAddress();
    const laptop = new ApiSession(undefined, { 'user-agent': FIREFOX, 'x-forwarded-for': forwardedFor(ip) });
    expect((await laptop.signIn(dev.email, NEW_PASSWORD)).status).toBe(200);
    const signedIn = await eventually(async () => (await log(dev.session)).body.find((e) => e.details.device === 'Firefox on Windows'));
    expect(signedIn).toMatchObject({ action: 'new_device_sign_in', details: { ip, firstDevice: false } });

    const first = await dev.session.get<SecurityEvent[]>('/api/v1/me/security_events?per_page=2');
    expect(first.headers.get('total')).toBe('4');
    expect(first.headers.get('per-page')).toBe('2');
    const second = await dev.session.get<SecurityEvent[]>('/api/v1/me/security_events?per_page=2&page=2');
    expect([...first.body, ...second.body].map((e) => e.id)).toEqual((await log(dev.session)).body.map((e) => e.id));
    expect(actions(second.body).at(-1)).toBe('account_created');
    expect((await dev.session.get('/api/v1/me/security_events?per_page=101')).status).toBe(422);

    // Signing one other session out is in the log at once, naming the browser it was on.
    const sessions = await dev.session.get<{ id: string; device: string | null }[]>('/api/v1/me/sessions');
    const laptopSession = sessions.body.find((s) => s.device === 'Firefox on Windows')!;
    expect((await dev.session.request('DELETE', `/api/v1/me/sessions/${laptopSession.id}`)).status).toBe(204);
    expect((await log(dev.session)).body[0]).toMatchObject({
      action: 'sessions_ended',
      byAdministrator: false,
      details: { scope: 'one', device: 'Firefox on Windows' },
    });
    expect((await laptop.get('/api/v1/me')).status).toBe(401);

    // Signing every other session out is in the log at once too.
    expect((await dev.session.request('DELETE', '/api/v1/me/sessions')).status).toBe(204);
    expect((await log(dev.session)).body[0]).toMatchObject({
      action: 'sessions_ended',
      byAdministrator: false,
      details: { scope: 'others' },
    });
  });

  it("is the account's own: another developer sees only theirs, an admin reads anyone's and sees what an admin did", async () => {
    const dev = await signedUpDeveloper('security-log-admin');
    const setup = await dev.session.post<{ secret: string }>('/api/v1/me/two_factor/setup');
    const code = authenticatorCode(setup.body.secret, 0, Date.now());
    expect((await dev.session.post('/api/v1/me/two_factor', { code, currentPassword: STRONG_PASSWORD })).status).toBe(200);

    const other = await signedUpDeveloper('security-log-other');
    expect(actions((await log(other.session)).body)).not.toContain('two_factor_enabled');
    expect((await log(other.session, `/api/v1/admin/developers/${dev.id}/security_events`)).status).toBe(403);
    expect((await log(new ApiSession())).status).toBe(401);

    const admin = await signedInAdmin();
    expect((await admin.request('DELETE', `/api/v1/admin/developers/${dev.id}/two_factor`)).status).toBe(204);
    const seen = await log(admin, `/api/v1/admin/developers/${dev.id}/security_events`);
    expect(seen.status).toBe(200);
    expect(seen.body.slice(0, 2).map((e) => [e.action, e.byAdministrator])).toEqual([
      ['two_factor_disabled', true],
      ['two_factor_enabled', false],
    ]);
    const own = await eventually(async () => (await log(dev.session)).body.find((e) => e.action === 'two_factor_disabled'));
    expect(own.byAdministrator).toBe(true);

    expect((await admin.request('DELETE', `/api/v1/admin/developers/${dev.id}/sessions`)).status).toBe(204);
    expect((await log(admin, `/api/v1/admin/developers/${dev.id}/security_events`)).body[0]).toMatchObject({
      action: 'sessions_ended',
      byAdministrator: true,
      details: { scope: 'all' },
    });
    expect((await admin.get('/api/v1/admin/developers/00000000-0000-4000-8000-000000000000/security_events')).status).toBe(404);
  });
});
