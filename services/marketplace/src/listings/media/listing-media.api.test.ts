import type { components } from '@portal/contracts';
import { signedUpDeveloper, testEnv, uniqueId, type ApiSession } from '@portal/test-kit';
import { png, upload } from './media.testing';
import { tinyMp4 } from '@portal/test-kit';

type Listing = components['schemas']['MarketplaceListing'] & { media: Media[]; small_logo_url: string; picture_count: number };
type Media = components['schemas']['MarketplaceMedia'];

/** Listing uploads through the gateway: checked by their bytes, refused whole, stored, served sandboxed. */
describe('listing uploads (spec 3 §5 Media)', () => {
  let developer: ApiSession;
  let appId: string;
  const listing = async () => (await developer.get<Listing>(`/api/v1/developer_apps/${appId}/submission`)).body;

  beforeAll(async () => {
    developer = (await signedUpDeveloper('listing-media')).session;
    appId = (await developer.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Media app ') })).body.id;
    expect((await developer.post(`/api/v1/developer_apps/${appId}/submissions`, { submission: { public_name: 'Media' } })).status).toBe(
      201,
    );
  });

  it('takes a logo and screenshots, serves them re-encoded and sandboxed, and counts them on the listing', async () => {
    const empty = await listing();
    expect(empty.errors).toMatchObject({
      small_logo_url: ['This field is required'],
      picture_count: ['At least 3 items are required'],
      showcase_video_url: ['This field is required'],
    });
    const logo = await upload(developer, appId, 'logo', await png(200, 200), 'logo.png');
    expect(logo.status).toBe(201);
    expect(logo.body).toMatchObject({
      kind: 'logo',
      type: 'Logo',
      original_filename: 'logo.png',
      content_type: 'image/png',
      width: 200,
      height: 200,
    });
    for (let i = 0; i < 3; i++) expect((await upload(developer, appId, 'picture', await png(1280, 720), `shot-${i}.png`)).status).toBe(201);
    const current = await listing();
    expect(current.small_logo_url).toBe(logo.body.url);
    expect(current.picture_count).toBe(3);
    expect(current.errors.small_logo_url).toBeUndefined();
    expect(current.errors.picture_count).toBeUndefined();

    const served = await fetch(new URL(logo.body.url, testEnv.gatewayUrl));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');

    // A client cannot claim media it never sent: the counts follow the uploads.
    const forged = await developer.request<Listing>('PATCH', `/api/v1/submissions/${appId}`, {
      body: { submission: { picture_count: 9, small_logo_url: 'https://x.example/l.png' } },
    });
    expect(forged.body).toMatchObject({ picture_count: 3, small_logo_url: logo.body.url });
  });

  it('refuses a disguised type, an oversized file, a small screenshot, a video below 720p or 24 fps, changing nothing', async () => {
    const before = await listing();
    const disguised = await upload(developer, appId, 'picture', Buffer.from('<html><script>alert(1)</script></html>'), 'shot.png');
    expect(disguised.status).toBe(422);
    expect(disguised.body.message).toBe('Invalid file type');
    const videoAsImage = await upload(developer, appId, 'logo', tinyMp4(1280, 720), 'logo.jpg');
    expect(videoAsImage.body.message).toBe('Invalid file type');
    const oversized = await upload(
      developer,
      appId,
      'logo',
      Buffer.concat([await png(200, 200), Buffer.alloc(2 * 1024 * 1024)]),
      'big.png',
    );
    expect(oversized.status).toBe(422);
    expect(oversized.body.message).toBe('The file is too large (at most 2 MB)');
    const small = await upload(developer, appId, 'picture', await png(640, 480), 'small.png');
    expect(small.status).toBe(422);
    expect(small.body.message).toBe('Screenshots must be from 720x480 to 1920x1080 pixels');
    const lowVideo = await upload(developer, appId, 'showcase_video', tinyMp4(854, 480), 'demo.mp4');
    expect(lowVideo.status).toBe(422);
    expect(lowVideo.body.message).toBe('Videos must be at least 720p');
    const slowVideo = await upload(developer, appId, 'video', tinyMp4(1280, 720, 'isom', 15), 'slow.mp4');
    expect(slowVideo.status).toBe(422);
    expect(slowVideo.body.message).toBe('Videos must be at least 24 fps');

    const after = await listing();
    expect(after.media).toEqual(before.media);
    expect(after.revision).toBe(before.revision);
  });

  it('hosts a 720p showcase video and removes files by id (the logo clears small_logo_url)', async () => {
    const video = await upload(developer, appId, 'showcase_video', tinyMp4(1280, 720), 'demo.mp4');
    expect(video.status).toBe(201);
    expect(video.body).toMatchObject({ type: 'ShowcaseVideo', content_type: 'video/mp4', width: 1280, height: 720 });
    expect((await listing()).showcase_video_url).toBe(video.body.url);
    expect((await fetch(new URL(video.body.url, testEnv.gatewayUrl))).headers.get('content-type')).toBe('video/mp4');

    const logoId = (await listing()).media.find((m) => m.kind === 'logo')!.id;
    expect((await developer.request('DELETE', `/api/v1/submissions/${appId}/media/${logoId}`)).status).toBe(204);
    expect((await listing()).small_logo_url).toBe('');
    expect((await developer.request('DELETE', `/api/v1/submissions/${appId}/media/${logoId}`)).status).toBe(404);
  });
});
