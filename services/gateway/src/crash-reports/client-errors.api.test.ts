import { randomUUID } from 'node:crypto';
import { ApiSession, signedInAdmin, signedUpDeveloper } from '@portal/test-kit';

const PATH = '/api/v1/client_errors';
type Accepted = { fingerprint: string; count: number };
type Summary = {
  fingerprint: string;
  message: string;
  route: string;
  release: string;
  kind: string;
  count: number;
  first_seen: string;
  last_seen: string;
};

const report = (message: string, route = '/developer_apps/7d7c3c8e-1111-4a4a-8b8b-123456789abc') => ({
  message,
  stack: `TypeError: ${message}\n    at AppPage (http://localhost:8080/assets/AppPage-Ab12Cd34.js:10:20)\n    at x (y.js:1:1)`,
  route,
  release: 'test-release',
  kind: 'crash',
});

describe('crash reports (POST /api/v1/client_errors)', () => {
  it('accepts a report signed out, counts repeats of the same error under one fingerprint, and shows them to admins', async () => {
    const message = `Cannot read properties of undefined (${randomUUID()})`;
    const anonymous = new ApiSession();
    const first = await anonymous.post<Accepted>(PATH, report(message));
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ fingerprint: expect.stringMatching(/^[0-9a-f]{32}$/), count: 1 });

    const { session: developer } = await signedUpDeveloper('crash');
    const again = await developer.post<Accepted>(PATH, report(message, '/developer_apps/0a0a0a0a-2222-4b4b-8c8c-abcdefabcdef'));
    expect(again.body).toEqual({ fingerprint: first.body.fingerprint, count: 2 });

    const admin = await signedInAdmin();
    const listed = await admin.get<{ data: Summary[] }>('/api/v1/admin/client_errors');
    expect(listed.status).toBe(200);
    expect(listed.body.data.find((s) => s.fingerprint === first.body.fingerprint)).toMatchObject({
      message,
      route: '/developer_apps/:id',
      release: 'test-release',
      kind: 'crash',
      count: 2,
    });
    expect((await developer.get('/api/v1/admin/client_errors')).status).toBe(403);
  });

  it('refuses a report without a message or with an unknown kind (422), never a 500', async () => {
    const anonymous = new ApiSession();
    expect((await anonymous.post(PATH, { kind: 'crash' })).status).toBe(422);
    expect((await anonymous.post(PATH, { message: 'x', kind: 'weird' })).status).toBe(422);
    expect((await anonymous.post(PATH, { message: 'x'.repeat(1001), kind: 'crash' })).status).toBe(422);
  });
});
