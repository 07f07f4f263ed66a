import { eventContractProblems } from '@portal/contracts';
import { BULK_MAIL_QUEUE } from '@portal/mailer';
import { ApiSession, eventually, internalGet, mailsTo, STRONG_PASSWORD, testEnv, uniqueEmail, uniqueId } from '@portal/test-kit';
import IORedis from 'ioredis';
import { Client } from 'pg';

type AdminNotification = {
  id: string;
  title: string;
  critical: boolean;
  draft: boolean;
  show_after: string | null;
  visible: boolean;
  visible_by_show_after: boolean;
};
type Notification = { id: string; title: string; read_at: string | null };
type ErrorBody = { message: string; errors: string[]; fields?: Record<string, string[]> };
type StoredEvent = { type: string; streamId: string; position: number; data: Record<string, unknown> };

const ADMIN_PASSWORD = process.env.PORTAL_DEMO_PASSWORD ?? 'Portal-demo-1!';
const NOTIFICATIONS_URL = process.env.NOTIFICATIONS_URL ?? 'http://127.0.0.1:4005';
const BASE = '/api/v1/admin/notifications';

const signedInDeveloper = async (): Promise<{ session: ApiSession; id: string; email: string }> => {
  const session = new ApiSession();
  const email = uniqueEmail('notif');
  const signUp = await session.signUp(email, STRONG_PASSWORD);
  expect(signUp.status).toBe(201);
  return { session, id: signUp.body.user.id, email };
};

const eventAt = async (positionHeader: string | null): Promise<StoredEvent> => {
  const position = Number(positionHeader!.split(':')[1]);
  const [event] = await internalGet<StoredEvent[]>(NOTIFICATIONS_URL, `/events?after=${position - 1}&limit=1`);
  return event!;
};

const dayFromToday = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('notifications through the gateway', () => {
  const admin = new ApiSession();
  const created: string[] = [];
  const create = async (fields: Record<string, unknown>) => {
    const response = await admin.post<AdminNotification>(BASE, {
      title: uniqueId('Title '),
      summary: 'Summary',
      body: 'Body **md**',
      ...fields,
    });
    if (response.status === 201) created.push(response.body.id);
    return response;
  };

  beforeAll(async () => {
    expect((await admin.signIn('admin@example.com', ADMIN_PASSWORD)).status).toBe(200);
  });
  // The feed is shared by every developer: leave no visible announcement behind.
  afterAll(async () => {
    for (const id of created) await admin.request('DELETE', `${BASE}/${id}`);
  });

  it('hides drafts and future show_after from developers and lists them for admins with their flags', async () => {
    const draft = await create({ draft: true });
    const future = await create({ show_after: dayFromToday(2) });
    const past = await create({ show_after: dayFromToday(-1) });
    expect([draft.status, future.status, past.status]).toEqual([201, 201, 201]);
    expect(draft.body).toMatchObject({ draft: true, visible: false, visible_by_show_after: true });
    expect(future.body).toMatchObject({ draft: false, visible: true, visible_by_show_after: false, show_after: dayFromToday(2) });

    const adminList = await admin.get<AdminNotification[]>(BASE);
    expect(adminList.status).toBe(200);
    const byId = new Map(adminList.body.map((n) => [n.id, n]));
    expect(byId.get(draft.body.id)).toMatchObject({ visible: false, visible_by_show_after: true });
    expect(byId.get(future.body.id)).toMatchObject({ visible: true, visible_by_show_after: false });
    expect(byId.get(past.body.id)).toMatchObject({ visible: true, visible_by_show_after: true });

    const { session } = await signedInDeveloper();
    const feed = await eventually(async () => {
      const list = await session.get<Notification[]>('/api/v1/notifications');
      return list.body.some((n) => n.id === past.body.id) && list.body;
    });
    const ids = feed.map((n) => n.id);
    expect(ids).not.toContain(draft.body.id);
    expect(ids).not.toContain(future.body.id);
    expect((await session.get(`/api/v1/notifications/${draft.body.id}`)).status).toBe(404);
    expect((await session.get(`/api/v1/notifications/${future.body.id}`)).status).toBe(404);
    expect((await session.request('PATCH', `/api/v1/notifications/${draft.body.id}`)).status).toBe(404);
  });

  it('lists the feed newest first with the developer’s own read_at', async () => {
    const first = await create({});
    const second = await create({});
    const { session } = await signedInDeveloper();
    const feed = await eventually(async () => {
      const list = (await session.get<(Notification & { created_at: string })[]>('/api/v1/notifications')).body;
      return list.some((n) => n.id === second.body.id) && list;
    });
    const mine = feed.filter((n) => n.id === first.body.id || n.id === second.body.id);
    expect(mine.map((n) => n.id)).toEqual([second.body.id, first.body.id]);
    expect(mine.every((n) => n.read_at === null)).toBe(true);
    const dates = feed.map((n) => n.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('answers a repeated create with the same Idempotency-Key with the first one: one notification, one event', async () => {
    const key = uniqueId('notif-key-');
    const fields = { title: uniqueId('Once '), summary: 'Summary', body: 'Body', draft: true };
    const send = (title = fields.title) =>
      admin.request<AdminNotification & ErrorBody>('POST', BASE, { body: { ...fields, title }, headers: { 'idempotency-key': key } });
    const first = await send();
    expect(first.status).toBe(201);
    created.push(first.body.id);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const [again, racing] = await Promise.all([send(), send()]);
    for (const answer of [again, racing]) {
      expect(answer.status).toBe(201);
      expect(answer.headers.get('idempotent-replayed')).toBe('true');
      expect(answer.body).toMatchObject({ id: first.body.id, title: fields.title });
      expect(answer.headers.get('x-portal-position')).toBe(first.headers.get('x-portal-position'));
      expect(answer.headers.get('etag')).toBe(first.headers.get('etag'));
    }
    const listed = await admin.get<AdminNotification[]>(BASE);
    expect(listed.body.filter((n) => n.title === fields.title)).toHaveLength(1);

    const other = await send(uniqueId('Other '));
    expect(other.status).toBe(422);
    expect(other.body.fields).toEqual({
      'Idempotency-Key': ['This Idempotency-Key was already used to create another notification: send a new key'],
    });
    expect((await admin.request('DELETE', `${BASE}/${first.body.id}`)).status).toBe(204);
    const afterDelete = await send();
    expect(afterDelete.status).toBe(409);
    expect(afterDelete.body.message).toBe(
      'The notification this Idempotency-Key created has been deleted: send a new key to create another',
    );
  });

  it('answers missing title, summary and body with field errors', async () => {
    const response = await admin.post<ErrorBody>(BASE, { title: ' ', critical: false });
    expect(response.status).toBe(422);
    expect(response.body.fields).toEqual({ title: ['Title is required'], summary: ['Summary is required'], body: ['Body is required'] });
    expect(response.body.errors).toEqual(['Title is required', 'Summary is required', 'Body is required']);
  });

  it.each(['2026-13-01', '2026-02-30', '01/02/2026', 'soon'])('refuses show_after %s', async (showAfter) => {
    const response = await admin.post<ErrorBody>(BASE, { title: 'T', summary: 'S', body: 'B', show_after: showAfter });
    expect(response.status).toBe(422);
    expect(response.body.fields).toEqual({ show_after: ['Show after must be a date in the format YYYY-mm-dd'] });
  });

  it('forces a critical one out of draft and show_after, and refuses changing critical on edit', async () => {
    const plain = await create({});
    const changed = await admin.request<ErrorBody>('PATCH', `${BASE}/${plain.body.id}`, { body: { critical: true } });
    expect(changed.status).toBe(422);
    expect(changed.body.fields).toEqual({ critical: ['Critical can only be set when creating a notification'] });
    expect((await admin.request('PATCH', `${BASE}/${plain.body.id}`, { body: { critical: false, title: 'Same critical' } })).status).toBe(
      200,
    );
  });

  it('keeps every admin route for admins', async () => {
    const { session } = await signedInDeveloper();
    expect((await session.get(BASE)).status).toBe(403);
    expect((await session.post(BASE, { title: 'T', summary: 'S', body: 'B' })).status).toBe(403);
    const target = await create({ draft: true });
    expect((await session.get(`${BASE}/${target.body.id}`)).status).toBe(403);
    expect((await session.request('PATCH', `${BASE}/${target.body.id}`, { body: { title: 'x' } })).status).toBe(403);
    expect((await session.request('DELETE', `${BASE}/${target.body.id}`)).status).toBe(403);
    expect((await new ApiSession().get(BASE)).status).toBe(401);
  });

  it('honours If-Match with ETags, and a deleted one is gone everywhere', async () => {
    const { body, headers } = await create({ draft: true });
    expect(headers.get('etag')).toBe('W/"1"');
    // Not what this test is about: tolerate a projection lagging past the read-your-writes wait.
    const read = await eventually(async () => {
      const response = await admin.get<AdminNotification>(`${BASE}/${body.id}`);
      return response.status === 200 && response;
    });
    expect(read.headers.get('etag')).toBe('W/"1"');

    const updated = await admin.request<AdminNotification>('PATCH', `${BASE}/${body.id}`, {
      body: { title: 'Edited', show_after: dayFromToday(1) },
      headers: { 'if-match': 'W/"1"' },
    });
    expect(updated.status).toBe(200);
    expect(updated.headers.get('etag')).toBe('W/"2"');
    expect(updated.body).toMatchObject({ title: 'Edited', draft: true, show_after: dayFromToday(1) });
    expect((await admin.get(`${BASE}/${body.id}`)).headers.get('etag')).toBe('W/"2"');

    const stale = await admin.request<ErrorBody>('PATCH', `${BASE}/${body.id}`, {
      body: { title: 'Lost' },
      headers: { 'if-match': 'W/"1"' },
    });
    expect(stale.status).toBe(412);
    const malformed = await admin.request('PATCH', `${BASE}/${body.id}`, { body: { title: 'Lost' }, headers: { 'if-match': 'W/one' } });
    expect(malformed.status).toBe(400);
    expect((await admin.request('DELETE', `${BASE}/${body.id}`, { headers: { 'if-match': 'W/"1"' } })).status).toBe(412);

    const deleted = await admin.request('DELETE', `${BASE}/${body.id}`, { headers: { 'if-match': 'W/"2"' } });
    expect(deleted.status).toBe(204);
    expect((await admin.get(`${BASE}/${body.id}`)).status).toBe(404);
    expect((await admin.get<AdminNotification[]>(BASE)).body.map((n) => n.id)).not.toContain(body.id);
    expect((await admin.request('PATCH', `${BASE}/${body.id}`, { body: { title: 'x' } })).status).toBe(404);
    expect((await admin.request('DELETE', `${BASE}/${body.id}`)).status).toBe(404);
    expect(eventContractProblems(await eventAt(deleted.headers.get('x-portal-position')))).toEqual([]);
  });

  it('marks read idempotently, and the next list already shows it read', async () => {
    const one = await create({});
    const two = await create({});
    const { session, id: developerId } = await signedInDeveloper();
    await eventually(async () => (await session.get(`/api/v1/notifications/${two.body.id}`)).status === 200);

    const marked = await session.request<Notification>('PATCH', `/api/v1/notifications/${one.body.id}`);
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ id: one.body.id, read_at: expect.any(String) });
    const position = marked.headers.get('x-portal-position');
    expect(position).toMatch(/^notifications:\d+$/);

    // Read-your-writes: no waiting, no stale answer, the bell's count drops at once.
    const list = await session.get<Notification[]>('/api/v1/notifications');
    expect(list.headers.get('x-portal-stale')).toBeNull();
    expect(list.body.find((n) => n.id === one.body.id)?.read_at).toBe(marked.body.read_at);
    expect(list.body.find((n) => n.id === two.body.id)?.read_at).toBeNull();

    const again = await session.request<Notification>('PATCH', `/api/v1/notifications/${one.body.id}`);
    expect(again.status).toBe(200);
    expect(again.body.read_at).toBe(marked.body.read_at);
    expect(again.headers.get('x-portal-position')).toBe(position);

    const other = await session.request<Notification>('PATCH', `/api/v1/notifications/${two.body.id}`);
    expect((await session.get<Notification>(`/api/v1/notifications/${two.body.id}`)).body.read_at).toBe(other.body.read_at);

    const event = await eventAt(position);
    expect(event).toMatchObject({ type: 'notifications.read_state.announcement_read', data: { developerId, announcementId: one.body.id } });
    expect(eventContractProblems(event)).toEqual([]);
    const after = await internalGet<StoredEvent[]>(NOTIFICATIONS_URL, `/events?after=${event.position}&limit=5000`);
    const reads = after.filter((e) => e.data.developerId === developerId && e.data.announcementId === one.body.id);
    expect(reads).toEqual([]);

    // Another developer's read state is their own.
    const { session: someoneElse } = await signedInDeveloper();
    const theirs = await eventually(async () => (await someoneElse.get<Notification>(`/api/v1/notifications/${one.body.id}`)).body);
    expect(theirs.read_at).toBeNull();
  });

  it('marks all listed ones read at once, leaves out a draft and an unknown id, and answers bad lists with 422', async () => {
    const one = await create({});
    const two = await create({});
    const draft = await create({ draft: true });
    const { session, id: developerId } = await signedInDeveloper();
    await eventually(async () => (await session.get(`/api/v1/notifications/${two.body.id}`)).status === 200);
    const first = await session.request<Notification>('PATCH', `/api/v1/notifications/${one.body.id}`);

    const ids = [one.body.id, two.body.id, draft.body.id, '00000000-0000-4000-8000-000000000000'];
    const all = await session.post<{ marked: number }>('/api/v1/notification_reads', { notification_ids: ids });
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ marked: 1 });
    expect(all.headers.get('x-portal-position')).toMatch(/^notifications:\d+$/);
    // Read-your-writes: the list shows both read at once, the earlier read keeping its time.
    const list = await session.get<Notification[]>('/api/v1/notifications');
    expect(list.body.find((n) => n.id === one.body.id)?.read_at).toBe(first.body.read_at);
    expect(list.body.find((n) => n.id === two.body.id)?.read_at).toEqual(expect.any(String));
    expect(list.body.find((n) => n.id === draft.body.id)).toBeUndefined();
    const event = await eventAt(all.headers.get('x-portal-position'));
    expect(event).toMatchObject({ type: 'notifications.read_state.announcement_read', data: { developerId, announcementId: two.body.id } });

    expect((await session.post<{ marked: number }>('/api/v1/notification_reads', { notification_ids: ids })).body).toEqual({
      marked: 0,
    });
    for (const body of [{}, { notification_ids: [] }, { notification_ids: 'x' }, { notification_ids: ['not-a-uuid'] }]) {
      const bad = await session.post<ErrorBody>('/api/v1/notification_reads', body);
      expect(bad.status).toBe(422);
      expect(bad.body.fields).toBeDefined();
    }
    expect((await new ApiSession().post('/api/v1/notification_reads', { notification_ids: [one.body.id] })).status).toBe(401);
  });

  it('mails a critical announcement once to an opted-in developer, none to an opted-out one, and unsubscribes by link', async () => {
    const optedIn = await signedInDeveloper();
    const optedOut = await signedInDeveloper();
    const off = await optedOut.session.request<{ critical_emails: boolean }>('PATCH', '/api/v1/me/notification_preferences', {
      body: { critical_emails: false },
    });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ critical_emails: false });
    expect((await optedOut.session.get('/api/v1/me/notification_preferences')).body).toEqual({ critical_emails: false });
    expect((await optedIn.session.get('/api/v1/me/notification_preferences')).body).toEqual({ critical_emails: true });

    // Recipients come from identity's events; the announcement must not overtake the sign-up.
    const db = new Client({ connectionString: testEnv.postgresUrl('portal_notifications') });
    await db.connect();
    try {
      await eventually(async () => {
        const { rows } = await db.query<{ n: string }>(
          'SELECT count(*) AS n FROM notification_recipients WHERE developer_id = ANY($1) AND email IS NOT NULL',
          [[optedIn.id, optedOut.id]],
        );
        return Number(rows[0]!.n) === 2;
      }, 30000);
    } finally {
      await db.end();
    }

    const title = uniqueId('Critical ');
    const started = Date.now();
    const critical = await create({
      title,
      body: '# Heads up\n\n<script>alert(1)</script> [x](javascript:alert(1))',
      critical: true,
      draft: true,
      show_after: '2030-01-01',
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(critical.status).toBe(201);
    expect(critical.body).toMatchObject({ critical: true, draft: false, show_after: null, visible: true });
    const event = await eventAt(critical.headers.get('x-portal-position'));
    expect(eventContractProblems(event)).toEqual([]);

    const subject = `Critical: ${title}`;
    const criticalMailsTo = async (address: string) => (await mailsTo(address)).filter((m) => m.subject === subject);
    const [mail] = await eventually(async () => {
      const mails = await criticalMailsTo(optedIn.email);
      return mails.length > 0 && mails;
    }, 60000);
    expect(mail!.html).not.toMatch(/<script|href="javascript:/i);
    const token = /unsubscribe\?token=([^\s"&]+)/.exec(mail!.text)?.[1];
    expect(token).toBeDefined();
    expect(JSON.stringify(event)).not.toContain(decodeURIComponent(token!));

    // Let this announcement's fan-out drain before counting what each developer got.
    let settled = -1;
    await eventually(
      async () => {
        const count = (await criticalMailsTo('')).length;
        const same = count === settled;
        settled = count;
        return same;
      },
      90000,
      1500,
    );
    expect(await criticalMailsTo(optedIn.email)).toHaveLength(1);
    expect(await criticalMailsTo(optedOut.email)).toHaveLength(0);
    // And by the BullMQ job ids the fan-out derives from (announcement, developer): one job, none.
    const redis = new IORedis(testEnv.redisUrl);
    try {
      expect(await redis.exists(`portal:${BULK_MAIL_QUEUE}:critical-${critical.body.id}-${optedIn.id}`)).toBe(1);
      expect(await redis.exists(`portal:${BULK_MAIL_QUEUE}:critical-${critical.body.id}-${optedOut.id}`)).toBe(0);
    } finally {
      redis.disconnect();
    }

    const unsubscribed = await optedIn.session.post<{ critical_emails: boolean }>('/api/v1/notification_preferences/unsubscribe', {
      token: decodeURIComponent(token!),
    });
    expect(unsubscribed.status).toBe(200);
    expect(unsubscribed.body).toEqual({ critical_emails: false });
    expect((await optedIn.session.get('/api/v1/me/notification_preferences')).body).toEqual({ critical_emails: false });
    const twice = await new ApiSession().post('/api/v1/notification_preferences/unsubscribe', { token: decodeURIComponent(token!) });
    expect(twice.status).toBe(200);
    const forged = await new ApiSession().post<ErrorBody>('/api/v1/notification_preferences/unsubscribe', { token: `${token}x` });
    expect(forged.status).toBe(422);
    expect(forged.body.fields?.token).toHaveLength(1);
  });
});
