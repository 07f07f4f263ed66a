import { randomUUID } from 'node:crypto';
import { ApiSession, mailsTo, STRONG_PASSWORD, uniqueEmail, waitForMails } from '@portal/test-kit';

interface SignedUp {
  user: { id: string; email: string };
  csrfToken: string;
  message?: string;
  fields?: Record<string, string[]>;
}

const ALREADY_REGISTERED = 'This email address is already registered';

const signUp = (session: ApiSession, email: string, key: string, password = STRONG_PASSWORD) =>
  session.request<SignedUp>('POST', '/api/v1/sign_up', {
    body: { firstName: 'Lost', lastName: 'Answer', email, password, passwordConfirmation: password },
    headers: { 'idempotency-key': key },
  });

describe('signing up with an Idempotency-Key', () => {
  it('signs in to the account a repeat of the same sign-up made: one account, one confirmation e-mail', async () => {
    const email = uniqueEmail('signed-up-once');
    const key = randomUUID();
    // The first answer (its cookie included) never reached the browser: a session of its own stands for it.
    const first = await signUp(new ApiSession(), email, key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();

    const browser = new ApiSession();
    const again = await signUp(browser, ` ${email.toUpperCase()} `, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.user.id).toBe(first.body.user.id);
    const me = await browser.get<{ id: string }>('/api/v1/me');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(first.body.user.id);

    await waitForMails(email, 1);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('is "already registered" for another key, another password, or without a key: nothing learnt, no session', async () => {
    const email = uniqueEmail('signed-up-taken');
    const key = randomUUID();
    expect((await signUp(new ApiSession(), email, key)).status).toBe(201);
    for (const [other, password] of [
      [randomUUID(), STRONG_PASSWORD],
      [key, `${STRONG_PASSWORD}x`],
    ] as const) {
      const browser = new ApiSession();
      const refused = await signUp(browser, email, other, password);
      expect(refused.status).toBe(422);
      expect(refused.body.fields?.email).toEqual([ALREADY_REGISTERED]);
      expect((await browser.get('/api/v1/me')).status).toBe(401);
    }
    const unkeyed = await new ApiSession().signUp(email, STRONG_PASSWORD);
    expect(unkeyed.status).toBe(422);
  });

  it('makes one account when the same sign-up is sent at once', async () => {
    const email = uniqueEmail('signed-up-raced');
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => signUp(new ApiSession(), email, key)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.user.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(2);
  });
});
