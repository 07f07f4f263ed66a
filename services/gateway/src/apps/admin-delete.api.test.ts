import { eventually, signedInAdmin, signedUpDeveloper, uniqueId } from '@portal/test-kit';

type Activity = { type: string; summary: string; actor: { email: string } | null }[];

describe('deleting an app (owner or platform admin)', () => {
  it('lets a platform admin delete an app, and the activity names the admin', async () => {
    const owner = await signedUpDeveloper('deleted-by-admin');
    const created = await owner.session.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Admin deletes ') });
    expect(created.status).toBe(201);
    const stranger = await signedUpDeveloper('not-a-member');
    expect([403, 404]).toContain((await stranger.session.request('DELETE', `/api/v1/developer_apps/${created.body.id}`)).status);

    const admin = await signedInAdmin();
    expect((await admin.request('DELETE', `/api/v1/developer_apps/${created.body.id}`)).status).toBe(204);
    const activity = await eventually(async () => {
      const answer = await admin.get<Activity>(`/api/v1/developer_apps/${created.body.id}/activity`);
      return answer.status === 200 && answer.body[0]?.type === 'apps.app.deleted' ? answer.body : null;
    }, 20000);
    expect(activity[0]).toMatchObject({ summary: 'deleted the app', actor: { email: 'admin@example.com' } });
  });
});
