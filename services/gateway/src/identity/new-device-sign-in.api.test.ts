import {
  forwardedFor,
  ownCallerAddress,
  ApiSession,
  STRONG_PASSWORD,
  authenticatorCode,
  mailsTo,
  signedUpDeveloper,
  waitForMailsMatching,
  type CaughtMail,
} from '@portal/test-kit';

const SUBJECT = 'New sign-in to your developer portal account';
const isNotice = (m: CaughtMail) => m.subject === SUBJECT;
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const browser = (userAgent: string, ip = ownCallerAddress()) => ({
  ip,
  session: new ApiSession(undefined, { 'user-agent': userAgent, 'x-forwarded-for': forwardedFor(ip) }),
});

const deviceCookie = (response: { headers: Headers }) => response.headers.getSetCookie().find((line) => line.startsWith('portal_device='));

describe('a sign-in from a new device', () => {
  it('mails the developer once per new browser, never for the sign-up browser or one seen before', async () => {
    const dev = await signedUpDeveloper('new-device');
    const laptop = browser(FIREFOX);
    const first = await laptop.session.signIn(dev.email, STRONG_PASSWORD);
    expect(first.status).toBe(200);
    // The browser's own name: long-lived, HttpOnly, and not cleared by signing out.
    expect(deviceCookie(first)).toMatch(/^portal_device=[A-Za-z0-9_-]{32}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=34560000/);
    const [notice] = await waitForMailsMatching(dev.email, isNotice);
    expect(notice?.text).toContain(`Device: Firefox on Windows\nIP address: ${laptop.ip}\nWhen: `);
    expect(notice?.text).toContain('/settings');
    expect(notice?.text).toContain('two-step verification');

    // The same browser again (after signing out), and the sign-up browser: both known, no mail.
    expect((await laptop.session.request('DELETE', '/api/v1/session')).status).toBe(204);
    const again = await laptop.session.signIn(dev.email, STRONG_PASSWORD);
    expect(again.status).toBe(200);
    expect(deviceCookie(again)?.split(';')[0]).toBe(deviceCookie(first)?.split(';')[0]);
    expect((await dev.session.signIn(dev.email, STRONG_PASSWORD)).status).toBe(200);

    // A third browser is new: its notice is the second, so the two sign-ins before it sent none.
    const phone = browser(SAFARI);
    expect((await phone.session.signIn(dev.email, STRONG_PASSWORD)).status).toBe(200);
    const notices = await waitForMailsMatching(dev.email, (m) => isNotice(m) && m.text.includes('Safari on iOS'));
    expect(notices).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await mailsTo(dev.email)).filter(isNotice)).toHaveLength(2);
  });

  it('waits for the second step: a password alone tells nobody, the completed sign-in does', async () => {
    const dev = await signedUpDeveloper('new-device-2fa');
    const setup = await dev.session.post<{ secret: string }>('/api/v1/me/two_factor/setup');
    const t0 = Date.now();
    expect(
      (
        await dev.session.post('/api/v1/me/two_factor', {
          code: authenticatorCode(setup.body.secret, 0, t0),
          currentPassword: STRONG_PASSWORD,
        })
      ).status,
    ).toBe(200);

    const other = browser(FIREFOX);
    const password = await other.session.post<{ challenge: string }>('/api/v1/session', { email: dev.email, password: STRONG_PASSWORD });
    expect(password.status).toBe(202);
    expect(deviceCookie(password)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await mailsTo(dev.email)).filter(isNotice)).toEqual([]);

    const done = await other.session.post('/api/v1/session/two_factor', {
      challenge: password.body.challenge,
      code: authenticatorCode(setup.body.secret, 1, t0),
    });
    expect(done.status).toBe(200);
    const [notice] = await waitForMailsMatching(dev.email, isNotice);
    expect(notice?.text).toContain('Device: Firefox on Windows');
    // Two-step verification is on: nothing to suggest.
    expect(notice?.text).not.toContain('Turning on two-step verification');
  });
});
