import type { DomainEvent } from '@portal/decider';
import type { ListingFields } from '@portal/contracts';

export type { ApprovalState, ListingFields, ListingState } from '@portal/contracts';

/** One stream per app's listing. */
export const listingStreamId = (appId: string): string => `marketplace-listing-${appId}`;

// Event data: plain JSON objects (strings, numbers, booleans, null, arrays, objects).

export interface ListingCreatedData {
  appId: string;
  fields: ListingFields;
  actorId: string;
  at: string;
}

export interface ListingSavedData {
  appId: string;
  fields: ListingFields;
  /** The state after the save: saving a published listing starts a new draft; otherwise unchanged. */
  state: 'draft' | 'in_review';
  is_concierge_app: boolean;
  actorId: string;
  actorIsAdmin: boolean;
  at: string;
}

export interface ListingSubmittedData {
  appId: string;
  actorId: string;
  at: string;
}

export interface ListingWithdrawnData {
  appId: string;
  actorId: string;
  at: string;
}

export interface ListingApprovedData {
  appId: string;
  /** Publish without notifying the developer. */
  silent: boolean;
  /** The listing's version once published: 1 for the first publication, +1 for each later one. */
  version: number;
  /** The fields now published. */
  fields: ListingFields;
  admin_message: string | null;
  actorId: string;
  at: string;
}

export interface ListingRejectedData {
  appId: string;
  admin_message: string;
  actorId: string;
  at: string;
}

/** An uploaded file of the listing (spec 3 §3: id, description, name, original_filename, type, url). */
export interface MediaItem {
  id: string;
  kind: 'logo' | 'picture' | 'video' | 'showcase_video' | 'security_document';
  /** The spec's item type: Logo, Picture, Video, ShowcaseVideo or Document. */
  type: 'Logo' | 'Picture' | 'Video' | 'ShowcaseVideo' | 'Document';
  name: string;
  original_filename: string;
  description: string;
  content_type: string;
  url: string;
  /** Images and videos: the pixel size read from the file. */
  width: number | null;
  height: number | null;
}

export interface MediaAddedData {
  appId: string;
  media: MediaItem;
  /** The item it replaces (one logo, one showcase video, one security document). */
  replacedIds: string[];
  actorId: string;
  at: string;
  /**
   * SHA-256 (hex) of the bytes as uploaded, before any re-encoding: a repeat with the same
   * Idempotency-Key is the same upload only with the same file. Absent on uploads before it was kept.
   */
  contentSha256?: string;
}

export interface MediaRemovedData {
  appId: string;
  mediaId: string;
  actorId: string;
  at: string;
}

/**
 * The listing follows its app's deletion (apps.app.deleted / .undeleted): while the app is deleted the listing is not
 * public. `appStreamVersion` is the app event's version in the app's stream, so each app event is followed once and
 * an older one than the listing has followed (a redelivery, a replay of the topic) changes nothing.
 */
export interface ListingAppDeletedData {
  appId: string;
  appStreamVersion: number;
  /** The app event's time (deletedAt), not the reaction's: a replay records the same. */
  at: string;
}

export interface ListingAppRestoredData {
  appId: string;
  appStreamVersion: number;
  /** The app event's time (undeletedAt). */
  at: string;
}

export type ListingCreated = DomainEvent<'marketplace.listing.created', ListingCreatedData>;
export type ListingSaved = DomainEvent<'marketplace.listing.saved', ListingSavedData>;
export type ListingSubmitted = DomainEvent<'marketplace.listing.submitted', ListingSubmittedData>;
export type ListingWithdrawn = DomainEvent<'marketplace.listing.withdrawn', ListingWithdrawnData>;
export type ListingApproved = DomainEvent<'marketplace.listing.approved', ListingApprovedData>;
export type ListingRejected = DomainEvent<'marketplace.listing.rejected', ListingRejectedData>;
export type MediaAdded = DomainEvent<'marketplace.listing.media_added', MediaAddedData>;
export type MediaRemoved = DomainEvent<'marketplace.listing.media_removed', MediaRemovedData>;
export type ListingAppDeleted = DomainEvent<'marketplace.listing.app_deleted', ListingAppDeletedData>;
export type ListingAppRestored = DomainEvent<'marketplace.listing.app_restored', ListingAppRestoredData>;
export type ListingEvent =
  | ListingCreated
  | ListingSaved
  | ListingSubmitted
  | ListingWithdrawn
  | ListingApproved
  | ListingRejected
  | MediaAdded
  | MediaRemoved
  | ListingAppDeleted
  | ListingAppRestored;

export const LISTING_EVENT_TYPES = [
  'marketplace.listing.created',
  'marketplace.listing.saved',
  'marketplace.listing.submitted',
  'marketplace.listing.withdrawn',
  'marketplace.listing.approved',
  'marketplace.listing.rejected',
  'marketplace.listing.media_added',
  'marketplace.listing.media_removed',
  'marketplace.listing.app_deleted',
  'marketplace.listing.app_restored',
] as const satisfies readonly ListingEvent['type'][];
