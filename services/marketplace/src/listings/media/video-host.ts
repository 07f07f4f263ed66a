import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { BLOB_STORAGE, type BlobStorage } from '@portal/blob-storage';
import { MEDIA_PATH } from './media-urls';

/** The hosted video service's answer (spec 3 §4): `hashed_id` becomes the video's external URL. */
export interface HostedVideo {
  hashed_id: string;
  name: string;
}

export interface VideoHost {
  upload(bytes: Buffer, filename: string, contentType: string): Promise<HostedVideo>;
  urlOf(video: HostedVideo, contentType: string): string;
}

export const VIDEO_HOST = Symbol('VIDEO_HOST');

/**
 * The default host: our own storage serves the video (a hosted provider is another VideoHost,
 * chosen by configuration). Same answer shape as the hosted service, so the listing does not care.
 */
@Injectable()
export class StorageVideoHost implements VideoHost {
  constructor(@Inject(BLOB_STORAGE) private readonly storage: BlobStorage) {}

  async upload(bytes: Buffer, filename: string, contentType: string): Promise<HostedVideo> {
    const hashed_id = randomBytes(12).toString('hex');
    await this.storage.put(`${hashed_id}.${contentType === 'video/quicktime' ? 'mov' : 'mp4'}`, bytes, contentType);
    return { hashed_id, name: filename };
  }

  urlOf(video: HostedVideo, contentType: string): string {
    return `${MEDIA_PATH}${video.hashed_id}.${contentType === 'video/quicktime' ? 'mov' : 'mp4'}`;
  }
}
