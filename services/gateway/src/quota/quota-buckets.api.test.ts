import type { components } from '@portal/contracts';
import { signedInAdmin, signedUpDeveloper, uniqueId, type ApiSession } from '@portal/test-kit';

type Bucket = components['schemas']['QuotaBucket'];
type ErrorBody = { message: string; fields?: Record<string, string[]> };

const BASE = '/api/v1/admin/quota_minder_servers';
const spike = (limit: number) => ({ name: 'spike', fill_type: 'count', interval_ms: 10_000, limit });
const main = { name: 'main', fill_type: 'count', interval_ms: 3_600_000, limit: 7200 };

describe('the rate-limit bucket tool API (admin, through the gateway to the quota service)', () => {
  let admin: ApiSession;

  beforeAll(async () => {
    admin = await signedInAdmin();
  });

  it('lists the configured servers in the spec order', async () => {
    const servers = await admin.get<{ data: string[] }>(BASE);
    expect(servers.status).toBe(200);
    expect(servers.body.data).toEqual([
      'Production_US01',
      'Production_US02',
      'Production_UK01',
      'Monthly_Sandbox_US01',
      'Monthly_Sandbox_US02',
      'Integrator_Sandbox',
    ]);
  });

  it('creates, filters, updates with If-Match and deletes a bucket on one server', async () => {
    const domain = uniqueId('quota-api-');
    const created = await admin.post<{ data: Bucket }>(`${BASE}/Production_US01/buckets`, {
      data: { name: ' Partner ', domain, client_id: '', company_id: '*', bucket_templates: [main, spike(5)], ids: {} },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('etag')).toBe('W/"1"');
    expect(created.body.data).toMatchObject({
      server: 'Production_US01',
      name: 'Partner',
      domain,
      client_id: '*',
      company_id: '*',
      version: 1,
    });
    expect(created.body.data.bucket_templates).toEqual([main, spike(5)]);
    const id = created.body.data.id;

    const listed = await admin.get<{ data: Bucket[] }>(
      `${BASE}/Production_US01/buckets?domain=${encodeURIComponent(` ${domain} `)}&client_id=&name=`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((b) => b.id)).toEqual([id]);
    expect((await admin.get<{ data: Bucket[] }>(`${BASE}/Production_US02/buckets?domain=${domain}`)).body.data).toEqual([]);

    const changed = await admin.request<{ data: Bucket }>('PATCH', `${BASE}/Production_US01/buckets/${id}`, {
      body: { data: { name: 'Partner', domain, bucket_templates: [main, spike(6)] } },
      headers: { 'if-match': 'W/"1"' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.bucket_templates[1]).toEqual(spike(6));
    expect(changed.headers.get('etag')).toBe('W/"2"');

    const stale = await admin.request<ErrorBody>('PATCH', `${BASE}/Production_US01/buckets/${id}`, {
      body: { data: { name: 'Partner', domain, bucket_templates: [spike(7)] } },
      headers: { 'if-match': 'W/"1"' },
    });
    expect(stale.status).toBe(412);

    expect((await admin.request('DELETE', `${BASE}/Production_US02/buckets/${id}`)).status).toBe(404);
    expect((await admin.request('DELETE', `${BASE}/Production_US01/buckets/${id}`)).status).toBe(204);
    expect((await admin.get<{ data: Bucket[] }>(`${BASE}/Production_US01/buckets?domain=${domain}`)).body.data).toEqual([]);
    expect((await admin.request('DELETE', `${BASE}/Production_US01/buckets/${id}`)).status).toBe(404);
  });

  it('answers 404 "Server not configured or not found" for an unknown server', async () => {
    const listed = await admin.get<ErrorBody>(`${BASE}/Production_XX99/buckets`);
    expect(listed.status).toBe(404);
    expect(listed.body.message).toBe('Server not configured or not found');
    const created = await admin.post<ErrorBody>(`${BASE}/Staging/buckets`, { data: { name: 'x', domain: 'y', bucket_templates: [main] } });
    expect(created.status).toBe(404);
    expect(created.body.message).toBe('Server not configured or not found');
  });

  it('refuses an invalid bucket with 422, a message and field errors, and a second bucket with the same criteria', async () => {
    const invalid = await admin.post<ErrorBody>(`${BASE}/Production_UK01/buckets`, {
      data: { name: '', domain: 'd', bucket_templates: [{ name: 'spike', fill_type: 'leaky', interval_ms: 0, limit: 5 }] },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.message).toBe("Name can't be blank");
    expect(invalid.body.fields).toMatchObject({
      name: ["Name can't be blank"],
      'bucket_templates.0.fill_type': ['Fill type must be quota or count'],
    });
    const notNumeric = await admin.post<ErrorBody>(`${BASE}/Production_UK01/buckets`, {
      data: { name: 'n', domain: 'd', bucket_templates: [{ name: 'spike', fill_type: 'count', interval_ms: 'soon', limit: 5 }] },
    });
    expect(notNumeric.status).toBe(422);

    const domain = uniqueId('quota-dup-');
    const data = { name: 'First', domain, client_id: 'client-1', bucket_templates: [spike(5)] };
    expect((await admin.post(`${BASE}/Production_UK01/buckets`, { data })).status).toBe(201);
    const duplicate = await admin.post<ErrorBody>(`${BASE}/Production_UK01/buckets`, { data: { ...data, name: 'Second' } });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.message).toBe('A bucket with this domain, client_id and company_id already exists on this server');
    // The refused write left nothing behind: still one bucket for that domain.
    expect((await admin.get<{ data: Bucket[] }>(`${BASE}/Production_UK01/buckets?domain=${domain}`)).body.data.map((b) => b.name)).toEqual([
      'First',
    ]);
    // The same criteria on another server is another bucket.
    expect((await admin.post(`${BASE}/Production_US02/buckets`, { data })).status).toBe(201);
  });

  it('bounds the bucket name at 100 characters (the spec sets none), said on the name field', async () => {
    const domain = uniqueId('quota-name-');
    const long = await admin.post<ErrorBody>(`${BASE}/Production_UK01/buckets`, {
      data: { name: 'n'.repeat(5000), domain, bucket_templates: [main] },
    });
    expect(long.status).toBe(422);
    expect(long.body.fields?.name).toEqual(['Name is at most 100 characters']);
    const fits = await admin.post<{ data: Bucket }>(`${BASE}/Production_UK01/buckets`, {
      data: { name: 'n'.repeat(100), domain, bucket_templates: [main] },
    });
    expect(fits.status).toBe(201);
    expect((await admin.request('DELETE', `${BASE}/Production_UK01/buckets/${fits.body.data.id}`)).status).toBe(204);
  });

  it('answers a submit sent again with its Idempotency-Key with the bucket the first one made, per server', async () => {
    const domain = uniqueId('quota-key-');
    const key = uniqueId('bucket-key-');
    const data = { name: 'Partner', domain, bucket_templates: [spike(5)] };
    const send = (server: string, body = data, idempotencyKey = key) =>
      admin.request<{ data: Bucket } & ErrorBody>('POST', `${BASE}/${server}/buckets`, {
        body: { data: body },
        headers: { 'idempotency-key': idempotencyKey },
      });

    const first = await send('Production_US01');
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await send('Production_US01');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('etag')).toBe('W/"1"');
    expect(again.body.data).toEqual(first.body.data);
    // The same key makes the same bucket on another environment: a submit to all uses one key.
    const elsewhere = await send('Production_US02');
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.headers.get('idempotent-replayed')).toBeNull();
    expect(elsewhere.body.data.id).not.toBe(first.body.data.id);
    expect((await admin.get<{ data: Bucket[] }>(`${BASE}/Production_US01/buckets?domain=${domain}`)).body.data).toHaveLength(1);

    // The key with another bucket is refused; without a key the same bucket is the duplicate it is.
    const other = await send('Production_US01', { ...data, bucket_templates: [spike(6)] });
    expect(other.status).toBe(422);
    expect(other.body.fields?.['Idempotency-Key']).toEqual([
      'This Idempotency-Key was already used to create another bucket: send a new key',
    ]);
    const unkeyed = await admin.post<ErrorBody>(`${BASE}/Production_US01/buckets`, { data });
    expect(unkeyed.status).toBe(422);
    expect(unkeyed.body.message).toBe('A bucket with this domain, client_id and company_id already exists on this server');

    // Changed since, the replay shows it as it is now; deleted since, a 409 asks for a new key.
    const changed = await admin.request<{ data: Bucket }>('PATCH', `${BASE}/Production_US01/buckets/${first.body.data.id}`, {
      body: { data: { ...data, name: 'Renamed' } },
    });
    expect(changed.status).toBe(200);
    const afterChange = await send('Production_US01');
    expect(afterChange.status).toBe(201);
    expect(afterChange.body.data.name).toBe('Renamed');
    expect(afterChange.headers.get('etag')).toBe('W/"2"');
    expect((await admin.request('DELETE', `${BASE}/Production_US01/buckets/${first.body.data.id}`)).status).toBe(204);
    const afterDelete = await send('Production_US01');
    expect(afterDelete.status).toBe(409);
    expect(afterDelete.body.message).toBe('The bucket this Idempotency-Key created has been deleted: send a new key to create another');

    expect((await send('Production_US01', data, 'not a key')).status).toBe(400);

    // Two sends at once with one key: one makes the bucket, the other answers with it.
    const racing = await Promise.all([send('Integrator_Sandbox'), send('Integrator_Sandbox')]);
    expect(racing.map((r) => r.status)).toEqual([201, 201]);
    expect(racing[0].body.data.id).toBe(racing[1].body.data.id);
    expect(racing.map((r) => r.headers.get('idempotent-replayed')).sort()).toEqual(['true', null].sort());
  });

  it('is for administrators only', async () => {
    const { session } = await signedUpDeveloper('quota-dev');
    expect((await session.get(BASE)).status).toBe(403);
    expect(
      (await session.post(`${BASE}/Production_US01/buckets`, { data: { name: 'x', domain: 'y', bucket_templates: [main] } })).status,
    ).toBe(403);
  });
});
