import { signedUpDeveloper } from '@portal/test-kit';

/**
 * Found by Schemathesis (issue 15, "Fuzzing"): a JSON `null` body passed as "no body", so an operation
 * whose body is optional ran as if nothing had been sent (a first OAuth secret was generated on `null`).
 * `null` is a body of the wrong type: 422 naming it. No payload at all stays allowed where it is.
 */
describe('a JSON null request body', () => {
  it('is refused with a 422 on an operation whose body is an object', async () => {
    const { session } = await signedUpDeveloper('null-body');
    const answer = await session.request<{ message: string; errors: string[]; fields?: Record<string, string[]> }>(
      'PATCH',
      '/api/v1/me/notification_preferences',
      { rawBody: 'null' },
    );
    expect(answer.status).toBe(422);
    expect(answer.body.fields?.body).toBeDefined();
  });

  it('is refused where the body is optional, while no body at all is still accepted', async () => {
    const { session } = await signedUpDeveloper('null-body');
    const created = await session.post<{ id: string }>('/api/v1/developer_apps', { internal_name: 'Null body app' });
    expect(created.status).toBe(201);
    const app = await session.get<{ uid: string }>(`/api/v1/developer_apps/${created.body.id}`);
    const path = `/api/v1/oauth_applications/${app.body.uid}/reset_secret`;
    expect((await session.request('POST', path, { rawBody: 'null' })).status).toBe(422);
    expect((await session.request('POST', path)).status).toBe(200);
  });

  it('takes an empty body sent as JSON as no body: accepted where none is needed, 422 where one is', async () => {
    const { session } = await signedUpDeveloper('empty-body');
    const created = await session.post<{ id: string }>('/api/v1/developer_apps', { internal_name: 'Empty body app' });
    const app = await session.get<{ uid: string }>(`/api/v1/developer_apps/${created.body.id}`);
    // curl -X POST -H 'Content-Type: application/json' with no data, as generated clients send a DELETE too.
    expect((await session.request('POST', `/api/v1/oauth_applications/${app.body.uid}/reset_secret`, { rawBody: '' })).status).toBe(200);
    const needed = await session.request<{ fields?: Record<string, string[]> }>('PATCH', '/api/v1/me/notification_preferences', {
      rawBody: '',
    });
    expect(needed.status).toBe(422);
    expect(needed.body.fields?.body).toEqual(['A JSON request body is required']);
  });
});
