import { randomUUID } from 'node:crypto';
import type { components } from '@portal/contracts';
import { signedUpDeveloper, uniqueId, type ApiSession } from '@portal/test-kit';
import { png, upload } from './media.testing';

type Media = components['schemas']['MarketplaceMedia'];
type Listing = components['schemas']['MarketplaceListing'] & { media: Media[] };
type ErrorBody = { message: string; fields?: Record<string, string[]> };

const newApp = async (session: ApiSession) =>
  (await session.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Idem listing ') })).body.id;

const start = (session: ApiSession, appId: string, publicName: string, key?: string) =>
  session.request<Listing & ErrorBody>('POST', `/api/v1/developer_apps/${appId}/submissions`, {
    body: { submission: { public_name: publicName } },
    headers: key ? { 'idempotency-key': key } : {},
  });

/** A listing's create and its uploads sent again after a lost answer make them once (Idempotency-Key). */
describe('listing create and uploads with an Idempotency-Key', () => {
  let developer: ApiSession;
  beforeAll(async () => {
    developer = (await signedUpDeveloper('listing-idem')).session;
  });
  const listing = async (appId: string) => (await developer.get<Listing>(`/api/v1/developer_apps/${appId}/submission`)).body;

  it('answers the same create again with the listing the first made; other fields, or no key, meet the 409', async () => {
    const appId = await newApp(developer);
    const key = randomUUID();
    const first = await start(developer, appId, 'Once', key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await start(developer, appId, 'Once', key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.body).toMatchObject({ id: first.body.id, public_name: 'Once' });

    const otherFields = await start(developer, appId, 'Twice', key);
    expect(otherFields.status).toBe(409);
    expect(otherFields.body.message).toBe('This app already has a marketplace listing');
    expect((await start(developer, appId, 'Once')).status).toBe(409);
    expect((await listing(appId)).public_name).toBe('Once');
  });

  it('makes one upload when the same file is sent again, or several times at once, with one key', async () => {
    const appId = await newApp(developer);
    expect((await start(developer, appId, 'Uploads')).status).toBe(201);
    const shot = await png(1280, 720);
    const key = randomUUID();
    const first = await upload(developer, appId, 'picture', shot, 'shot.png', { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await upload(developer, appId, 'picture', shot, 'shot.png', { 'idempotency-key': key });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);

    const raced = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => upload(developer, appId, 'picture', shot, 'raced.png', { 'idempotency-key': raced })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect((await listing(appId)).media.map((m) => m.original_filename).sort()).toEqual(['raced.png', 'shot.png']);

    // Uploads with their own keys at once: each is made, or meets another's write (409); never "key already used".
    const ownKeys = await Promise.all(
      [1, 2, 3].map((n) => upload(developer, appId, 'picture', shot, `own-${n}.png`, { 'idempotency-key': randomUUID() })),
    );
    for (const answer of ownKeys) expect([201, 409]).toContain(answer.status);
  });

  it('refuses the key with another file (422), after its upload was removed or replaced (409), and when malformed (400)', async () => {
    const appId = await newApp(developer);
    expect((await start(developer, appId, 'Refusals')).status).toBe(201);
    const key = randomUUID();
    const made = await upload(developer, appId, 'picture', await png(1280, 720), 'a.png', { 'idempotency-key': key });
    expect(made.status).toBe(201);
    const otherFile = await upload(developer, appId, 'picture', await png(1024, 768), 'a.png', { 'idempotency-key': key });
    expect(otherFile.status).toBe(422);
    expect(otherFile.body.fields).toEqual({
      'Idempotency-Key': ['This Idempotency-Key was already used to create another upload: send a new key'],
    });
    expect((await developer.request('DELETE', `/api/v1/submissions/${appId}/media/${made.body.id}`)).status).toBe(204);
    const afterRemoval = await upload(developer, appId, 'picture', await png(1280, 720), 'a.png', { 'idempotency-key': key });
    expect(afterRemoval.status).toBe(409);
    expect(afterRemoval.body.message).toMatch(/has been deleted: send a new key/);

    const logoKey = randomUUID();
    const logo = await png(200, 200);
    expect((await upload(developer, appId, 'logo', logo, 'logo.png', { 'idempotency-key': logoKey })).status).toBe(201);
    expect((await upload(developer, appId, 'logo', await png(300, 300), 'new-logo.png')).status).toBe(201);
    expect((await upload(developer, appId, 'logo', logo, 'logo.png', { 'idempotency-key': logoKey })).status).toBe(409);

    const malformed = await upload(developer, appId, 'picture', await png(1280, 720), 'b.png', { 'idempotency-key': 'has spaces' });
    expect(malformed.status).toBe(400);
    expect((await listing(appId)).media.map((m) => m.original_filename)).toEqual(['new-logo.png']);
  });
});
