import { randomUUID } from 'node:crypto';
import { mailsTo, signedUpDeveloper, uniqueEmail, uniqueId, waitForMails, type ApiSession } from '@portal/test-kit';

interface Invitation {
  id: string;
  email: string;
  role: string;
  status: string;
}
interface ErrorBody {
  message: string;
  fields?: Record<string, string[]>;
}

const invite = (session: ApiSession, appId: string, email: string, role: string, key: string) =>
  session.request<Invitation & ErrorBody>('POST', '/api/v1/invitations', {
    body: { developer_app_id: appId, email, role },
    headers: { 'idempotency-key': key },
  });

async function ownedApp(): Promise<{ session: ApiSession; appId: string }> {
  const { session } = await signedUpDeveloper('inviter');
  const created = await session.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Invites ') });
  expect(created.status).toBe(201);
  return { session, appId: created.body.id };
}

describe('inviting a collaborator with an Idempotency-Key', () => {
  it('answers a repeat with the invitation the first one made: one invitation, one e-mail', async () => {
    const { session, appId } = await ownedApp();
    const email = uniqueEmail('invited-once');
    const key = randomUUID();
    const first = await invite(session, appId, email, 'developer', key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await invite(session, appId, ` ${email.toUpperCase()} `, 'developer', key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);

    // Without the key, the same address is the pending invitation it is.
    const unkeyed = await session.post<ErrorBody>('/api/v1/invitations', { developer_app_id: appId, email, role: 'developer' });
    expect(unkeyed.status).toBe(422);
    expect(unkeyed.body.fields?.email).toEqual(['An invitation to this address is already pending']);

    const listed = await session.get<Invitation[]>(`/api/v1/invitations?developer_app_id=${appId}`);
    expect(listed.body.map((i) => i.id)).toEqual([first.body.id]);
    await waitForMails(email, 1);
    // The mail of a second invitation would follow the first's within the same moment: none does.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('makes one invitation when the same invite is sent at once; refuses the key with another address or role', async () => {
    const { session, appId } = await ownedApp();
    const email = uniqueEmail('invited-raced');
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => invite(session, appId, email, 'admin', key)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(2);

    const otherRole = await invite(session, appId, email, 'developer', key);
    expect(otherRole.status).toBe(422);
    expect(otherRole.body.fields?.['Idempotency-Key']).toEqual([
      'This Idempotency-Key was already used to create an invitation to another address or role: send a new key',
    ]);
    expect((await invite(session, appId, uniqueEmail('someone-else'), 'admin', key)).status).toBe(422);
  });

  it('answers 409 for the key of an invitation cancelled since', async () => {
    const { session, appId } = await ownedApp();
    const email = uniqueEmail('invited-cancelled');
    const key = randomUUID();
    const first = await invite(session, appId, email, 'developer', key);
    const cancelled = await session.request('PATCH', `/api/v1/invitations/${first.body.id}`, {
      body: { developer_app_id: appId, invitation: { status: 'canceled' } },
    });
    expect(cancelled.status).toBe(200);
    const again = await invite(session, appId, email, 'developer', key);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The invitation this Idempotency-Key created has been deleted: send a new key to create another');
    // A new key invites the address again.
    expect((await invite(session, appId, email, 'developer', randomUUID())).status).toBe(201);
  });
});
