import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { NotFoundError, ValidationError } from '@portal/decider';
import { BLOB_STORAGE, type BlobStorage } from '@portal/blob-storage';
import type { CommandContext } from '@portal/eventsourcing';
import type { Actor } from '@portal/service-runtime';
import { MARKETPLACE_CONFIG, type MarketplaceConfig } from '../../core/marketplace.config';
import { ChangeListingHandler } from '../changing/change-listing.handler';
import { LISTING_NOT_FOUND } from '../listing.decider';
import type { MediaItem } from '../listing.events';
import { ListingsRepository } from '../listings.repository';
import { reencodeImage } from './image-reencoding';
import { MEDIA_PATH } from './media-urls';
import { checkUpload, extensionOf, MEDIA_KINDS, screenshotProblem, videoProblem, type MediaKind } from './media.rules';
import { videoFrameSize } from './video-metadata';
import { VIDEO_HOST, type VideoHost } from './video-host';

export interface MediaUpload {
  kind?: unknown;
  filename?: unknown;
  description?: unknown;
  content_base64?: unknown;
}

const TYPE_OF: Record<MediaKind, MediaItem['type']> = {
  logo: 'Logo',
  picture: 'Picture',
  video: 'Video',
  showcase_video: 'ShowcaseVideo',
  security_document: 'Document',
};

export const VIDEOS_NOT_AVAILABLE = 'Videos are not available in this edition';

const refuse = (message: string): never => {
  throw new ValidationError({ file: [message] }, message);
};

/**
 * An upload is checked whole before anything is written (type from the bytes, size, screenshot
 * size and aspect, video resolution from the file's own header), then stored, then recorded on the
 * listing; a refused upload leaves the listing and its media as they were.
 */
@Injectable()
export class AddMediaHandler {
  constructor(
    private readonly listings: ListingsRepository,
    private readonly changes: ChangeListingHandler,
    @Inject(BLOB_STORAGE) private readonly storage: BlobStorage,
    @Inject(VIDEO_HOST) private readonly videos: VideoHost,
    @Inject(MARKETPLACE_CONFIG) private readonly config: MarketplaceConfig,
  ) {}

  async add(appId: string, upload: MediaUpload, actor: Actor, context: CommandContext, asAdmin: boolean) {
    const listingActor = await this.changes.actorOn(appId, actor, asAdmin);
    const kind = MEDIA_KINDS.find((k) => k === upload.kind);
    if (!kind) throw new ValidationError({ kind: [`Kind must be one of ${MEDIA_KINDS.join(', ')}`] }, 'Unknown kind of upload');
    // The restricted (government-hosted) edition takes no videos at all (spec 3 §6).
    if (this.config.restricted && (kind === 'video' || kind === 'showcase_video')) refuse(VIDEOS_NOT_AVAILABLE);
    if (typeof upload.content_base64 !== 'string' || upload.content_base64 === '') refuse('Choose a file to upload');
    const original = typeof upload.filename === 'string' && upload.filename.trim() ? upload.filename.trim().slice(0, 255) : 'upload';
    const description = typeof upload.description === 'string' ? upload.description.slice(0, 500) : '';
    const raw = Buffer.from(upload.content_base64 as string, 'base64');
    const { mime, problem } = checkUpload(kind, raw);
    if (problem) refuse(problem);
    const { state } = await this.listings.load(appId);
    if (state.appId === null) throw new NotFoundError(LISTING_NOT_FOUND);

    const id = randomBytes(12).toString('hex');
    let url: string;
    let width: number | null = null;
    let height: number | null = null;
    if (kind === 'logo' || kind === 'picture') {
      const image = (await reencodeImage(raw, mime)) ?? refuse('Invalid file type');
      if (kind === 'picture') {
        const sizeProblem = screenshotProblem(image.width, image.height);
        if (sizeProblem) refuse(sizeProblem);
      }
      ({ width, height } = image);
      const key = `mkt_${id}.${extensionOf(mime)}`;
      await this.storage.put(key, image.bytes, mime);
      url = `${MEDIA_PATH}${key}`;
    } else if (kind === 'video' || kind === 'showcase_video') {
      const frame = videoFrameSize(raw);
      const resolutionProblem = videoProblem(frame);
      if (resolutionProblem) refuse(resolutionProblem);
      ({ width, height } = frame!);
      const hosted = await this.videos.upload(raw, original, mime);
      url = this.videos.urlOf(hosted, mime);
    } else {
      const key = `mkt_${id}.pdf`;
      await this.storage.put(key, raw, mime);
      url = `${MEDIA_PATH}${key}`;
    }
    const media: MediaItem = {
      id,
      kind,
      type: TYPE_OF[kind],
      name: original,
      original_filename: original,
      description,
      content_type: mime,
      url,
      width,
      height,
    };
    await this.listings.handleAll(appId, () => [{ type: 'AddMedia', media, actor: listingActor, at: new Date().toISOString() }], context);
    return media;
  }

  async remove(appId: string, mediaId: string, actor: Actor, context: CommandContext, asAdmin: boolean): Promise<void> {
    const listingActor = await this.changes.actorOn(appId, actor, asAdmin);
    await this.listings.handleAll(
      appId,
      () => [{ type: 'RemoveMedia', mediaId, actor: listingActor, at: new Date().toISOString() }],
      context,
    );
  }
}
