import { Client } from 'pg';
import {
  ApiSession,
  STRONG_PASSWORD,
  testEnv,
  eventually,
  mailsTo,
  signedInAdmin,
  signedUpDeveloper,
  uniqueEmail,
  uniqueId,
  waitForMailsMatching,
} from '@portal/test-kit';

const INVALID_LINK = 'This e-mail change link is invalid or has expired. Please ask for a new one on the Settings page.';

type Me = { id: string; email: string; emailConfirmed: boolean; pendingEmail: string | null };
type Fields = { fields: Record<string, string[]> };

/** The token of the newest change link mailed to the address. */
const changeToken = async (email: string, count = 1): Promise<string> => {
  const mails = await waitForMailsMatching(email, (m) => /confirm your new developer portal e-mail/i.test(m.subject), count);
  expect(mails).toHaveLength(count);
  const match = /confirm_email_change\?token=([^\s"&]+)/.exec(mails.at(-1)!.text);
  return decodeURIComponent(match![1]!);
};

const complete = (token: string) => new ApiSession().post<{ email: string } & Partial<Fields>>('/api/v1/email_changes/complete', { token });

describe('changing the sign-in e-mail address', () => {
  it('asks with the current password, takes effect by the link, and moves sign-in, lists and mail to the new address', async () => {
    const { session, email: old, id } = await signedUpDeveloper('email-old');
    const app = await session.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Email change app ') });
    expect(app.status).toBe(201);
    const fresh = uniqueEmail('email-new');

    const asked = await session.post<{ pendingEmail: string }>('/api/v1/me/email_changes', {
      email: ` ${fresh} `,
      currentPassword: STRONG_PASSWORD,
    });
    expect(asked).toMatchObject({ status: 202, body: { pendingEmail: fresh } });
    // Read-your-writes: the pending address shows at once, the sign-in address is still the old one.
    expect((await session.get<Me>('/api/v1/me')).body).toMatchObject({ email: old, pendingEmail: fresh });
    expect((await new ApiSession().signIn(fresh, STRONG_PASSWORD)).status).toBe(401);
    // Support sees it on the developer's edit page (identity's own view).
    const admin = await signedInAdmin();
    expect((await admin.get(`/api/v1/admin/developers/${id}`)).body).toMatchObject({
      email: old,
      email_confirmed: false,
      pending_email: fresh,
    });

    const token = await changeToken(fresh);
    // Followed in the signed-in browser: its next read shows the change (read-your-writes); again elsewhere: the same answer.
    const done = await session.post('/api/v1/email_changes/complete', { token });
    expect(done).toMatchObject({ status: 200, body: { email: fresh } });
    expect((await complete(token)).status).toBe(200);

    expect((await session.get<Me>('/api/v1/me')).body).toMatchObject({ email: fresh, emailConfirmed: true, pendingEmail: null });
    expect((await new ApiSession().signIn(old, STRONG_PASSWORD)).status).toBe(401);
    expect((await new ApiSession().signIn(fresh, STRONG_PASSWORD)).status).toBe(200);

    const notice = await waitForMailsMatching(old, (m) => /e-mail address was changed/i.test(m.subject));
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text).toContain(fresh);

    // The old address is free for someone else; the admin lists show and find the owner by the new one.
    expect((await new ApiSession().signUp(old, STRONG_PASSWORD)).status).toBe(201);
    // Another session reads the lists once the projection has the change.
    expect((await admin.get(`/api/v1/admin/developers/${id}`)).body).toMatchObject({
      email: fresh,
      email_confirmed: true,
      pending_email: null,
    });
    await eventually(async () => {
      const developers = await admin.get<{ id: string; email: string }[]>(
        `/api/v1/admin/developers?filters[search]=${encodeURIComponent(fresh)}`,
      );
      const apps = await admin.get<{ id: string; owner: { email: string | null } }[]>(
        `/api/v1/admin/developer_apps?filters[search]=${encodeURIComponent(fresh)}`,
      );
      return (
        JSON.stringify(developers.body.map((d) => [d.id, d.email])) === JSON.stringify([[id, fresh]]) &&
        JSON.stringify(apps.body.map((a) => [a.id, a.owner.email])) === JSON.stringify([[app.body.id, fresh]])
      );
    });
    // The apps service's own copy (activity, review and invitation mails) follows too.
    await eventually(async () => {
      const activity = await session.get<{ actor: { email: string | null } | null }[]>(`/api/v1/developer_apps/${app.body.id}/activity`);
      return activity.body.at(-1)?.actor?.email === fresh;
    });
  });

  it('sends critical e-mails to the new address (the notifications service follows the change)', async () => {
    const { session, id } = await signedUpDeveloper('email-recipient');
    const fresh = uniqueEmail('email-recipient-new');
    await session.post('/api/v1/me/email_changes', { email: fresh, currentPassword: STRONG_PASSWORD });
    expect((await complete(await changeToken(fresh))).status).toBe(200);
    const db = new Client({ connectionString: testEnv.postgresUrl('portal_notifications') });
    await db.connect();
    try {
      await eventually(async () => {
        const { rows } = await db.query<{ email: string }>('SELECT email FROM notification_recipients WHERE developer_id = $1', [id]);
        return rows[0]?.email === fresh;
      });
    } finally {
      await db.end();
    }
  });

  it('refuses a wrong password, a bad or taken address and the current one, each under its field', async () => {
    const { session, email } = await signedUpDeveloper('email-rules');
    const other = await signedUpDeveloper('email-taken');
    const ask = (body: Record<string, unknown>) => session.post<Fields>('/api/v1/me/email_changes', body);

    const wrong = await ask({ email: 'not-an-address', currentPassword: 'Wrong-passw0rd!' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.fields).toEqual({
      email: ['Please enter a valid email address'],
      currentPassword: ['Current password is incorrect'],
    });
    expect((await ask({ email: other.email.toUpperCase(), currentPassword: STRONG_PASSWORD })).body.fields).toEqual({
      email: ['This email address is already registered'],
    });
    expect((await ask({ email, currentPassword: STRONG_PASSWORD })).body.fields).toEqual({
      email: ['This is already your e-mail address'],
    });
    expect((await ask({ email: uniqueEmail('email-nopw') })).body.fields).toEqual({ currentPassword: ['Current password is required'] });
    expect((await new ApiSession().post('/api/v1/me/email_changes', { email: uniqueEmail('anon'), currentPassword: 'x' })).status).toBe(
      401,
    );
    expect((await session.get<Me>('/api/v1/me')).body.pendingEmail).toBeNull();
  });

  it('keeps only the newest request alive, and refuses an address taken before the link is followed', async () => {
    const { session } = await signedUpDeveloper('email-twice');
    const [first, second] = [uniqueEmail('email-first'), uniqueEmail('email-second')];
    expect((await session.post('/api/v1/me/email_changes', { email: first, currentPassword: STRONG_PASSWORD })).status).toBe(202);
    const firstToken = await changeToken(first);
    expect((await session.post('/api/v1/me/email_changes', { email: second, currentPassword: STRONG_PASSWORD })).status).toBe(202);
    const secondToken = await changeToken(second);

    const replaced = await complete(firstToken);
    expect(replaced.status).toBe(422);
    expect(replaced.body).toMatchObject({ message: INVALID_LINK, fields: { token: [INVALID_LINK] } });
    for (const token of ['', 'forged.token', `${secondToken.slice(0, -2)}xx`]) expect((await complete(token)).status).toBe(422);

    // Someone signs up with the pending address first: following the link is refused, nothing changes.
    expect((await new ApiSession().signUp(second, STRONG_PASSWORD)).status).toBe(201);
    const taken = await complete(secondToken);
    expect(taken.status).toBe(422);
    expect(taken.body.fields).toEqual({ email: ['This email address is already registered'] });
    expect((await session.get<Me>('/api/v1/me')).body).toMatchObject({ pendingEmail: second });
    expect(await mailsTo(first)).toHaveLength(1);
  });
});
