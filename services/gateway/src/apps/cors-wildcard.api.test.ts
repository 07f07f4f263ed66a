import { signedUpDeveloper, uniqueId } from '@portal/test-kit';

interface Refusal {
  fields?: Record<string, string[]>;
}
interface App {
  id: string;
  allowed_cors_domain: string;
  sandbox: { id: string } | null;
}

const WILDCARD = '"*.example.com" must not use a wildcard (list each domain)';

/**
 * A wildcard was stored and then matched no Origin (the OAuth server compares them exactly): both CORS fields refuse it
 * on `allowed_cors_domain`, one message per entry, as they name any other entry that can never match.
 */
describe('allowed CORS domains with a wildcard', () => {
  it('Given "*.example.com" among valid domains, When the app is saved, Then 422 naming that entry, and nothing is stored', async () => {
    const { session } = await signedUpDeveloper('cors-wildcard');
    const app = await session.post<App>('/api/v1/developer_apps', { internal_name: uniqueId('CORS ') });
    expect(app.status).toBe(201);
    const refused = await session.request<Refusal>('PATCH', `/api/v1/developer_apps/${app.body.id}`, {
      body: { developer_app: { allowed_cors_domain: 'app.example.com, *.example.com, not a domain' } },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.fields?.allowed_cors_domain).toEqual([WILDCARD, '"not a domain" is not a valid domain']);
    expect((await session.get<App>(`/api/v1/developer_apps/${app.body.id}`)).body.allowed_cors_domain).toBe('');

    const listed = await session.request<App>('PATCH', `/api/v1/developer_apps/${app.body.id}`, {
      body: { developer_app: { allowed_cors_domain: 'app.example.com, admin.example.com' } },
    });
    expect(listed.status).toBe(200);
    expect(listed.body.allowed_cors_domain).toBe('app.example.com,admin.example.com');
  });

  it('Given "*.example.com", When the sandbox is saved, Then the same 422 on allowed_cors_domain', async () => {
    const { session } = await signedUpDeveloper('cors-wildcard-sandbox');
    const app = await session.post<App>('/api/v1/developer_apps', { internal_name: uniqueId('CORS ') });
    expect(app.body.sandbox).not.toBeNull();
    const refused = await session.request<Refusal>('PATCH', `/api/v1/sandboxes/${app.body.sandbox!.id}`, {
      body: { sandbox: { allowed_cors_domain: '*.example.com' } },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.fields?.allowed_cors_domain).toEqual([WILDCARD]);
  });
});
