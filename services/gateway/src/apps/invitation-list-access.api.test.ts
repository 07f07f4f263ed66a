import {
  ApiSession,
  signedInAdmin,
  signedUpDeveloper,
  STRONG_PASSWORD,
  uniqueEmail,
  uniqueId,
  waitForMailsMatching,
} from '@portal/test-kit';

interface Invitation {
  id: string;
  email: string;
  role: string;
}

/** The owner's app with a pending invitation, and a collaborator of `role` who joined through the e-mailed link. */
async function appWithCollaborator(role: 'developer' | 'admin') {
  const owner = await signedUpDeveloper('invites-owner');
  const app = await owner.session.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Invites ') });
  expect(app.status).toBe(201);
  const email = uniqueEmail(`invites-${role}`);
  const invited = await owner.session.post<Invitation>('/api/v1/invitations', { developer_app_id: app.body.id, email, role });
  expect(invited.status).toBe(201);
  const [mail] = await waitForMailsMatching(email, (m) => m.text.includes(`/invitations/${invited.body.id}/accept`));
  const token = decodeURIComponent(/[?&]token=([^\s"&<]+)/.exec(mail!.text)![1]!);
  const collaborator = new ApiSession();
  expect((await collaborator.signUp(email, STRONG_PASSWORD)).status).toBe(201);
  expect((await collaborator.post(`/api/v1/invitations/${invited.body.id}/acceptance`, { token })).status).toBe(200);
  const pending = await owner.session.post<Invitation>('/api/v1/invitations', {
    developer_app_id: app.body.id,
    email: uniqueEmail('invites-pending'),
    role: 'admin',
  });
  expect(pending.status).toBe(201);
  return { owner: owner.session, appId: app.body.id, collaborator, pending: pending.body };
}

const list = (session: ApiSession, appId: string) =>
  session.get<Invitation[] & { message?: string }>(`/api/v1/invitations?developer_app_id=${appId}`);

describe('GET /api/v1/invitations: pending invitations are for who may update collaborators', () => {
  it('Given a developer collaborator, When they list the invitations, Then 403 and no invitee address', async () => {
    const { appId, collaborator, pending } = await appWithCollaborator('developer');
    const answer = await list(collaborator, appId);
    expect(answer.status).toBe(403);
    expect(JSON.stringify(answer.body)).not.toContain(pending.email);
    // The collaborators themselves stay readable to every role (spec §6 view rows).
    expect((await collaborator.get(`/api/v1/collaborators?developer_app_id=${appId}`)).status).toBe(200);
  });

  it('Given the owner, an admin collaborator and a platform admin, When they list, Then each sees the pending invitation', async () => {
    const { owner, appId, collaborator, pending } = await appWithCollaborator('admin');
    for (const session of [owner, collaborator, await signedInAdmin()]) {
      const answer = await list(session, appId);
      expect(answer.status).toBe(200);
      expect(answer.body.map((i) => i.email)).toContain(pending.email);
    }
  });

  it('Given a developer without a role on the app, When they list, Then 404 as for any of its routes', async () => {
    const { appId } = await appWithCollaborator('developer');
    const stranger = await signedUpDeveloper('invites-stranger');
    expect((await list(stranger.session, appId)).status).toBe(404);
  });
});
