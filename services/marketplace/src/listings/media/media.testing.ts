import sharp from 'sharp';
import type { components } from '@portal/contracts';
import type { ApiSession } from '@portal/test-kit';
import { tinyMp4 } from '@portal/test-kit';

type Media = components['schemas']['MarketplaceMedia'];
type ErrorBody = { message: string; fields?: Record<string, string[]> };

/** A PNG of that size. */
export const png = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer();

/** A multipart upload to the listing, as the editor sends it. */
export const upload = (
  session: ApiSession,
  appId: string,
  kind: string,
  bytes: Buffer,
  filename: string,
  headers: Record<string, string> = {},
) => {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([bytes]), filename);
  return session.sendForm<Media & ErrorBody>('POST', `/api/v1/submissions/${appId}/media`, form, headers);
};

/** The media a complete listing needs (§5): a logo, three screenshots, the showcase video. */
export const uploadCompleteMedia = async (session: ApiSession, appId: string): Promise<void> => {
  const uploads: [string, Buffer, string][] = [
    ['logo', await png(200, 200), 'logo.png'],
    ['picture', await png(1280, 720), 'shot-1.png'],
    ['picture', await png(1280, 720), 'shot-2.png'],
    ['picture', await png(1024, 768), 'shot-3.png'],
    ['showcase_video', tinyMp4(1280, 720), 'demo.mp4'],
  ];
  for (const [kind, bytes, name] of uploads) {
    const answer = await upload(session, appId, kind, bytes, name);
    if (answer.status !== 201) throw new Error(`upload ${name}: ${answer.status} ${answer.body.message}`);
  }
};
