import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { NotFoundError, ValidationError } from '@portal/decider';
import { BLOB_STORAGE, type BlobStorage } from '@portal/blob-storage';
import type { CommandContext } from '@portal/eventsourcing';
import { createdThenDeletedError, idempotentId, keyAlreadySpent, reusedKeyError, type Actor } from '@portal/service-runtime';
import { MARKETPLACE_CONFIG, type MarketplaceConfig } from '../../core/marketplace.config';
import { ChangeListingHandler } from '../changing/change-listing.handler';
import { LISTING_NOT_FOUND, mayHandleMediaKind, type Listing } from '../listing.decider';
import type { MediaItem } from '../listing.events';
import { ListingsRepository } from '../listings.repository';
import { reencodeImage } from './image-reencoding';
import { MEDIA_PATH } from './media-urls';
import { checkUpload, extensionOf, MEDIA_KINDS, screenshotProblem, videoProblem, type MediaKind } from './media.rules';
import { videoFrameRate, videoFrameSize } from './video-metadata';
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

export interface AddedMedia {
  media: MediaItem;
  /** The key's first upload made it: this one changed nothing. */
  replayed: boolean;
}

/** The id of an upload: random, or with an Idempotency-Key the same for the same person, listing and key. */
const mediaIdOf = (appId: string, actorId: string, key: string | undefined): string =>
  key === undefined ? randomBytes(12).toString('hex') : idempotentId(`listing_media ${appId}`, actorId, key).replace(/-/g, '').slice(0, 24);

/** What an upload sent again must match to be the same upload: the file's bytes, kind, name and description. */
interface UploadRequest {
  id: string;
  kind: MediaKind;
  original: string;
  description: string;
  contentSha256: string;
}

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

  async add(
    appId: string,
    upload: MediaUpload,
    actor: Actor,
    context: CommandContext,
    asAdmin: boolean,
    idempotencyKey?: string,
  ): Promise<AddedMedia> {
    const listingActor = await this.changes.actorOn(appId, actor, asAdmin);
    const kind = MEDIA_KINDS.find((k) => k === upload.kind);
    if (!kind) throw new ValidationError({ kind: [`Kind must be one of ${MEDIA_KINDS.join(', ')}`] }, 'Unknown kind of upload');
    // Refused before the file is stored (the decider refuses it too): a refused upload leaves nothing behind.
    mayHandleMediaKind(listingActor, kind);
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
    const id = mediaIdOf(appId, actor.id, idempotencyKey);
    const contentSha256 = createHash('sha256').update(raw).digest('hex');
    const request: UploadRequest = { id, kind, original, description, contentSha256 };
    // Sent again after a lost answer: answer with what the first send made, before storing the file again.
    if (id in state.uploads) return { media: replayed(state, request), replayed: true };

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
      const resolutionProblem = videoProblem(frame, videoFrameRate(raw));
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
    try {
      const at = new Date().toISOString();
      await this.listings.handleAll(appId, () => [{ type: 'AddMedia', media, contentSha256, actor: listingActor, at }], context);
      return { media, replayed: false };
    } catch (error) {
      // A racing send with the same key recorded it first; another write to the listing meanwhile stays a conflict.
      if (idempotencyKey === undefined || !keyAlreadySpent(error)) throw error;
      const { state: now } = await this.listings.load(appId);
      if (!(id in now.uploads)) throw error;
      return { media: replayed(now, request), replayed: true };
    }
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

/** The upload an Idempotency-Key made, when this is the same upload again; else why not. */
const replayed = (state: Listing, request: UploadRequest): MediaItem => {
  const item = state.media.find((m) => m.id === request.id);
  const recorded = state.uploads[request.id];
  const same =
    recorded === request.contentSha256 &&
    (!item || (item.kind === request.kind && item.original_filename === request.original && item.description === request.description));
  if (!same) throw reusedKeyError('another upload');
  if (!item) throw createdThenDeletedError('upload');
  return item;
};
