import { randomUUID } from 'node:crypto';
import { signedUpDeveloper, uniqueId, type ApiSession } from '@portal/test-kit';

interface App {
  id: string;
  internal_name: string;
  sandbox: { id: string } | null;
}
interface ErrorBody {
  message: string;
  fields?: Record<string, string[]>;
}

const create = (session: ApiSession, name: string, key: string) =>
  session.request<App & ErrorBody>('POST', '/api/v1/developer_apps', {
    body: { internal_name: name },
    headers: { 'idempotency-key': key },
  });

const namesListed = async (session: ApiSession) =>
  (await session.get<{ internal_name: string }[]>('/api/v1/developer_apps')).body.map((app) => app.internal_name);

describe('creating an app with an Idempotency-Key', () => {
  it('answers a repeat with the app the first create made, marked as replayed, and makes no second one', async () => {
    const { session } = await signedUpDeveloper('idem');
    const name = uniqueId('Once ');
    const key = randomUUID();
    const first = await create(session, name, key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();

    const again = await create(session, `  ${name} `, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toMatchObject({ id: first.body.id, internal_name: name, sandbox: { id: first.body.sandbox!.id } });
    expect(await namesListed(session)).toEqual([name]);
  });

  it('makes one app when the same create is sent several times at once', async () => {
    const { session } = await signedUpDeveloper('idem');
    const name = uniqueId('Raced ');
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3, 4].map(() => create(session, name, key)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(3);
    expect(await namesListed(session)).toEqual([name]);
  });

  it('refuses the key with another name (422), and lets another developer use the same key for their own app', async () => {
    const { session } = await signedUpDeveloper('idem');
    const key = randomUUID();
    const name = uniqueId('First ');
    expect((await create(session, name, key)).status).toBe(201);
    const other = await create(session, uniqueId('Second '), key);
    expect(other.status).toBe(422);
    expect(other.body.fields).toEqual({
      'Idempotency-Key': ['This Idempotency-Key was already used to create an app with another name: send a new key'],
    });
    expect(await namesListed(session)).toEqual([name]);

    const { session: someoneElse } = await signedUpDeveloper('idem');
    const theirs = await create(someoneElse, name, key);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(await namesListed(someoneElse)).toEqual([name]);
  });

  it('refuses a malformed key (400) and a repeat after the app was deleted (409); no key makes a new app each time', async () => {
    const { session } = await signedUpDeveloper('idem');
    const malformed = await create(session, uniqueId('Bad key '), 'has spaces in it');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/^Idempotency-Key must be 1 to 255 visible ASCII characters/);

    const key = randomUUID();
    const name = uniqueId('Gone ');
    const made = await create(session, name, key);
    expect((await session.request('DELETE', `/api/v1/developer_apps/${made.body.id}`)).status).toBe(204);
    const after = await create(session, name, key);
    expect(after.status).toBe(409);
    expect(after.body.message).toBe('The app this Idempotency-Key created has been deleted: send a new key to create another');

    const twice = uniqueId('Twice ');
    await session.post('/api/v1/developer_apps', { internal_name: twice });
    await session.post('/api/v1/developer_apps', { internal_name: twice });
    expect(await namesListed(session)).toEqual([twice, twice]);
  });
});
