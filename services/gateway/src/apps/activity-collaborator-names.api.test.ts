import { ApiSession, eventually, signedUpDeveloper, STRONG_PASSWORD, uniqueEmail, uniqueId, waitForMailsMatching } from '@portal/test-kit';

interface Entry {
  type: string;
  summary: string;
}

describe("the app's Activity names the collaborator a role change or a removal is about", () => {
  it('Given a collaborator promoted, then removed, When the owner reads Activity, Then both entries name them', async () => {
    const owner = await signedUpDeveloper('activity-owner');
    const app = await owner.session.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Activity ') });
    expect(app.status).toBe(201);
    const email = uniqueEmail('activity-collab');
    const invited = await owner.session.post<{ id: string }>('/api/v1/invitations', {
      developer_app_id: app.body.id,
      email,
      role: 'developer',
    });
    expect(invited.status).toBe(201);
    const [mail] = await waitForMailsMatching(email, (m) => m.text.includes(`/invitations/${invited.body.id}/accept`));
    const token = decodeURIComponent(/[?&]token=([^\s"&<]+)/.exec(mail!.text)![1]!);
    const collaborator = new ApiSession();
    const signedUp = await collaborator.signUp(email, STRONG_PASSWORD, { firstName: 'Grace', lastName: 'Hopper' });
    expect(signedUp.status).toBe(201);
    expect((await collaborator.post(`/api/v1/invitations/${invited.body.id}/acceptance`, { token })).status).toBe(200);
    const developerId = signedUp.body.user.id;

    const promoted = await owner.session.request('PATCH', '/api/v1/collaborators', {
      body: { developer_app_id: app.body.id, collaborators: [{ id: developerId, role: 'admin' }] },
    });
    expect(promoted.status).toBe(200);
    const removed = await owner.session.request('DELETE', `/api/v1/collaborators/${developerId}?developer_app_id=${app.body.id}`);
    expect(removed.status).toBe(204);

    const summaries = await eventually(async () => {
      const activity = await owner.session.get<Entry[]>(`/api/v1/developer_apps/${app.body.id}/activity`);
      const found = activity.body.filter((e) => e.type.startsWith('apps.app.collaborator_')).map((e) => e.summary);
      return found.length >= 4 ? found : null;
    });
    expect(summaries.slice(0, 2)).toEqual(['removed the collaborator Grace Hopper', 'changed the role of Grace Hopper to admin']);
  });
});
