import { ApiSession, STRONG_PASSWORD, uniqueEmail } from '@portal/test-kit';

type Me = { id: string; firstName: string; lastName: string; companyName: string | null; email: string };
type Fields = { fields: Record<string, string[]> };

describe("a developer's own profile", () => {
  it('changes name and company; /me and the admin list show the change', async () => {
    const email = uniqueEmail('profile');
    const session = new ApiSession();
    await session.signUp(email, STRONG_PASSWORD, { firstName: 'Pat', lastName: 'Before' });
    expect((await session.get<Me>('/api/v1/me')).body).toMatchObject({ firstName: 'Pat', lastName: 'Before', companyName: null });

    const changed = await session.request<Me>('PATCH', '/api/v1/me', {
      body: { first_name: ' Patricia ', last_name: 'After', company_name: ' Girder & Sons ' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ firstName: 'Patricia', lastName: 'After', companyName: 'Girder & Sons', email });
    expect((await session.get<Me>('/api/v1/me')).body).toMatchObject({ firstName: 'Patricia', companyName: 'Girder & Sons' });

    const admin = new ApiSession();
    await admin.signIn('admin@example.com', process.env.PORTAL_DEMO_PASSWORD ?? 'Portal-demo-1!');
    const rows = await admin.get<{ name: string; company_name: string | null }[]>(
      `/api/v1/admin/developers?filters[search]=${encodeURIComponent(email)}`,
    );
    expect(rows.body).toEqual([expect.objectContaining({ name: 'Patricia After', company_name: 'Girder & Sons' })]);

    const cleared = await session.request<Me>('PATCH', '/api/v1/me', { body: { company_name: '' } });
    expect(cleared.body).toMatchObject({ firstName: 'Patricia', companyName: null });
  });

  it('refuses a blank or too long name with the field and the words of the admin edit', async () => {
    const session = new ApiSession();
    await session.signUp(uniqueEmail('profile-bad'), STRONG_PASSWORD);
    const blank = await session.request<Fields>('PATCH', '/api/v1/me', { body: { first_name: '  ', last_name: 'x'.repeat(100) } });
    expect(blank.status).toBe(422);
    expect(blank.body.fields).toEqual({ first_name: ['First name is required'] });
    // The documented limit (maxLength 100) is the service's: the contract says it in the service's words.
    const long = await session.request<Fields>('PATCH', '/api/v1/me', { body: { last_name: 'x'.repeat(101) } });
    expect(long.status).toBe(422);
    expect(long.body.fields).toEqual({ last_name: ['Last name is at most 100 characters'] });
    const wrongType = await session.request<Fields>('PATCH', '/api/v1/me', { body: { first_name: 7 } });
    expect(wrongType.status).toBe(422);
    const unknown = await session.request<Fields>('PATCH', '/api/v1/me', { body: { email: 'other@example.com' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.fields.email).toBeDefined();
  });

  it('needs a session and a CSRF token', async () => {
    expect((await new ApiSession().request('PATCH', '/api/v1/me', { body: { first_name: 'X' } })).status).toBe(401);
    const session = new ApiSession();
    await session.signUp(uniqueEmail('profile-csrf'), STRONG_PASSWORD);
    expect((await session.request('PATCH', '/api/v1/me', { body: { first_name: 'X' }, csrf: false })).status).toBe(403);
  });
});
