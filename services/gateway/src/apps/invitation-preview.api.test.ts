import { ApiSession, signedUpDeveloper, STRONG_PASSWORD, uniqueEmail, uniqueId, waitForMailsMatching } from '@portal/test-kit';

interface Preview {
  id: string;
  app_name: string;
  inviter_name: string | null;
  role: string;
  sent_to: string;
  status: string;
  addressed_to_you: boolean | null;
}
interface Invitation {
  id: string;
  email: string;
}

const signUpAs = async (email: string, names: { firstName: string; lastName: string }) => {
  const session = new ApiSession();
  expect((await session.signUp(email, STRONG_PASSWORD, names)).status).toBe(201);
  return session;
};

/** The owner (Ada Lovelace) invites `typed`; answers the invitation and the token of the e-mailed link. */
async function invitation(typed: string, role = 'admin') {
  const owner = await signUpAs(uniqueEmail('preview-owner'), { firstName: 'Ada', lastName: 'Lovelace' });
  const appName = uniqueId('Site Diary ');
  const app = await owner.post<{ id: string }>('/api/v1/developer_apps', { internal_name: appName });
  expect(app.status).toBe(201);
  const invited = await owner.post<Invitation>('/api/v1/invitations', { developer_app_id: app.body.id, email: typed, role });
  expect(invited.status).toBe(201);
  const lower = typed.trim().toLowerCase();
  const [mail] = await waitForMailsMatching(lower, (m) => m.text.includes(`/invitations/${invited.body.id}/accept`));
  const token = decodeURIComponent(/[?&]token=([^\s"&<]+)/.exec(mail!.text)![1]!);
  return { owner, appId: app.body.id, appName, invitation: invited.body, token };
}

const preview = (session: ApiSession, id: string, token: string) =>
  session.get<Preview>(`/api/v1/invitations/${id}/acceptance?token=${encodeURIComponent(token)}`);

describe('GET /api/v1/invitations/{id}/acceptance: the accept page before anyone clicks', () => {
  it('Given an invitation typed in upper case, When it is stored, Then it is lower case everywhere and the e-mail goes there', async () => {
    const local = uniqueId('qa.collab+');
    const { owner, appId, invitation: made } = await invitation(` ${local.toUpperCase()}@EXAMPLE.COM `);
    expect(made.email).toBe(`${local}@example.com`);
    const listed = await owner.get<Invitation[]>(`/api/v1/invitations?developer_app_id=${appId}`);
    expect(listed.body.map((i) => i.email)).toEqual([`${local}@example.com`]);
    // The same address in another case is the pending invitation it is.
    const again = await owner.post<{ fields?: Record<string, string[]> }>('/api/v1/invitations', {
      developer_app_id: appId,
      email: `${local}@Example.com`,
      role: 'developer',
    });
    expect(again.status).toBe(422);
    expect(again.body.fields?.email).toEqual(['An invitation to this address is already pending']);
  });

  it('Given the link, When read signed out, Then it names the app, the inviter and the role, the address masked', async () => {
    const email = uniqueEmail('preview-out');
    const { appName, invitation: made, token } = await invitation(email);
    const answer = await preview(new ApiSession(), made.id, token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: made.id,
      app_name: appName,
      inviter_name: 'Ada Lovelace',
      role: 'admin',
      sent_to: `p•••${email.split('@')[0]!.at(-1)}@example.com`,
      status: 'pending',
      addressed_to_you: null,
    });
  });

  it('Given the link, When read by another account, Then it says before any click that it is not theirs; the invitee may accept', async () => {
    const email = uniqueEmail('preview-in');
    const { invitation: made, token } = await invitation(email.toUpperCase(), 'developer');
    const wrong = await signedUpDeveloper('preview-wrong');
    expect((await preview(wrong.session, made.id, token)).body.addressed_to_you).toBe(false);
    const invitee = await signUpAs(email, { firstName: 'Grace', lastName: 'Hopper' });
    expect((await preview(invitee, made.id, token)).body).toMatchObject({ addressed_to_you: true, status: 'pending', role: 'developer' });
    expect((await invitee.post(`/api/v1/invitations/${made.id}/acceptance`, { token })).status).toBe(200);
    // Accepted: the member may open it again; for anybody else it is gone, as accepting it is.
    expect((await preview(invitee, made.id, token)).body).toMatchObject({ status: 'accepted', addressed_to_you: true });
    expect((await preview(wrong.session, made.id, token)).status).toBe(404);
    expect((await wrong.session.post(`/api/v1/invitations/${made.id}/acceptance`, { token })).status).toBe(404);
  });

  it('Given an accepted invitation whose member was removed, When they open the link again, Then preview and accept both say it is gone', async () => {
    const email = uniqueEmail('preview-removed');
    const { owner, appId, invitation: made, token } = await invitation(email, 'developer');
    const invitee = new ApiSession();
    const signedUp = await invitee.signUp(email, STRONG_PASSWORD, { firstName: 'Grace', lastName: 'Hopper' });
    expect(signedUp.status).toBe(201);
    expect((await invitee.post(`/api/v1/invitations/${made.id}/acceptance`, { token })).status).toBe(200);
    expect((await owner.request('DELETE', `/api/v1/collaborators/${signedUp.body.user.id}?developer_app_id=${appId}`)).status).toBe(204);
    // Not "sent to another account" (it is the same person): the link is as dead as the acceptance finds it.
    const seen = await preview(invitee, made.id, token);
    expect(seen.status).toBe(404);
    expect(JSON.stringify(seen.body)).not.toContain('addressed_to_you');
    expect((await invitee.post(`/api/v1/invitations/${made.id}/acceptance`, { token })).status).toBe(404);
    // Signed out nobody is known yet: the page shows the invitation and asks to sign in, then decides as above.
    expect((await preview(new ApiSession(), made.id, token)).body).toMatchObject({ status: 'accepted', addressed_to_you: null });
  });

  it('Given a wrong token, another invitation’s token or a cancelled invitation, When read, Then 404 and nothing about the app', async () => {
    const first = await invitation(uniqueEmail('preview-a'));
    const second = await invitation(uniqueEmail('preview-b'));
    const anonymous = new ApiSession();
    for (const [id, token] of [
      [first.invitation.id, 'not-a-token'],
      [first.invitation.id, second.token],
      [first.invitation.id, `${first.token.split('.')[0]}.forged`],
    ] as const) {
      const answer = await preview(anonymous, id, token);
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain(first.appName);
    }
    const cancelled = await first.owner.request('PATCH', `/api/v1/invitations/${first.invitation.id}`, {
      body: { developer_app_id: first.appId, invitation: { status: 'canceled' } },
    });
    expect(cancelled.status).toBe(200);
    expect((await preview(anonymous, first.invitation.id, first.token)).status).toBe(404);
  });
});

describe('redirect URIs with another scheme than https', () => {
  it('Given javascript: on line 4, When saved, Then the message says it is not an https URL; http keeps its localhost hint', async () => {
    const { session } = await signedUpDeveloper('redirect-scheme');
    const app = await session.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Redirects ') });
    const refused = await session.request<{ fields: Record<string, string[]> }>('PATCH', `/api/v1/developer_apps/${app.body.id}`, {
      body: {
        developer_app: { redirect_uri: 'https://a.example.com/cb\nhttp://example.com\nurn:ietf:wg:oauth:2.0:oob\njavascript:alert(1)' },
      },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.fields.redirect_uri).toEqual([
      'Line 2: "http://example.com" must use https (http is only allowed for localhost)',
      'Line 4: "javascript:alert(1)" is not an https URL',
    ]);
  });
});
