import { testEnv, uniqueId } from '@portal/test-kit';

/**
 * The bucket name's bound is the quota service's own rule, not only the gateway's contract check: called as the
 * gateway calls it (internal token, an admin actor), a longer name is a 422 on `name`.
 */
const call = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${testEnv.quotaProxyUrl}${path}`, {
    method,
    headers: {
      'x-internal-token': testEnv.internalToken,
      'x-actor-id': uniqueId('admin-'),
      'x-actor-roles': 'admin',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : undefined) as { message?: string; fields?: Record<string, string[]> },
  };
};

const BUCKETS = '/servers/Integrator_Sandbox/buckets';
const templates = [{ name: 'main', fill_type: 'count', interval_ms: 3_600_000, limit: 7200 }];

describe('a rate-limit bucket name in the quota service', () => {
  it('takes 100 characters and refuses more with a message on the name, on create and on change', async () => {
    const domain = uniqueId('quota-name-');
    const refused = await call('POST', BUCKETS, { data: { name: 'n'.repeat(5000), domain, bucket_templates: templates } });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Name is at most 100 characters');
    expect(refused.body.fields?.name).toEqual(['Name is at most 100 characters']);

    const created = await call('POST', BUCKETS, { data: { name: 'n'.repeat(100), domain, bucket_templates: templates } });
    expect(created.status).toBe(201);
    const id = (created.body as { data?: { id: string } }).data!.id;
    try {
      const renamed = await call('PATCH', `${BUCKETS}/${id}`, { data: { name: 'n'.repeat(101), domain, bucket_templates: templates } });
      expect(renamed.status).toBe(422);
      expect(renamed.body.fields?.name).toEqual(['Name is at most 100 characters']);
    } finally {
      expect((await call('DELETE', `${BUCKETS}/${id}`)).status).toBe(204);
    }
  });
});
